package com.taflpost.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.assertj.core.api.AbstractThrowableAssert;

/**
 * Reads boards drawn as text, so that each test shows the position it is about. A drawing has one line per rank,
 * the top rank first, squares separated by spaces: {@code .} empty, {@code #} (or {@code .}) an empty corner or
 * throne, {@code t} attacker, {@code T} defender, {@code K} king. A line may start with its rank number and the
 * last line may be the file letters; both are checked, so a mislabelled drawing fails loudly.
 */
final class Boards {
    private Boards() {}

    static Board draw(String drawing) {
        return Board.parse(position(drawing));
    }

    static Game copenhagen(String drawing, Side sideToMove) {
        return Game.start(Ruleset.COPENHAGEN, draw(drawing), sideToMove);
    }

    static Game tablut(String drawing, Side sideToMove) {
        return Game.start(Ruleset.TABLUT, draw(drawing), sideToMove);
    }

    /** A game under any ruleset; only the king may stand on its own restricted squares. */
    static Game game(Ruleset ruleset, String drawing, Side sideToMove) {
        return Game.start(ruleset, Board.parse(position(drawing), ruleset), sideToMove);
    }

    static Square sq(String name) {
        return Square.parse(name);
    }

    static List<Square> squares(String names) {
        return Arrays.stream(names.trim().split("\\s+")).map(Square::parse).toList();
    }

    /** The captures of the last move played, in the order the engine reports them. */
    static List<Square> lastCaptures(Game game) {
        return game.current().lastPly().captures();
    }

    /** Asserts that a board looks like a drawing; a mismatch shows both pictures. */
    static void assertBoard(Board actual, String drawing) {
        assertThat(picture(actual)).isEqualTo(picture(draw(drawing)));
    }

    /** Asserts that the rules refuse a move with this error; the returned assertion can check the message. */
    static AbstractThrowableAssert<?, ? extends Throwable> refused(Game game, String move, MoveError error) {
        return assertThatThrownBy(() -> game.play(move))
                .isInstanceOf(IllegalMoveException.class)
                .satisfies(e -> assertThat(((IllegalMoveException) e).error()).isEqualTo(error));
    }

    /** The board as a drawing without labels, every empty square as {@code .}. */
    static String picture(Board board) {
        StringBuilder out = new StringBuilder();
        for (String row : board.rows()) {
            out.append(String.join(" ", row.split(""))).append('\n');
        }
        return out.toString();
    }

    /** Converts a drawing to a position string (OpenTafl notation). */
    static String position(String drawing) {
        List<List<String>> rows = new ArrayList<>();
        for (String line : drawing.strip().split("\n")) {
            if (!line.isBlank()) {
                rows.add(new ArrayList<>(Arrays.asList(line.strip().split("\\s+"))));
            }
        }
        if (isFileLetters(rows.get(rows.size() - 1))) {
            rows.remove(rows.size() - 1);
        }
        int size = rows.size();
        StringBuilder position = new StringBuilder("/");
        for (int i = 0; i < size; i++) {
            List<String> row = rows.get(i);
            int rank = size - i;
            if (row.get(0).chars().allMatch(Character::isDigit)) {
                if (Integer.parseInt(row.get(0)) != rank) {
                    throw new IllegalArgumentException("the drawing labels its line " + (i + 1) + " as rank "
                            + row.get(0) + ", but it is rank " + rank);
                }
                row.remove(0);
            }
            if (row.size() != size) {
                throw new IllegalArgumentException(
                        "rank " + rank + " of the drawing has " + row.size() + " squares, not " + size);
            }
            int empty = 0;
            for (String square : row) {
                switch (square) {
                    case ".", "#" -> empty++;
                    case "t", "T", "K" -> {
                        if (empty > 0) {
                            position.append(empty);
                            empty = 0;
                        }
                        position.append(square);
                    }
                    default ->
                        throw new IllegalArgumentException("rank " + rank + " of the drawing has '" + square + "'");
                }
            }
            if (empty > 0) {
                position.append(empty);
            }
            position.append('/');
        }
        return position.toString();
    }

    private static boolean isFileLetters(List<String> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            if (!tokens.get(i).equals(String.valueOf((char) ('a' + i)))) {
                return false;
            }
        }
        return true;
    }
}
