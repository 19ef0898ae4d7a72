package com.taflpost.rules;

import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random material for the property tests, all drawn from a {@link SplittableRandom}, so that a seed gives the same
 * case every time: starting positions on every layout and on random custom boards, and random legal playouts.
 */
final class Playouts {
    static final int MAX_PLIES = 300;
    private static final int[] SIZES = {5, 7, 9, 11, 13, 15, 17, 19};

    private Playouts() {}

    /** Where a playout starts. */
    record Start(Ruleset ruleset, Board board, Side sideToMove) {
        Game game() {
            return Game.start(ruleset, board, sideToMove);
        }

        @Override
        public String toString() {
            return ruleset.id() + " " + board + " " + sideToMove.id();
        }
    }

    static <T> T pick(SplittableRandom random, List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    static Ruleset ruleset(SplittableRandom random) {
        return pick(random, Ruleset.all());
    }

    /** Three in four on a starting layout with the attackers to move, the rest on a custom board. */
    static Start start(SplittableRandom random) {
        if (random.nextInt(4) < 3) {
            return new Start(
                    ruleset(random), pick(random, List.of(Layout.values())).board(), ATTACKERS);
        }
        Ruleset ruleset = ruleset(random);
        Board board = customBoard(random);
        return new Start(ruleset, board, random.nextBoolean() ? ATTACKERS : DEFENDERS);
    }

    /** A preset on its layout, its first mover to move, or one in four times its ruleset on a custom board. */
    static Start presetStart(SplittableRandom random) {
        Preset preset = pick(random, Preset.all());
        if (random.nextInt(4) < 3) {
            return new Start(preset.ruleset(), preset.start(), preset.ruleset().firstMover());
        }
        return new Start(
                preset.ruleset(), customBoard(random, preset.ruleset()), random.nextBoolean() ? ATTACKERS : DEFENDERS);
    }

    /** A custom board as {@link #customBoard(SplittableRandom)}, keeping pieces off the ruleset's restricted squares. */
    static Board customBoard(SplittableRandom random, Ruleset ruleset) {
        Board board = customBoard(random);
        int size = board.size();
        List<String> rows = new ArrayList<>();
        for (String row : board.rows()) {
            rows.add(row);
        }
        List<String> cleared = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            StringBuilder row = new StringBuilder(rows.get(i));
            for (int file = 0; file < size; file++) {
                Square square = new Square(file, size - 1 - i);
                if (row.charAt(file) != 'K' && Rulebook.isRestricted(ruleset, size, square)) {
                    row.setCharAt(file, '.');
                }
            }
            cleared.add(row.toString());
        }
        return Board.parse(Rulebook.positionString(cleared), ruleset);
    }

    /** docs/rules.md 2: odd size 5..19, one king anywhere, no other piece on a restricted square; sparse or crowded. */
    static Board customBoard(SplittableRandom random) {
        int size = SIZES[random.nextInt(SIZES.length)];
        int king = random.nextInt(size * size);
        int attackers = random.nextInt(56);
        int defenders = random.nextInt(16);
        List<Character> cells = new ArrayList<>(size * size);
        for (int i = 0; i < size * size; i++) {
            int roll = random.nextInt(100);
            cells.add(roll < attackers ? 't' : roll < attackers + defenders ? 'T' : '.');
        }
        return customBoard(size, king, cells);
    }

    /** Writes the position string by hand (top rank first), so that parsing is checked against it too. */
    static Board customBoard(int size, int king, List<Character> cells) {
        List<String> rows = new ArrayList<>();
        for (int row = 0; row < size; row++) {
            StringBuilder text = new StringBuilder();
            for (int file = 0; file < size; file++) {
                int rank = size - 1 - row;
                int at = row * size + file;
                boolean restricted = Rulebook.isCorner(size, file, rank) || Rulebook.isThrone(size, file, rank);
                text.append(at == king ? 'K' : restricted ? '.' : cells.get(at));
            }
            rows.add(text.toString());
        }
        String position = Rulebook.positionString(rows);
        Board board = Board.parse(position);
        assertThat(board.toString()).isEqualTo(position);
        return board;
    }

    /** The numbers that choose a playout's moves: up to {@link #MAX_PLIES}, every length equally likely. */
    static List<Integer> choices(SplittableRandom random) {
        int length = random.nextInt(MAX_PLIES + 1);
        List<Integer> choices = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            choices.add(random.nextInt(Integer.MAX_VALUE));
        }
        return choices;
    }

    /**
     * How a playout chooses its moves: each number picks a legal move. One in five replays the mover's previous
     * move backwards when it can, so that positions repeat and the repetition rule gets exercised; one in five
     * moves an attacker next to the king when one can, so that kings get captured.
     */
    static Move choose(Game game, List<Move> legal, int choice) {
        List<Ply> plies = game.plies();
        if (choice % 5 == 0 && plies.size() >= 2) {
            Ply own = plies.get(plies.size() - 2);
            Move back = new Move(own.to(), own.from());
            if (legal.contains(back)) {
                return back;
            }
        }
        if (choice % 5 == 1 && game.sideToMove() == ATTACKERS) {
            Square king = game.board().king();
            List<Move> hunting = legal.stream()
                    .filter(move -> Math.abs(move.to().file() - king.file())
                                    + Math.abs(move.to().rank() - king.rank())
                            == 1)
                    .toList();
            if (!hunting.isEmpty()) {
                return hunting.get(choice / 5 % hunting.size());
            }
        }
        return legal.get(choice / 5 % legal.size());
    }

    /** Plays the choices until they run out or the game ends, checking every ply on the way. */
    static Game checkedPlayout(Start start, List<Integer> choices) {
        return playout(start, choices, true);
    }

    /** Plays the choices until they run out or the game ends. */
    static Game playout(Start start, List<Integer> choices) {
        return playout(start, choices, false);
    }

    private static Game playout(Start start, List<Integer> choices, boolean checked) {
        Game game = start.game();
        if (checked) {
            PlayoutChecks.checkState(game, start.ruleset());
        }
        for (int choice : choices) {
            if (game.isOver()) {
                break;
            }
            Game next = game.play(choose(game, game.legalMoves(), choice));
            if (checked) {
                PlayoutChecks.checkPly(game, next, start.ruleset());
                PlayoutChecks.checkState(next, start.ruleset());
            }
            game = next;
        }
        return game;
    }
}
