package com.taflpost.mail;

import io.quarkus.logging.Log;
import io.quarkus.mailer.Mail;
import io.quarkus.mailer.Mailer;
import jakarta.inject.Singleton;

/**
 * Hands letters to the SMTP server, with the headers that let a mail client offer a one-click unsubscribe (RFC 2369,
 * RFC 8058). Blocking: the caller holds its claim on the row until the server has taken the mail.
 */
@Singleton
class Postbox {
    private final Mailer mailer;
    private final MailSwitch mail;

    Postbox(Mailer mailer, MailSwitch mail) {
        this.mailer = mailer;
        this.mail = mail;
    }

    void send(Letter letter) {
        if (!mail.enabled()) {
            throw new MailProblems.MailOff();
        }
        try {
            mailer.send(Mail.withText(letter.to(), letter.subject(), letter.text())
                    .setHtml(letter.html())
                    .addHeader("List-Unsubscribe", "<" + letter.unsubscribeUrl() + ">")
                    .addHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
                    .addHeader("Auto-Submitted", "auto-generated"));
        } catch (RuntimeException e) {
            Log.warnf(e, "mail: the SMTP server did not take a mail to %s", letter.to());
            throw new MailProblems.NotSent();
        }
    }
}
