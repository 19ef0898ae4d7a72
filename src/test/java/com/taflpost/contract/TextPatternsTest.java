package com.taflpost.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.SchemaPatterns;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The contract's patterns say exactly what the JDK calls the server makes decide: white space as strip() and
 * isBlank() take it, text that is not blank, durations as Duration.parse reads them. Each is compared with the call on
 * every character, or on many texts drawn from a fixed seed; a pattern is applied as JSON Schema applies it, found
 * anywhere in the text.
 */
class TextPatternsTest {

    private static final long SEED = 20_261_204L;

    @Test
    void whiteSpaceIsWhatStripTakes() {
        String whiteSpace = "^[" + TextPatterns.WHITE_SPACE + "]$";
        IntStream.rangeClosed(0, Character.MAX_CODE_POINT)
                .filter(c -> c < Character.MIN_SURROGATE || c > Character.MAX_SURROGATE)
                .forEach(c -> assertThat(SchemaPatterns.matches(whiteSpace, Character.toString(c)))
                        .as("U+%04X", c)
                        .isEqualTo(Character.isWhitespace(c)));
    }

    @Test
    void notBlankIsWhatIsBlankRefuses() {
        List<String> pieces = List.of(
                " ", "\t", "\n", "\r", "\u000B", "\u001F", "\u00A0", "\u2007", "\u2028", "\u3000", "\uFEFF", "\u0085",
                "a", "é", "😀", "\u0000");
        Random random = new Random(SEED);
        for (int i = 0; i < 20_000; i++) {
            String text = text(random, pieces, 6);
            boolean accepted = !text.isBlank() && text.indexOf('\0') < 0;
            assertThat(SchemaPatterns.matches(TextPatterns.NOT_BLANK, text))
                    .as(escaped(text))
                    .isEqualTo(accepted);
        }
    }

    @Test
    void noNulIsAnyTextWithoutNul() {
        assertThat(SchemaPatterns.matches(TextPatterns.NO_NUL, "")).isTrue();
        assertThat(SchemaPatterns.matches(TextPatterns.NO_NUL, " d1-d3\n😀")).isTrue();
        assertThat(SchemaPatterns.matches(TextPatterns.NO_NUL, "d1\u0000d3")).isFalse();
        assertThat(SchemaPatterns.matches(TextPatterns.NO_NUL, "d3\u0000\n")).isFalse();
    }

    @Test
    void durationIsWhatDurationParseReads() {
        List<String> pieces = List.of(
                "P", "p", "T", "t", "D", "d", "H", "h", "M", "m", "S", "s", "W", "Y", "1", "12", "0", "-", "+", ".",
                ",", " ", "\t", "\u00A0", "\u2003");
        Random random = new Random(SEED);
        int parsed = 0;
        for (int i = 0; i < 200_000; i++) {
            String text = random.nextBoolean() ? text(random, pieces, 8) : likeADuration(random);
            boolean reads = reads(text);
            parsed += reads ? 1 : 0;
            assertThat(SchemaPatterns.matches(TextPatterns.DURATION, text))
                    .as(escaped(text))
                    .isEqualTo(reads);
        }
        // the texts drawn are durations often enough to test both sides
        assertThat(parsed).isGreaterThan(10_000);
    }

    /** P, then days and a time in the right order, each part there or not, with a mistake now and then. */
    private static String likeADuration(Random random) {
        StringBuilder text = new StringBuilder(random.nextInt(8) == 0 ? " " : "");
        text.append(random.nextInt(10) == 0 ? "-" : "").append(random.nextBoolean() ? "P" : "p");
        if (random.nextBoolean()) {
            text.append(number(random)).append(random.nextBoolean() ? "D" : "d");
        }
        if (random.nextBoolean()) {
            text.append(random.nextBoolean() ? "T" : "t");
            for (String unit : List.of("H", "M", "S")) {
                if (random.nextBoolean()) {
                    text.append(number(random));
                    if (unit.equals("S") && random.nextInt(3) == 0) {
                        text.append(random.nextBoolean() ? "." : ",").append("5".repeat(random.nextInt(11)));
                    }
                    text.append(random.nextBoolean() ? unit : unit.toLowerCase());
                }
            }
        }
        if (random.nextInt(20) == 0) {
            text.insert(random.nextInt(text.length() + 1), "WD".charAt(random.nextInt(2)));
        }
        return text.append(random.nextInt(8) == 0 ? "\n" : "").toString();
    }

    private static String number(Random random) {
        return (random.nextInt(6) == 0 ? "+-".charAt(random.nextInt(2)) : "") + String.valueOf(random.nextInt(400));
    }

    private static boolean reads(String text) {
        try {
            Duration.parse(text.strip());
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    /** Up to {@code most} pieces drawn at random, joined. */
    static String text(Random random, List<String> pieces, int most) {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(most + 1);
        for (int i = 0; i < length; i++) {
            text.append(pieces.get(random.nextInt(pieces.size())));
        }
        return text.toString();
    }

    static String escaped(String text) {
        StringBuilder escaped = new StringBuilder("'");
        text.codePoints()
                .forEach(c ->
                        escaped.append(c < 0x20 || c > 0x7E ? String.format("\\u%04X", c) : Character.toString(c)));
        return escaped.append("'").toString();
    }
}
