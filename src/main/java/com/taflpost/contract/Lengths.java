package com.taflpost.contract;

/**
 * The longest strings a request may carry, one per kind of value: with them no request can store or echo more than a
 * few kilobytes. Each is a Bean Validation {@code @Size} on the request records and a {@code maxLength} in the
 * contract.
 */
public final class Lengths {
    private Lengths() {}

    /** The message of every {@code @Size} on a request string. */
    public static final String MESSAGE = "must be at most {max} characters";
    /** Ids and names from a fixed list: rulesets, boards, sides, clock types. */
    public static final int KEYWORD = 32;
    /** A player's name (registration allows 3 to 32 characters). */
    public static final int NAME = 32;
    /** A password (registration allows 8 to 128 characters). */
    public static final int PASSWORD = 128;
    /** An ISO-8601 duration such as P3D or PT12H. */
    public static final int DURATION = 32;
    /** A position string: the largest board (13 by 13) with every square spelled out needs 183. */
    public static final int POSITION = 400;
    /** A move in notation, with its captures. */
    public static final int MOVE = 64;
    /** A free-text reason, such as why a challenge is declined. */
    public static final int REASON = 500;
    /** A URL. */
    public static final int URL = 2048;
}
