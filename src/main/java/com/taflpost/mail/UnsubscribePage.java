package com.taflpost.mail;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.regex.Pattern;

/** The small pages of the unsubscribe link: no script and no inline style, as the server's CSP allows neither. */
final class UnsubscribePage {
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{16,64}");

    private UnsubscribePage() {}

    /** Only something shaped like a token is looked up. */
    static boolean plausible(String token) {
        return token != null && TOKEN.matcher(token).matches();
    }

    static String confirm(String token) {
        return page(
                "Unsubscribe from Taflpost mail",
                "<p>Stop all mail from Taflpost (the daily digest and the time alarms)?</p>\n"
                        + "<form method=\"post\" action=\"/api/mail/unsubscribe/" + Html.escape(token) + "\">"
                        + "<button type=\"submit\">Unsubscribe</button></form>\n");
    }

    static String done() {
        return page(
                "Unsubscribed",
                "<p>You will get no more mail from Taflpost. You can turn it on again in your settings.</p>\n");
    }

    static Response unknown() {
        return Response.status(Response.Status.NOT_FOUND)
                .type(MediaType.TEXT_HTML_TYPE)
                .entity(page("Unknown link", "<p>This unsubscribe link is not known; it may have been replaced.</p>\n"))
                .build();
    }

    private static String page(String title, String body) {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + Html.escape(title)
                + "</title></head>\n<body><h1>" + Html.escape(title) + "</h1>\n" + body + "</body></html>\n";
    }
}
