package com.taflpost.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * Whatever text a client sends as a position or a move, the engine either reads it or refuses it with its own
 * exception and a message; nothing else escapes (anything else would become a 5xx in the service).
 */
class NotationPropertiesTest {

    @Provide
    Arbitrary<String> positionTexts() {
        Arbitrary<String> noise = Arbitraries.strings().withChars("tTK/0123456789 .x-").ofMaxLength(200);
        Arbitrary<String> shortNoise = Arbitraries.strings().withChars("tTK/0123456789 .x-").ofMaxLength(14);
        Arbitrary<String> number = Arbitraries.strings().withChars("0123456789").ofMinLength(1).ofMaxLength(12);
        Arbitrary<String> layouts = Arbitraries.of(Layout.class).map(Layout::position);
        Arbitrary<String> custom = RulesPropertiesTest.customBoards().map(Board::toString);
        Arbitrary<String> valid = Arbitraries.oneOf(layouts, custom);
        Arbitrary<String> edited = Combinators.combine(valid, Arbitraries.integers().between(0, 400),
                Arbitraries.integers().between(0, 12), Arbitraries.oneOf(shortNoise, number))
                .as((text, at, cut, insert) -> {
                    int start = Math.min(at, text.length());
                    int end = Math.min(start + cut, text.length());
                    return text.substring(0, start) + insert + text.substring(end);
                });
        return Arbitraries.frequencyOf(Tuple.of(1, noise), Tuple.of(1, valid), Tuple.of(4, edited));
    }

    @Property(tries = 1000)
    void aPositionStringIsReadOrRefusedWithANotationError(@ForAll("positionTexts") String text) {
        Board board;
        try {
            board = Board.parse(text);
        } catch (NotationException refused) {
            assertThat(refused.getMessage()).isNotBlank();
            return;
        }
        assertThat(Board.parse(board.toString())).isEqualTo(board);
        assertThat(board.count(Piece.KING)).isEqualTo(1);
        assertThat(board.size() % 2).isEqualTo(1);
        assertThat(board.size()).isBetween(5, 19);
    }

    @Example
    void aRunOfEmptySquaresTooLongForAnIntIsANotationError() {
        assertThatThrownBy(() -> Board.parse("/99999999999/5/2K2/5/5/")).isInstanceOf(NotationException.class);
    }

    @Provide
    Arbitrary<String> moveTexts() {
        Arbitrary<String> noise = Arbitraries.strings().withChars("abcdefghijklmnopqrstuvwxyz0123456789-x ").ofMaxLength(20);
        Arbitrary<String> square = Combinators.combine(Arbitraries.chars().range('a', 'u'), Arbitraries.integers().between(0, 21))
                .as((file, rank) -> "" + file + rank);
        Arbitrary<String> shaped = Combinators.combine(square, square, square.list().ofMaxSize(4))
                .as((from, to, captures) -> from + "-" + to + captures.stream().map(capture -> "x" + capture).reduce("", String::concat));
        return Arbitraries.frequencyOf(Tuple.of(1, noise), Tuple.of(3, shaped));
    }

    @Property(tries = 1000)
    void aMoveTextIsReadOrRefusedWithANotationError(@ForAll("moveTexts") String text) {
        Move move;
        try {
            move = Move.parse(text);
        } catch (NotationException refused) {
            assertThat(refused.getMessage()).isNotBlank();
            return;
        }
        assertThat(Move.parse(move.toString())).isEqualTo(move);
    }

    @Property(tries = 1000)
    void anyMoveTextIsPlayedOrRefusedWithAReason(@ForAll("moveTexts") String text) {
        for (Ruleset ruleset : Ruleset.all()) {
            Game game = Game.start(ruleset, Layout.BRANDUBH);
            try {
                assertThat(game.play(text).ply()).isEqualTo(1);
            } catch (IllegalMoveException refused) {
                assertThat(refused.error()).isNotNull();
                assertThat(refused.getMessage()).isNotBlank();
            }
        }
    }
}
