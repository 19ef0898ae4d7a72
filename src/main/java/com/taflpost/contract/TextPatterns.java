package com.taflpost.contract;

/**
 * Patterns for the strings a request carries, each the exact rule of a check the server makes, so that a client or a
 * validator refuses what the server refuses and nothing more. They read the same as ECMA-262 and as Java regular
 * expressions: characters are spelled as {@code \\uXXXX} escapes, never as classes such as {@code \\s}, whose members
 * differ between the two.
 */
public final class TextPatterns {
    private TextPatterns() {}

    /** What Java's {@code strip()} and {@code isBlank()} take for white space ({@code Character.isWhitespace}). */
    public static final String WHITE_SPACE =
            "\\u0009-\\u000D\\u001C-\\u0020\\u1680\\u2000-\\u2006\\u2008-\\u200A\\u2028\\u2029\\u205F\\u3000";

    /** The C0 and C1 control characters (Unicode's Cc), NUL among them. */
    public static final String CONTROL = "\\u0000-\\u001F\\u007F-\\u009F";

    /** The NUL character, which PostgreSQL cannot store. */
    public static final String NUL = "\\u0000";

    /** Any text without a NUL character: the server reads no string with one (NulCharacters, RequestGuard). */
    public static final String NO_NUL = "^[^" + NUL + "]*$";

    /** Text with something besides white space, and no NUL: what {@code isBlank()} refuses. */
    public static final String NOT_BLANK = "^[^" + NUL + "]*[^" + NUL + WHITE_SPACE + "][^" + NUL + "]*$";

    private static final String TIME =
            "(?:[-+]?[0-9]+[Hh])?(?:[-+]?[0-9]+[Mm])?(?:[-+]?[0-9]+(?:[.,][0-9]{0,9})?[Ss])?";

    /**
     * An ISO-8601 duration as {@code java.time.Duration.parse} reads it once stripped: days, hours, minutes and
     * seconds, in any case, with signs, at least one of them, and an upper-case T only before a time (the JDK lets a
     * lower-case t end a duration).
     */
    /**
     * The time one request gives a player (AddingTime): more than nothing and at most seven days, which a pattern can
     * say only of durations written in whole units: {@code P7D}, hours alone up to {@code PT168H}, or days below 7
     * with hours, minutes and seconds each below their next unit ({@code P1DT12H}, {@code PT90S} is not one), not all
     * zero; upper case, no signs, fractions or spaces.
     */
    public static final String TIME_GIVEN = "^(?:P7D|PT(?:[1-9][0-9]?|1[0-5][0-9]|16[0-8])H"
            + "|P(?!(?:0D)?(?:T(?:0?0H)?(?:0?0M)?(?:0?0S)?)?$)(?=[0-6]D|T[0-9])(?:[0-6]D)?"
            + "(?:T(?=[0-9])(?:(?:[01]?[0-9]|2[0-3])H)?(?:[0-5]?[0-9]M)?(?:[0-5]?[0-9]S)?)?)$";

    public static final String DURATION = "^[" + WHITE_SPACE + "]*[-+]?[Pp](?=[-+]?[0-9]|T|t[-+]?[0-9])"
            + "(?:[-+]?[0-9]+[Dd])?"
            + "(?:T(?=[-+]?[0-9])" + TIME + "|t" + TIME + ")?"
            + "[" + WHITE_SPACE + "]*$";
}
