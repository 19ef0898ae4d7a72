package com.taflpost.mail;

import java.time.Instant;

/** The time alarm: one game, most of whose time for the move has passed. */
final class AlarmLetter {
    private AlarmLetter() {}

    static Letter write(
            String to, String playerName, GameDue game, Instant now, MailLinks links, String unsubscribeUrl) {
        String against = GameLines.opponent(game);
        String left = TimeLeft.words(java.time.Duration.between(now, game.deadline()));
        String subject = "Only " + left + " left for your move against " + against + " on Taflpost";
        String link = links.game(game.id());
        String timeLeft = TimeLeft.of(game.deadline(), now);
        String text = "Hello " + playerName + ",\n\n"
                + "most of your time for this move has passed: " + GameLines.kind(game) + " against " + against
                + ", " + timeLeft + ". When it runs out, the game is lost on time.\n\n"
                + link + "\n\nUnsubscribe: " + unsubscribeUrl + "\n";
        String html = Html.page(
                subject,
                "<p style=\"margin:0 0 12px\">Hello " + Html.escape(playerName) + ",</p>\n"
                        + "<p style=\"margin:0 0 12px\">most of your time for this move has passed:</p>\n"
                        + "<p style=\"margin:0 0 12px\"><a href=\"" + Html.escape(link)
                        + "\" style=\"color:#6b3e12;font-weight:bold;text-decoration:none\">"
                        + Html.escape(GameLines.kind(game)) + " against " + Html.escape(against) + "</a><br>"
                        + "<span style=\"color:#a23b1e\">" + Html.escape(timeLeft) + "</span></p>\n"
                        + "<p style=\"margin:0\">When it runs out, the game is lost on time.</p>\n",
                unsubscribeUrl);
        return new Letter(to, subject, text, html, unsubscribeUrl);
    }
}
