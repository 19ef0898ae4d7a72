package com.taflpost.rules.format;

import java.util.Locale;

/** Text and numbers written into an SVG picture: numbers without needless decimals, text safe for XML. */
final class SvgText {
    private SvgText() {}

    static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.2f", value);
    }

    /** Text made safe for XML content and attributes; characters XML 1.0 cannot hold become U+FFFD. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> {
                    if (Character.isHighSurrogate(c)
                            && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1))) {
                        out.append(c).append(text.charAt(++i));
                    } else if (c == '\t' || c == '\n' || c == '\r') {
                        out.append(' ');
                    } else if (c >= 0x20 && c < 0xFFFE && !Character.isSurrogate(c)) {
                        out.append(c);
                    } else {
                        out.append('\uFFFD');
                    }
                }
            }
        }
        return out.toString();
    }
}
