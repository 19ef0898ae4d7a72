package com.taflpost.mail;

import java.time.Duration;

/** The mail that carries a verification code. */
final class VerificationLetter {
    private VerificationLetter() {}

    static Letter write(String to, String playerName, String code, Duration validity, String unsubscribeUrl) {
        String minutes = validity.toMinutes() + " minutes";
        String text = "Hello " + playerName + ",\n\n"
                + "your code to confirm this address on Taflpost is:\n\n    " + code + "\n\n"
                + "It works for " + minutes + ". If you did not ask for it, ignore this mail.\n\n"
                + "Unsubscribe: " + unsubscribeUrl + "\n";
        String html = Html.page(
                "Your Taflpost code",
                "<p style=\"margin:0 0 12px\">Hello " + Html.escape(playerName) + ",</p>\n"
                        + "<p style=\"margin:0 0 12px\">your code to confirm this address on Taflpost is:</p>\n"
                        + "<p style=\"margin:0 0 16px;font-size:28px;letter-spacing:6px;font-family:monospace\">"
                        + code + "</p>\n"
                        + "<p style=\"margin:0\">It works for " + minutes
                        + ". If you did not ask for it, ignore this mail.</p>\n",
                unsubscribeUrl);
        return new Letter(to, "Your Taflpost code: " + code, text, html, unsubscribeUrl);
    }
}
