package com.taflpost.mail;

import java.time.Instant;
import java.util.List;

/** The daily digest: the games in which the player is to move, each with its opponent, time left and link. */
final class DigestLetter {
    private DigestLetter() {}

    static String subject(int games) {
        return "Your move in " + games + (games == 1 ? " game" : " games") + " on Taflpost";
    }

    static Letter write(
            String to, String playerName, List<GameDue> games, Instant now, MailLinks links, String unsubscribeUrl) {
        StringBuilder text = new StringBuilder("Hello " + playerName + ",\n\nit is your move in:\n\n");
        StringBuilder rows = new StringBuilder();
        for (GameDue game : games) {
            String link = links.game(game.id());
            String timeLeft = TimeLeft.of(game.deadline(), now);
            text.append("- ")
                    .append(GameLines.kind(game))
                    .append(" against ")
                    .append(GameLines.opponent(game))
                    .append("\n  ")
                    .append(timeLeft)
                    .append("\n  ")
                    .append(link)
                    .append("\n\n");
            rows.append("<tr><td style=\"padding:12px 0;border-top:1px solid #e6dccb\">")
                    .append("<a href=\"")
                    .append(Html.escape(link))
                    .append("\" style=\"color:#6b3e12;font-weight:bold;text-decoration:none\">")
                    .append(Html.escape(GameLines.kind(game)))
                    .append(" against ")
                    .append(Html.escape(GameLines.opponent(game)))
                    .append("</a><br><span style=\"font-size:14px;color:#5c5146\">")
                    .append(Html.escape(timeLeft))
                    .append("</span></td><td style=\"padding:12px 0;border-top:1px solid #e6dccb;text-align:right\">")
                    .append("<a href=\"")
                    .append(Html.escape(link))
                    .append("\" style=\"display:inline-block;padding:6px 14px;background:#6b3e12;color:#fffdf8;")
                    .append("border-radius:4px;text-decoration:none;font-size:14px\">Play</a></td></tr>\n");
        }
        text.append("Settings: ")
                .append(links.home())
                .append("\nUnsubscribe: ")
                .append(unsubscribeUrl)
                .append("\n");
        String subject = subject(games.size());
        String html = Html.page(
                subject,
                "<p style=\"margin:0 0 12px\">Hello " + Html.escape(playerName) + ",</p>\n"
                        + "<p style=\"margin:0 0 8px\">it is your move in:</p>\n"
                        + "<table role=\"presentation\" style=\"width:100%;border-collapse:collapse\">\n" + rows
                        + "</table>\n",
                unsubscribeUrl);
        return new Letter(to, subject, text.toString(), html, unsubscribeUrl);
    }
}
