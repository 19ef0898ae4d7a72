package com.taflpost.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Whatever text a client sends as a position or a move, the engine either reads it or refuses it with its own
 * exception and a message; nothing else escapes (anything else would become a 5xx in the service). Each case is
 * a seed (see {@link Seeds}); a failure names it.
 */
class NotationPropertiesTest {
    private static final String POSITION_CHARS = "tTK/0123456789 .x-";
    private static final String MOVE_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789-x ";

    static String noise(SplittableRandom random, String chars, int maxLength) {
        int length = random.nextInt(maxLength + 1);
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append(chars.charAt(random.nextInt(chars.length())));
        }
        return text.toString();
    }

    /** A valid position: a starting layout or a random custom board, half and half. */
    static String validPosition(SplittableRandom random) {
        return random.nextBoolean()
                ? Playouts.pick(random, List.of(Layout.values())).position()
                : Playouts.customBoard(random).toString();
    }

    /** One in six pure noise, one in six a valid position, four in six a valid position with a piece cut or added. */
    static String positionText(SplittableRandom random) {
        int kind = random.nextInt(6);
        if (kind == 0) {
            return noise(random, POSITION_CHARS, 200);
        }
        String valid = validPosition(random);
        if (kind == 1) {
            return valid;
        }
        int start = Math.min(random.nextInt(401), valid.length());
        int end = Math.min(start + random.nextInt(13), valid.length());
        String insert = random.nextBoolean()
                ? noise(random, POSITION_CHARS, 14)
                : 1 + random.nextInt(12) + noise(random, "0123456789", 11);
        return valid.substring(0, start) + insert + valid.substring(end);
    }

    @TestFactory
    Stream<DynamicTest> aPositionStringIsReadOrRefusedWithANotationError() {
        return Seeds.cases(5_000_000, 1000, random -> {
            String text = positionText(random);
            Board board;
            try {
                board = Board.parse(text);
            } catch (NotationException refused) {
                assertThat(refused.getMessage()).as(text).isNotBlank();
                return;
            }
            assertThat(Board.parse(board.toString())).as(text).isEqualTo(board);
            assertThat(board.count(Piece.KING)).isEqualTo(1);
            assertThat(board.size() % 2).isEqualTo(1);
            assertThat(board.size()).isBetween(5, 19);
        });
    }

    @Test
    void aRunOfEmptySquaresTooLongForAnIntIsANotationError() {
        assertThatThrownBy(() -> Board.parse("/99999999999/5/2K2/5/5/")).isInstanceOf(NotationException.class);
    }

    /** A square name, often off every board: a file a..u and a rank 0..21. */
    static String square(SplittableRandom random) {
        return "" + (char) ('a' + random.nextInt(21)) + random.nextInt(22);
    }

    /** One in four noise, three in four shaped like a move with up to four captures. */
    static String moveText(SplittableRandom random) {
        if (random.nextInt(4) == 0) {
            return noise(random, MOVE_CHARS, 20);
        }
        StringBuilder text = new StringBuilder(square(random)).append('-').append(square(random));
        for (int captures = random.nextInt(5); captures > 0; captures--) {
            text.append('x').append(square(random));
        }
        return text.toString();
    }

    @TestFactory
    Stream<DynamicTest> aMoveTextIsReadOrRefusedWithANotationError() {
        return Seeds.cases(6_000_000, 1000, random -> {
            String text = moveText(random);
            Move move;
            try {
                move = Move.parse(text);
            } catch (NotationException refused) {
                assertThat(refused.getMessage()).as(text).isNotBlank();
                return;
            }
            assertThat(Move.parse(move.toString())).as(text).isEqualTo(move);
        });
    }

    @TestFactory
    Stream<DynamicTest> anyMoveTextIsPlayedOrRefusedWithAReason() {
        return Seeds.cases(7_000_000, 1000, random -> {
            String text = moveText(random);
            for (Ruleset ruleset : Ruleset.all()) {
                Game game = Game.start(ruleset, Layout.BRANDUBH);
                try {
                    assertThat(game.play(text).ply()).as(text).isEqualTo(1);
                } catch (IllegalMoveException refused) {
                    assertThat(refused.error()).as(text).isNotNull();
                    assertThat(refused.getMessage()).as(text).isNotBlank();
                }
            }
        });
    }
}
