package com.taflpost.game.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.problem.ApiException;
import com.taflpost.testsupport.SchemaPatterns;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The contract's pattern for a chat message takes what {@link Chatting#text} takes: texts drawn from a fixed seed,
 * of white space, control characters and others, around the longest message. Not drawn: a lone surrogate, which the
 * server refuses and the pattern lets by (a pattern that refused them would refuse every emoji where a regular
 * expression reads UTF-16 units, as ECMA-262 does without its u flag).
 */
class ChatTextPatternTest {

    private static final List<String> PIECES = List.of(
            " ", "\t", "\n", "\r", "\u001F", "\u0085", "\u007F", "\u00A0", "\u2028", "\u3000", "\u200B", "x", "é",
            "😀");

    @Test
    void thePatternTakesWhatTheServerTakes() {
        Random random = new Random(20_261_204L);
        int taken = 0;
        for (int i = 0; i < 50_000; i++) {
            String text = text(random);
            boolean accepted = accepted(text);
            taken += accepted ? 1 : 0;
            assertThat(SchemaPatterns.matches(Chatting.TEXT_PATTERN, text))
                    .as("%s (%d code points)", shown(text), text.codePointCount(0, text.length()))
                    .isEqualTo(accepted);
        }
        assertThat(taken).isBetween(5_000, 45_000);
    }

    /** A short text, or one of about 500 characters with white space around it. */
    private static String text(Random random) {
        StringBuilder text = new StringBuilder();
        if (random.nextBoolean()) {
            for (int i = random.nextInt(6); i > 0; i--) {
                text.append(PIECES.get(random.nextInt(PIECES.size())));
            }
            return text.toString();
        }
        for (int i = random.nextInt(3); i > 0; i--) {
            text.append(" \n\t".charAt(random.nextInt(3)));
        }
        text.append(random.nextBoolean() ? "😀" : "x");
        text.append("y".repeat(496 + random.nextInt(4)));
        if (random.nextInt(4) == 0) {
            int at = text.offsetByCodePoints(0, 1 + random.nextInt(text.codePointCount(0, text.length()) - 1));
            text.insert(at, PIECES.get(random.nextInt(PIECES.size())));
        }
        text.append(random.nextBoolean() ? "z" : "");
        for (int i = random.nextInt(3); i > 0; i--) {
            text.append(" \n\u3000".charAt(random.nextInt(3)));
        }
        return text.toString();
    }

    private static boolean accepted(String text) {
        try {
            Chatting.text(new Chatting.ChatPost(text));
            return true;
        } catch (ApiException refused) {
            return false;
        }
    }

    private static String shown(String text) {
        StringBuilder shown = new StringBuilder("'");
        text.codePoints()
                .limit(40)
                .forEach(c -> shown.append(c < 0x20 || c > 0x7E ? String.format("\\u%04X", c) : Character.toString(c)));
        return shown.append(text.length() > 40 ? "...'" : "'").toString();
    }
}
