package com.taflpost.testsupport;

import java.util.regex.Pattern;

/** A contract's pattern applied to a text as JSON Schema applies it, with Java's regular expressions. */
public final class SchemaPatterns {
    private SchemaPatterns() {}

    /**
     * Whether {@code pattern} is found anywhere in {@code text}, as JSON Schema reads it (ECMA-262). A closing
     * {@code $} is the end of the text, as in ECMA-262, not Java's end or just before a last line break.
     */
    public static boolean matches(String pattern, String text) {
        String ecma = pattern.endsWith("$") && !pattern.endsWith("\\$")
                ? pattern.substring(0, pattern.length() - 1) + "\\z"
                : pattern;
        return Pattern.compile(ecma).matcher(text).find();
    }
}
