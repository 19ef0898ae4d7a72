package com.taflpost.mail;

/** Text put into a mail's HTML part: player names and links are escaped, as anything a player chose must be. */
final class Html {
    private Html() {}

    static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }

    /** The frame every mail's HTML part shares: a narrow column, inline styles (mail clients drop style sheets). */
    static String page(String title, String body, String unsubscribeUrl) {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width\"><title>" + escape(title) + "</title></head>\n"
                + "<body style=\"margin:0;padding:24px;background:#f4f1ea;font-family:Georgia,serif;color:#2b2118\">\n"
                + "<div style=\"max-width:560px;margin:0 auto;background:#fffdf8;border:1px solid #d9cfbd;"
                + "border-radius:8px;padding:24px\">\n"
                + "<p style=\"margin:0 0 16px;font-size:13px;letter-spacing:2px;text-transform:uppercase;color:#8a6d3b\">"
                + "Taflpost</p>\n"
                + body
                + "</div>\n<p style=\"max-width:560px;margin:16px auto 0;font-size:12px;color:#7a6e60\">"
                + "You receive this because you asked Taflpost for mail. "
                + "<a href=\"" + escape(unsubscribeUrl) + "\" style=\"color:#7a6e60\">Unsubscribe</a></p>\n"
                + "</body></html>\n";
    }
}
