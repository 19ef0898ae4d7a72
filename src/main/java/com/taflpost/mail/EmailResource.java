package com.taflpost.mail;

import com.taflpost.auth.Caller;

public class EmailResource implements EmailApi {
    private final EmailService emails;
    private final Caller caller;

    EmailResource(EmailService emails, Caller caller) {
        this.emails = emails;
        this.caller = caller;
    }

    @Override
    public EmailView get() {
        return emails.get(caller.requirePlayer());
    }

    @Override
    public EmailView set(EmailRequest request) {
        return emails.set(caller.requirePlayer(), request);
    }

    @Override
    public EmailView verify(CodeRequest request) {
        return emails.verify(caller.requirePlayer(), request);
    }

    @Override
    public void delete() {
        emails.delete(caller.requirePlayer());
    }
}
