package com.taflpost.rules;

import java.util.Locale;

/** The starting layouts of docs/rules.md section 2. Any ruleset can be played on any of them. */
public enum Layout {
    BRANDUBH("/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"),
    TABLUT("/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/"),
    COPENHAGEN("/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/"),
    HNEFATAFL("/3ttttttt3/6t6/13/t5T5t/t5T5t/t4TTT4t/tt1TTTKTTT1tt/t4TTT4t/t5T5t/t5T5t/13/6t6/3ttttttt3/");

    private final String position;
    private final Board board;

    Layout(String position) {
        this.position = position;
        this.board = Board.parse(position);
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public Board board() {
        return board;
    }

    public String position() {
        return position;
    }

    public static Layout fromId(String id) {
        for (Layout layout : values()) {
            if (layout.id().equals(id)) {
                return layout;
            }
        }
        throw new IllegalArgumentException(
                "unknown board '" + id + "': expected brandubh, tablut, copenhagen or hnefatafl");
    }
}
