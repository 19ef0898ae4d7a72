package com.taflpost.game;

import com.taflpost.rules.EndReason;
import java.util.EnumMap;
import java.util.Map;

/**
 * Why a game ended: the rules engine's reasons, each taking its id from {@link EndReason} so that the board's endings
 * are named in one place, plus the endings that are not on the board.
 */
public enum ResultReason {
    KING_CAPTURED(EndReason.KING_CAPTURED),
    KING_ESCAPED(EndReason.KING_ESCAPED),
    EXIT_FORT(EndReason.EXIT_FORT),
    ENCIRCLEMENT(EndReason.ENCIRCLEMENT),
    REPETITION(EndReason.REPETITION),
    NO_LEGAL_MOVE(EndReason.NO_LEGAL_MOVE),
    MOVE_LIMIT(EndReason.MOVE_LIMIT),
    RESIGNATION("resignation"),
    TIMEOUT("timeout"),
    /** A tournament organiser withdrew the player. */
    FORFEIT("forfeit"),
    /** A tournament organiser decided a stuck game. */
    ADJUDICATION("adjudication");

    private static final Map<EndReason, ResultReason> ON_THE_BOARD = new EnumMap<>(EndReason.class);

    static {
        for (ResultReason reason : values()) {
            if (reason.board != null) {
                ON_THE_BOARD.put(reason.board, reason);
            }
        }
    }

    private final String id;
    private final EndReason board;

    ResultReason(EndReason board) {
        this.id = board.id();
        this.board = board;
    }

    ResultReason(String id) {
        this.id = id;
        this.board = null;
    }

    public String id() {
        return id;
    }

    public static ResultReason of(EndReason reason) {
        return ON_THE_BOARD.get(reason);
    }

    public static ResultReason fromId(String id) {
        for (ResultReason reason : values()) {
            if (reason.id.equals(id)) {
                return reason;
            }
        }
        throw new IllegalArgumentException("unknown result reason '" + id + "'");
    }
}
