package com.taflpost.gamelist;

import com.taflpost.problem.ApiException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;

/**
 * Where a page of games starts: the sort key and id of the last game of the page before (a keyset, so that a page
 * costs the same however deep, and games added meanwhile neither repeat nor hide others). Opaque to clients; it
 * names its order, and a cursor of one order is refused in the other.
 */
record GameCursor(boolean byDeadline, Instant key, String id) {
    /** The key of a game without a deadline in the deadline order: after every game with one. */
    static final String NO_DEADLINE = "infinity";

    static GameCursor read(String text, boolean byDeadline) {
        String decoded;
        try {
            decoded = new String(Base64.getUrlDecoder().decode(text), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw bad();
        }
        String[] parts = decoded.split(":", 3);
        if (parts.length != 3 || !parts[0].equals(byDeadline ? "d" : "l") || parts[2].isEmpty()) {
            throw bad();
        }
        try {
            Instant key =
                    parts[1].equals("inf") ? null : Instant.EPOCH.plus(Long.parseLong(parts[1]), ChronoUnit.MICROS);
            return new GameCursor(byDeadline, key, parts[2]);
        } catch (NumberFormatException | ArithmeticException e) {
            throw bad();
        }
    }

    String write() {
        String micros = key == null ? "inf" : Long.toString(ChronoUnit.MICROS.between(Instant.EPOCH, key));
        String text = (byDeadline ? "d" : "l") + ":" + micros + ":" + id;
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The key as the query's timestamp parameter. */
    String keyText() {
        return key == null ? NO_DEADLINE : key.toString();
    }

    private static ApiException bad() {
        return new ApiException.BadRequest(
                "bad-cursor", "cursor is not one this list gave with this sort: follow the next link as given");
    }
}
