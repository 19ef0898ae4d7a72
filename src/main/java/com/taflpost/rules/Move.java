package com.taflpost.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * A move as written by a player: from, to and, optionally, the captures the writer claims it makes. A move without
 * written captures ({@code claimedCaptures} null) is checked only for legality; one with them must name exactly the
 * captures the move really makes (a capture named twice counts once).
 */
public record Move(Square from, Square to, List<Square> claimedCaptures) {

    public Move {
        // Recorded games sometimes name one capture twice; the claim is the set of squares named.
        claimedCaptures = claimedCaptures == null ? null : List.copyOf(new LinkedHashSet<>(claimedCaptures));
    }

    public Move(Square from, Square to) {
        this(from, to, null);
    }

    /**
     * Reads move notation: {@code d1-d3}, optionally followed by captures such as {@code xe2xe4}.
     *
     * @throws NotationException naming the character where the text stops being a move
     */
    public static Move parse(String text) {
        if (text == null || text.isBlank()) {
            throw new NotationException("the move is empty; expected from-to, like d1-d3");
        }
        String move = text.strip();
        int dash = move.indexOf('-');
        if (dash < 0) {
            throw new NotationException("'" + move + "' has no '-'; expected from-to, like d1-d3");
        }
        Square from = Square.parseOrNull(move, 0, dash);
        if (from == null) {
            throw new NotationException(
                    "'" + move + "': '" + move.substring(0, dash) + "' before the '-' is not a square");
        }
        int end = move.indexOf('x', dash + 1);
        int toEnd = end < 0 ? move.length() : end;
        Square to = Square.parseOrNull(move, dash + 1, toEnd);
        if (to == null) {
            throw new NotationException(
                    "'" + move + "': '" + move.substring(dash + 1, toEnd) + "' after the '-' is not a square");
        }
        if (end < 0) {
            return new Move(from, to);
        }
        List<Square> captures = new ArrayList<>();
        while (end < move.length()) {
            int next = move.indexOf('x', end + 1);
            int captureEnd = next < 0 ? move.length() : next;
            Square captured = Square.parseOrNull(move, end + 1, captureEnd);
            if (captured == null) {
                throw new NotationException("'" + move + "': capture '" + move.substring(end, captureEnd)
                        + "' at character " + (end + 1) + " is not x followed by a square");
            }
            captures.add(captured);
            end = captureEnd;
        }
        return new Move(from, to, captures);
    }

    /** The move without its written captures: {@code d1-d3}. */
    public String path() {
        return from + "-" + to;
    }

    @Override
    public String toString() {
        if (claimedCaptures == null) {
            return path();
        }
        StringBuilder text = new StringBuilder(path());
        claimedCaptures.forEach(square -> text.append('x').append(square));
        return text.toString();
    }
}
