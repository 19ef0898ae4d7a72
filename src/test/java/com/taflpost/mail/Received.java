package com.taflpost.mail;

import jakarta.mail.BodyPart;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A mail the SMTP server received, taken apart: subject, headers, plain text and HTML. */
record Received(String to, String subject, String text, String html, String listUnsubscribe, String unsubscribePost) {
    private static final Pattern CODE = Pattern.compile("\\b(\\d{6})\\b");
    private static final Pattern ANGLED = Pattern.compile("<([^>]+)>");

    static Received of(MimeMessage message) {
        try {
            StringBuilder text = new StringBuilder();
            StringBuilder html = new StringBuilder();
            collect(message, text, html);
            return new Received(
                    message.getAllRecipients()[0].toString(),
                    message.getSubject(),
                    text.toString(),
                    html.toString(),
                    message.getHeader("List-Unsubscribe", null),
                    message.getHeader("List-Unsubscribe-Post", null));
        } catch (MessagingException | IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void collect(Part part, StringBuilder text, StringBuilder html)
            throws MessagingException, IOException {
        if (part.isMimeType("text/plain")) {
            text.append(part.getContent());
        } else if (part.isMimeType("text/html")) {
            html.append(part.getContent());
        } else if (part.getContent() instanceof Multipart multipart) {
            for (int i = 0; i < multipart.getCount(); i++) {
                BodyPart child = multipart.getBodyPart(i);
                collect(child, text, html);
            }
        }
    }

    /** The verification code in the plain text. */
    String code() {
        Matcher matcher = CODE.matcher(text);
        if (!matcher.find()) {
            throw new AssertionError("no code in: " + text);
        }
        return matcher.group(1);
    }

    /** The URL of the List-Unsubscribe header. */
    String unsubscribeUrl() {
        Matcher matcher = ANGLED.matcher(listUnsubscribe == null ? "" : listUnsubscribe);
        if (!matcher.find()) {
            throw new AssertionError("no List-Unsubscribe URL: " + listUnsubscribe);
        }
        return matcher.group(1);
    }
}
