package com.taflpost.rules;

import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * Random legal playouts on every layout and on random custom boards, under both rulesets, checked ply by ply
 * against invariants and against {@link Rulebook}, a slow model of RULES.md written without the engine's
 * shortcuts. jqwik prints the seed and the shrunk playout of any failure.
 */
class RulesPropertiesTest {
    static final int MAX_PLIES = 300;
    private static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

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

    @Provide
    Arbitrary<Start> starts() {
        Arbitrary<Start> layouts = Combinators.combine(Arbitraries.of(Ruleset.all()), Arbitraries.of(Layout.class))
                .as((ruleset, layout) -> new Start(ruleset, layout.board(), ATTACKERS));
        Arbitrary<Start> custom = Combinators.combine(Arbitraries.of(Ruleset.all()), customBoards(), Arbitraries.of(Side.class))
                .as(Start::new);
        return Arbitraries.frequencyOf(Tuple.of(3, layouts), Tuple.of(1, custom));
    }

    /** RULES.md 2: odd size 5..19, one king anywhere, no other piece on a restricted square. */
    static Arbitrary<Board> customBoards() {
        return Arbitraries.of(5, 7, 9, 11, 13, 15, 17, 19).flatMap(size -> Combinators.combine(
                Arbitraries.integers().between(0, size * size - 1),
                Arbitraries.integers().between(0, 55),
                Arbitraries.integers().between(0, 15)
        ).flatAs((king, attackers, defenders) -> Arbitraries.frequency(
                        Tuple.of(100 - attackers - defenders, '.'), Tuple.of(attackers, 't'), Tuple.of(defenders, 'T'))
                .list().ofSize(size * size)
                .map(cells -> customBoard(size, king, cells))));
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

    /**
     * How a playout chooses its moves: each number picks a legal move. One in five replays the mover's previous
     * move backwards when it can, so that positions repeat and the repetition rule gets exercised; one in five
     * moves an attacker next to the king when one can, so that kings get captured.
     */
    @Provide
    Arbitrary<List<Integer>> choices() {
        return Arbitraries.integers().between(0, Integer.MAX_VALUE).list()
                .ofMaxSize(MAX_PLIES).withSizeDistribution(RandomDistribution.uniform());
    }

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
                    .filter(move -> Math.abs(move.to().file() - king.file()) + Math.abs(move.to().rank() - king.rank()) == 1)
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
            checkState(game, start.ruleset());
        }
        for (int choice : choices) {
            if (game.isOver()) {
                break;
            }
            Game next = game.play(choose(game, game.legalMoves(), choice));
            if (checked) {
                checkPly(game, next, start.ruleset());
                checkState(next, start.ruleset());
            }
            game = next;
        }
        return game;
    }

    @Property(tries = 150)
    void playoutsKeepEveryInvariant(@ForAll("starts") Start start, @ForAll("choices") List<Integer> choices) {
        Game game = checkedPlayout(start, choices);
        Statistics.label("ending").collect(start.ruleset().id(), game.isOver() ? game.outcome().reason().id() : "going");
        if (game.isOver()) {
            checkGameOver(game);
        }
    }

    @Property(tries = 100)
    void replayRebuildsEveryStateFromTheNotation(@ForAll("starts") Start start, @ForAll("choices") List<Integer> choices) {
        Game game = playout(start, choices);
        List<String> notations = game.plies().stream().map(Ply::notation).toList();
        List<String> paths = game.plies().stream().map(ply -> ply.from() + "-" + ply.to()).toList();

        for (List<String> moves : List.of(notations, paths, notations)) {
            Replay replay = Replay.of(start.ruleset(), start.board(), start.sideToMove(), moves);
            assertThat(replay.isComplete()).as("replay of %s: %s", moves, replay.illegalMove()).isTrue();
            assertThat(replay.illegalMove()).isNull();
            assertSameStates(replay.game(), game);
        }
    }

    @Property(tries = 150)
    void everyMoveIsAcceptedIffItIsLegalAndRefusalsSayWhy(@ForAll("starts") Start start, @ForAll("choices") List<Integer> choices,
            @ForAll("tries") List<Try> tries) {
        Game game = playout(start, choices);
        checkMoves(game, tries);
        if (game.isOver() && game.ply() > 0) {
            List<String> played = game.plies().stream().map(Ply::notation).toList();
            checkMoves(Replay.of(start.ruleset(), start.board(), start.sideToMove(), played.subList(0, played.size() - 1)).game(), tries);
        }
    }

    /**
     * A move to try, read against the board it is tried on: anywhere a {@link Square} can be (often off the
     * board), anywhere on the board, a piece of either side moved along its rank or file, or a piece in line
     * with the throne or a corner moved onto it.
     */
    record Try(int kind, int a, int b, int c, int d) {
        Move on(Board board) {
            int size = board.size();
            List<Square> pieces = new ArrayList<>(board.piecesOf(ATTACKERS));
            pieces.addAll(board.piecesOf(DEFENDERS));
            return switch (kind) {
                case 0 -> new Move(new Square(a % Square.MAX_BOARD_SIZE, b % Square.MAX_BOARD_SIZE),
                        new Square(c % Square.MAX_BOARD_SIZE, d % Square.MAX_BOARD_SIZE));
                case 1 -> new Move(new Square(a % size, b % size), new Square(c % size, d % size));
                case 2 -> {
                    int middle = size / 2;
                    int last = size - 1;
                    Square restricted = List.of(new Square(middle, middle), new Square(0, 0), new Square(0, last),
                            new Square(last, 0), new Square(last, last)).get(d % 5);
                    List<Square> inLine = pieces.stream()
                            .filter(piece -> piece.file() == restricted.file() || piece.rank() == restricted.rank()).toList();
                    yield inLine.isEmpty() ? new Move(restricted, restricted) : new Move(inLine.get(a % inLine.size()), restricted);
                }
                default -> {
                    Square from = pieces.get(a % pieces.size());
                    yield new Move(from, b % 2 == 0 ? new Square(c % size, from.rank()) : new Square(from.file(), c % size));
                }
            };
        }
    }

    @Provide
    Arbitrary<List<Try>> tries() {
        Arbitrary<Integer> number = Arbitraries.integers().between(0, 1000);
        return Combinators.combine(Arbitraries.integers().between(0, 4), number, number, number, number).as(Try::new)
                .list().ofMinSize(20).ofMaxSize(60);
    }

    /** Each try is accepted iff it is among the legal moves; a refusal names the reason the rulebook gives. */
    static void checkMoves(Game game, List<Try> tries) {
        Set<Move> legal = new HashSet<>(game.legalMoves());
        for (Try attempt : tries) {
            Move move = attempt.on(game.board());
            String text = move.path();
            MoveError expected = Rulebook.expectedError(game, move);
            Statistics.label("expected").collect(expected == null ? "legal" : expected.code());
            if (expected == null) {
                assertThat(legal).as("%s in %s", text, game.current()).contains(move);
                assertThat(game.check(text).notation()).startsWith(text);
                continue;
            }
            assertThat(legal).as("%s in %s", text, game.current()).doesNotContain(move);
            IllegalMoveException refusal = catchThrowableOfType(IllegalMoveException.class, () -> game.play(text));
            assertThat(refusal).as("%s in %s should be refused", text, game.current()).isNotNull();
            assertThat(refusal.getMessage()).isNotBlank();
            if (expected == MoveError.BLOCKED || expected == MoveError.RESTRICTED) {
                // A path that is both blocked and crosses a forbidden square may name either reason.
                Set<MoveError> allowed = Rulebook.pathErrors(game, move);
                assertThat(refusal.error()).as("%s in %s: %s", text, game.current(), refusal.getMessage()).isIn(allowed);
            } else {
                assertThat(refusal.error()).as("%s in %s: %s", text, game.current(), refusal.getMessage()).isEqualTo(expected);
            }
            assertThatThrownBy(() -> game.check(text)).isInstanceOf(IllegalMoveException.class)
                    .extracting(e -> ((IllegalMoveException) e).error()).isEqualTo(refusal.error());
        }
    }

    /** A board where the defenders sit inside a ring of attackers with one gap, and the attacker that closes it. */
    record Ring(Start start, Move closing) {
    }

    @Provide
    Arbitrary<Ring> rings() {
        return Combinators.combine(Arbitraries.of(Ruleset.all()), Arbitraries.of(7, 9, 11, 13, 15, 19))
                .flatAs((ruleset, size) -> Combinators.combine(
                        Arbitraries.integers().between(1, size - 4), Arbitraries.integers().between(3, size - 2),
                        Arbitraries.integers().between(1, size - 4), Arbitraries.integers().between(3, size - 2),
                        Arbitraries.integers().between(0, 1000), Arbitraries.integers().between(0, 1000),
                        Arbitraries.integers().between(0, 1000),
                        Arbitraries.integers().between(0, 4).list().ofSize(size * size))
                .as((left, width, bottom, height, king, gap, distance, fill) ->
                        ring(ruleset, size, left, Math.min(left + width - 1, size - 2), bottom,
                                Math.min(bottom + height - 1, size - 2), king, gap, distance, fill)))
                .filter(ring -> ring != null);
    }

    /**
     * Builds a ring on the rectangle [left, right] x [bottom, top] (at least one square from every edge): the king
     * and some defenders inside, attackers on the border but for one gap, a few more attackers outside, and an
     * attacker straight out from the gap with a clear way to it. Null when the rectangle holds the throne on its
     * border or has no room inside, or when the way to the gap meets a restricted square.
     */
    static Ring ring(Ruleset ruleset, int size, int left, int right, int bottom, int top, int king, int gap, int distance,
            List<Integer> fill) {
        int middle = size / 2;
        boolean throneOnBorder = middle >= left && middle <= right && middle >= bottom && middle <= top
                && (middle == left || middle == right || middle == bottom || middle == top);
        if (throneOnBorder || right - left < 2 || top - bottom < 2) {
            return null;
        }
        char[][] grid = new char[size][size]; // [file][rank]
        List<Square> inside = new ArrayList<>();
        List<int[]> gaps = new ArrayList<>(); // file, rank, outward file step, outward rank step
        for (int file = 0; file < size; file++) {
            for (int rank = 0; rank < size; rank++) {
                boolean in = file > left && file < right && rank > bottom && rank < top;
                boolean border = !in && file >= left && file <= right && rank >= bottom && rank <= top;
                boolean restricted = Rulebook.isCorner(size, file, rank) || Rulebook.isThrone(size, file, rank);
                int roll = fill.get(file * size + rank);
                grid[file][rank] = border ? 't' : in ? (roll == 0 && !restricted ? 'T' : '.') : (roll == 0 && !restricted ? 't' : '.');
                if (in) {
                    inside.add(new Square(file, rank));
                }
                boolean rectangleCorner = (file == left || file == right) && (rank == bottom || rank == top);
                if (border && !rectangleCorner) {
                    gaps.add(new int[] {file, rank, file == left ? -1 : file == right ? 1 : 0, rank == bottom ? -1 : rank == top ? 1 : 0});
                }
            }
        }
        Square kingSquare = inside.get(king % inside.size());
        grid[kingSquare.file()][kingSquare.rank()] = 'K';
        int[] hole = gaps.get(gap % gaps.size());
        grid[hole[0]][hole[1]] = '.';
        int room = hole[2] < 0 ? hole[0] : hole[2] > 0 ? size - 1 - hole[0] : hole[3] < 0 ? hole[1] : size - 1 - hole[1];
        int steps = 1 + distance % room;
        for (int step = 1; step <= steps; step++) {
            int file = hole[0] + step * hole[2];
            int rank = hole[1] + step * hole[3];
            if (Rulebook.isCorner(size, file, rank) || Rulebook.isThrone(size, file, rank)) {
                return null;
            }
            grid[file][rank] = '.';
        }
        Square closer = new Square(hole[0] + steps * hole[2], hole[1] + steps * hole[3]);
        grid[closer.file()][closer.rank()] = 't';
        List<String> rows = new ArrayList<>();
        for (int rank = size - 1; rank >= 0; rank--) {
            StringBuilder row = new StringBuilder();
            for (int file = 0; file < size; file++) {
                row.append(grid[file][rank]);
            }
            rows.add(row.toString());
        }
        Board board = Board.parse(Rulebook.positionString(rows));
        return new Ring(new Start(ruleset, board, ATTACKERS), new Move(closer, new Square(hole[0], hole[1])));
    }

    @Property(tries = 100)
    void closingARingAroundEveryDefenderEndsACopenhagenGame(@ForAll("rings") Ring ring, @ForAll("choices") List<Integer> choices) {
        Game game = ring.start().game();
        checkState(game, ring.start().ruleset());
        Assume.that(!game.isOver());
        Game closed = game.play(ring.closing());
        checkPly(game, closed, ring.start().ruleset());
        checkState(closed, ring.start().ruleset());
        Statistics.label("ending").collect(ring.start().ruleset().id(), closed.isOver() ? closed.outcome().reason().id() : "going");
        if (ring.start().ruleset() == Ruleset.COPENHAGEN) {
            assertThat(closed.outcome()).isIn(new Outcome(Winner.ATTACKERS, EndReason.ENCIRCLEMENT),
                    new Outcome(Winner.ATTACKERS, EndReason.KING_CAPTURED));
            checkGameOver(closed);
        } else {
            assertThat(closed.outcome() == null || closed.outcome().reason() != EndReason.ENCIRCLEMENT).isTrue();
            checkedPlayout(new Start(Ruleset.TABLUT, closed.board(), closed.sideToMove()), choices);
        }
    }

    /** Checks one ply against the state before it. */
    static void checkPly(Game before, Game after, Ruleset ruleset) {
        GameState previous = before.current();
        GameState current = after.current();
        Ply ply = current.lastPly();
        Side mover = previous.sideToMove();
        Board was = previous.board();
        Board board = current.board();
        String where = "after " + ply + " from " + previous;

        assertThat(current.ply()).as(where).isEqualTo(previous.ply() + 1);
        assertThat(current.sideToMove()).as(where).isEqualTo(mover.opponent());
        assertThat(ply.side()).as(where).isEqualTo(mover);
        assertThat(after.states()).hasSize(before.states().size() + 1);
        assertThat(after.states().subList(0, before.states().size())).isEqualTo(before.states());
        assertThat(after.plies().get(after.plies().size() - 1)).isEqualTo(ply);
        assertThat(previous.isOver()).isFalse();

        // The piece moved, the captured pieces went, nothing else changed.
        Piece moved = was.at(ply.from());
        assertThat(moved).as(where).isNotNull();
        assertThat(moved.side()).as(where).isEqualTo(mover);
        assertThat(board.at(ply.from())).as(where).isNull();
        assertThat(board.at(ply.to())).as(where).isEqualTo(moved);
        assertThat(ply.captures()).as(where).isSorted().doesNotHaveDuplicates();
        for (Square captured : ply.captures()) {
            Piece victim = was.at(captured);
            assertThat(victim).as(where + ": captured " + captured).isNotNull().isNotEqualTo(Piece.KING);
            assertThat(victim.side()).as(where).isEqualTo(mover.opponent());
            assertThat(board.at(captured)).as(where).isNull();
        }
        for (int file = 0; file < board.size(); file++) {
            for (int rank = 0; rank < board.size(); rank++) {
                Square square = new Square(file, rank);
                if (!square.equals(ply.from()) && !square.equals(ply.to()) && !ply.captures().contains(square)) {
                    assertThat(board.at(square)).as(where + " at " + square).isEqualTo(was.at(square));
                }
            }
        }

        // Piece counts never rise: the mover keeps all, the opponent loses exactly the captures written.
        Piece lost = mover == ATTACKERS ? Piece.DEFENDER : Piece.ATTACKER;
        Piece kept = mover == ATTACKERS ? Piece.ATTACKER : Piece.DEFENDER;
        assertThat(board.count(lost)).as(where).isEqualTo(was.count(lost) - ply.captures().size());
        assertThat(board.count(kept)).as(where).isEqualTo(was.count(kept));
        assertThat(board.count(Piece.KING)).as(where).isEqualTo(1);

        // Captures as the rulebook defines them.
        Set<Square> custodial = Rulebook.custodialCaptures(ruleset, was, board, ply.to(), mover);
        assertThat(ply.captures()).as(where + ": custodial captures").containsAll(custodial);
        for (Square captured : ply.captures()) {
            if (!custodial.contains(captured)) {
                assertThat(Rulebook.couldBeInShieldwall(ruleset, board, ply.to(), captured, mover))
                        .as(where + ": " + captured + " is neither a custodial nor a shieldwall capture").isTrue();
            }
        }
        assertThat(ply.kingCaptured()).as(where + ": king captured").isEqualTo(Rulebook.isKingCaptured(ruleset, board, ply.to(), mover));

        // The outcome, in the order of checks of RULES.md.
        Outcome outcome = current.outcome();
        assertThat(outcome == null || outcome.reason() != EndReason.KING_CAPTURED || ply.kingCaptured()).isTrue();
        if (outcome != null && outcome.reason() == EndReason.EXIT_FORT) {
            assertThat(ruleset).isEqualTo(Ruleset.COPENHAGEN);
            assertThat(ply.kingCaptured() || board.isCorner(board.king())).isFalse();
            assertThat(Rulebook.couldBeExitFort(board)).as(where + ": exit fort").isTrue();
        } else {
            assertThat(outcome).as(where).isEqualTo(Rulebook.outcomeAfterMove(ruleset, after));
        }

        // Round trips: the notation replays to the same ply, captures written or not, in any order.
        Move written = Move.parse(ply.notation());
        assertThat(written).isEqualTo(ply.captures().isEmpty() ? new Move(ply.from(), ply.to()) : new Move(ply.from(), ply.to(), ply.captures()));
        assertThat(written.toString()).isEqualTo(ply.notation());
        assertThat(before.check(ply.notation())).as(where).isEqualTo(ply);
        assertThat(before.check(ply.from() + "-" + ply.to())).as(where).isEqualTo(ply);
        if (ply.captures().size() > 1) {
            List<Square> reversed = new ArrayList<>(ply.captures());
            java.util.Collections.reverse(reversed);
            assertThat(before.play(new Move(ply.from(), ply.to(), reversed)).current().lastPly()).isEqualTo(ply);
        }
        Game again = before.play(ply.notation());
        assertThat(again.board()).isEqualTo(board);
        assertThat(again.outcome()).isEqualTo(outcome);

        // Written captures that are not the real ones are refused.
        List<Square> wrong = new ArrayList<>(ply.captures());
        wrong.add(ply.from());
        assertRefused(before, new Move(ply.from(), ply.to(), wrong), MoveError.CAPTURE_MISMATCH);
        if (ply.captures().size() > 1) {
            assertRefused(before, new Move(ply.from(), ply.to(), ply.captures().subList(1, ply.captures().size())),
                    MoveError.CAPTURE_MISMATCH);
        }
    }

    /** Checks one state on its own: notation round trip, move generation, endings. */
    static void checkState(Game game, Ruleset ruleset) {
        GameState state = game.current();
        Board board = state.board();
        assertThat(Board.parse(board.toString())).isEqualTo(board);
        assertThat(Board.parse(board.toString()).hashCode()).isEqualTo(board.hashCode());
        assertThat(board.toString()).isEqualTo(Rulebook.positionString(board.rows())).isEqualTo(state.position());
        assertThat(board.count(Piece.KING)).isEqualTo(1);
        assertThat(board.at(board.king())).isEqualTo(Piece.KING);
        assertThat(game.ply()).isEqualTo(game.states().size() - 1).isEqualTo(game.plies().size());
        assertThat(state.isOver()).isEqualTo(state.outcome() != null);
        if (state.ply() == 0 && (state.outcome() == null || state.outcome().reason() != EndReason.EXIT_FORT)) {
            assertThat(state.outcome()).as("start %s", state).isEqualTo(Rulebook.outcomeAfterMove(ruleset, game));
        }
        if (state.isOver()) {
            return;
        }
        List<Move> legal = game.legalMoves();
        assertThat(legal).as("legal moves in %s", state).doesNotHaveDuplicates()
                .containsExactlyInAnyOrderElementsOf(Rulebook.legalMoves(ruleset, board, state.sideToMove()));
        assertThat(legal).isNotEmpty();
        // A sample of squares, not all of them: each call scans the whole board.
        List<Square> own = board.piecesOf(state.sideToMove());
        List<Square> sample = new ArrayList<>(List.of(own.get(0), own.get(own.size() - 1), board.king(), new Square(0, 0)));
        if (state.lastPly() != null) {
            sample.add(state.lastPly().to());
            sample.add(state.lastPly().from());
        }
        for (Square square : sample) {
            assertThat(game.legalMovesFrom(square))
                    .containsExactlyInAnyOrderElementsOf(legal.stream().filter(move -> move.from().equals(square)).toList());
        }
    }

    /** Once the game is over nothing can be played. */
    static void checkGameOver(Game game) {
        assertThat(game.legalMoves()).isEmpty();
        Board board = game.board();
        List<Move> wouldBeLegal = new ArrayList<>(Rulebook.legalMoves(game.ruleset(), board, game.sideToMove()));
        wouldBeLegal.addAll(Rulebook.legalMoves(game.ruleset(), board, game.sideToMove().opponent()));
        wouldBeLegal.add(new Move(new Square(0, 0), new Square(0, 1)));
        wouldBeLegal.add(new Move(new Square(18, 18), new Square(17, 18)));
        for (Move move : wouldBeLegal) {
            assertRefused(game, move, MoveError.GAME_OVER);
            assertThat(game.legalMovesFrom(move.from())).isEmpty();
        }
    }

    static void assertRefused(Game game, Move move, MoveError error) {
        IllegalMoveException refusal = catchThrowableOfType(IllegalMoveException.class, () -> game.play(move));
        assertThat(refusal).as("%s should be refused with %s in %s", move, error.code(), game.current()).isNotNull();
        assertThat(refusal.error()).as("%s in %s: %s", move, game.current(), refusal.getMessage()).isEqualTo(error);
        assertThat(refusal.getMessage()).isNotBlank();
        IllegalMoveException checked = catchThrowableOfType(IllegalMoveException.class, () -> game.check(move.toString()));
        assertThat(checked).isNotNull();
        assertThat(checked.error()).isEqualTo(error);
    }

    static void assertSameStates(Game actual, Game expected) {
        assertThat(actual.states()).hasSameSizeAs(expected.states());
        for (int i = 0; i < expected.states().size(); i++) {
            GameState want = expected.state(i);
            GameState got = actual.state(i);
            assertThat(got.board()).as("ply %d", i).isEqualTo(want.board());
            assertThat(got.position()).as("ply %d", i).isEqualTo(want.position());
            assertThat(got.sideToMove()).as("ply %d", i).isEqualTo(want.sideToMove());
            assertThat(got.ply()).as("ply %d", i).isEqualTo(want.ply());
            assertThat(got.lastPly()).as("ply %d", i).isEqualTo(want.lastPly());
            assertThat(got.outcome()).as("ply %d", i).isEqualTo(want.outcome());
        }
        assertThat(actual.plies()).isEqualTo(expected.plies());
    }

    /**
     * RULES.md written out plainly, square by square through the public {@link Board} API, with none of the
     * engine's padding, hashing or incremental tricks. Slow on purpose.
     */
    static final class Rulebook {
        private Rulebook() {
        }

        static boolean isCorner(int size, int file, int rank) {
            return (file == 0 || file == size - 1) && (rank == 0 || rank == size - 1);
        }

        static boolean isThrone(int size, int file, int rank) {
            return file == size / 2 && rank == size / 2;
        }

        static boolean onBoard(Board board, int file, int rank) {
            return file >= 0 && rank >= 0 && file < board.size() && rank < board.size();
        }

        static boolean onEdge(Board board, Square square) {
            int last = board.size() - 1;
            return square.file() == 0 || square.rank() == 0 || square.file() == last || square.rank() == last;
        }

        static Piece at(Board board, int file, int rank) {
            return board.at(new Square(file, rank));
        }

        static boolean belongs(Piece piece, Side side) {
            return piece != null && piece.side() == side;
        }

        /** RULES.md 1: ranks from the top, runs of empty squares as numbers, with leading and trailing slashes. */
        static String positionString(List<String> rows) {
            StringBuilder out = new StringBuilder("/");
            for (String row : rows) {
                int empty = 0;
                for (char c : row.toCharArray()) {
                    if (c == '.') {
                        empty++;
                        continue;
                    }
                    if (empty > 0) {
                        out.append(empty);
                        empty = 0;
                    }
                    out.append(c);
                }
                if (empty > 0) {
                    out.append(empty);
                }
                out.append('/');
            }
            return out.toString();
        }

        /** RULES.md 3.1-3.2, 4.1, 5.1: rook moves; only the king stops on (Tablut: crosses) restricted squares. */
        static List<Move> legalMoves(Ruleset ruleset, Board board, Side side) {
            List<Move> moves = new ArrayList<>();
            for (Square from : board.piecesOf(side)) {
                boolean king = board.at(from) == Piece.KING;
                for (int[] direction : DIRECTIONS) {
                    int file = from.file() + direction[0];
                    int rank = from.rank() + direction[1];
                    while (onBoard(board, file, rank) && at(board, file, rank) == null) {
                        Square to = new Square(file, rank);
                        if (king || !board.isRestricted(to)) {
                            moves.add(new Move(from, to));
                        } else if (board.isCorner(to) || ruleset == Ruleset.TABLUT) {
                            break;
                        }
                        file += direction[0];
                        rank += direction[1];
                    }
                }
            }
            return moves;
        }

        /** The reason a well-formed move must be refused, or null when it is legal. */
        static MoveError expectedError(Game game, Move move) {
            Board board = game.board();
            if (game.isOver()) {
                return MoveError.GAME_OVER;
            }
            if (!board.contains(move.from()) || !board.contains(move.to())) {
                return MoveError.OFF_BOARD;
            }
            Piece piece = board.at(move.from());
            if (piece == null) {
                return MoveError.NO_PIECE;
            }
            if (piece.side() != game.sideToMove()) {
                return MoveError.NOT_YOUR_PIECE;
            }
            boolean sameFile = move.from().file() == move.to().file();
            boolean sameRank = move.from().rank() == move.to().rank();
            if (sameFile == sameRank) {
                return MoveError.NOT_STRAIGHT;
            }
            Set<MoveError> path = pathErrors(game, move);
            return path.isEmpty() ? null : path.iterator().next();
        }

        /** What is wrong on the way of a straight move of one's own piece: a piece in the way, a forbidden square. */
        static Set<MoveError> pathErrors(Game game, Move move) {
            Board board = game.board();
            boolean king = board.at(move.from()) == Piece.KING;
            Set<MoveError> errors = EnumSet.noneOf(MoveError.class);
            int df = Integer.signum(move.to().file() - move.from().file());
            int dr = Integer.signum(move.to().rank() - move.from().rank());
            Square square = move.from();
            do {
                square = new Square(square.file() + df, square.rank() + dr);
                if (board.at(square) != null) {
                    errors.add(MoveError.BLOCKED);
                }
                boolean crossing = !square.equals(move.to());
                if (!king && board.isRestricted(square)
                        && (!crossing || board.isCorner(square) || game.ruleset() == Ruleset.TABLUT)) {
                    errors.add(MoveError.RESTRICTED);
                }
            } while (!square.equals(move.to()));
            return errors;
        }

        /** RULES.md 3.3-3.4, 4.1, 5.1: the enemy pieces beside {@code to} closed on the far side. */
        static Set<Square> custodialCaptures(Ruleset ruleset, Board before, Board after, Square to, Side mover) {
            Set<Square> captures = new HashSet<>();
            for (int[] d : DIRECTIONS) {
                int file = to.file() + d[0];
                int rank = to.rank() + d[1];
                int farFile = file + d[0];
                int farRank = rank + d[1];
                if (!onBoard(before, farFile, farRank)) {
                    continue;
                }
                Piece victim = at(before, file, rank);
                if (victim == null || victim == Piece.KING || victim.side() == mover) {
                    continue;
                }
                Square far = new Square(farFile, farRank);
                Piece closer = after.at(far);
                boolean hostile = belongs(closer, mover)
                        || after.isCorner(far)
                        || (after.isThrone(far) && (ruleset == Ruleset.TABLUT || victim == Piece.ATTACKER || closer == null));
                if (hostile) {
                    captures.add(new Square(file, rank));
                }
            }
            return captures;
        }

        /**
         * RULES.md 4.3, loosely: a shieldwall victim stands on the edge the mover landed on, in the same line,
         * with a piece of the mover in front of it.
         */
        static boolean couldBeInShieldwall(Ruleset ruleset, Board after, Square to, Square captured, Side mover) {
            if (ruleset != Ruleset.COPENHAGEN) {
                return false;
            }
            int last = after.size() - 1;
            for (int[] d : DIRECTIONS) {
                // d points off the board from the edge.
                boolean toOnEdge = d[0] != 0 ? to.file() == (d[0] > 0 ? last : 0) : to.rank() == (d[1] > 0 ? last : 0);
                boolean capturedOnEdge = d[0] != 0 ? captured.file() == to.file() : captured.rank() == to.rank();
                if (toOnEdge && capturedOnEdge) {
                    Square front = new Square(captured.file() - d[0], captured.rank() - d[1]);
                    if (belongs(after.at(front), mover)) {
                        return true;
                    }
                }
            }
            return false;
        }

        /** RULES.md 4.2, 5.2: after an attacker move that closes the last side of the king. */
        static boolean isKingCaptured(Ruleset ruleset, Board after, Square movedTo, Side mover) {
            Square king = after.king();
            if (mover != ATTACKERS || Math.abs(king.file() - movedTo.file()) + Math.abs(king.rank() - movedTo.rank()) != 1) {
                return false;
            }
            if (ruleset == Ruleset.COPENHAGEN && onEdge(after, king)) {
                return false;
            }
            for (int[] d : DIRECTIONS) {
                int file = king.file() + d[0];
                int rank = king.rank() + d[1];
                boolean closed;
                if (!onBoard(after, file, rank)) {
                    closed = ruleset == Ruleset.TABLUT;
                } else {
                    Square side = new Square(file, rank);
                    closed = after.at(side) == Piece.ATTACKER || after.isThrone(side)
                            || (ruleset == Ruleset.TABLUT && after.isCorner(side));
                }
                if (!closed) {
                    return false;
                }
            }
            return true;
        }

        /** RULES.md 4.5: no edge square reachable from a defender through squares free of attackers. */
        static boolean isEncircled(Board board) {
            ArrayDeque<Square> queue = new ArrayDeque<>(board.piecesOf(DEFENDERS));
            Set<Square> seen = new HashSet<>(queue);
            while (!queue.isEmpty()) {
                Square square = queue.poll();
                if (onEdge(board, square)) {
                    return false;
                }
                for (int[] d : DIRECTIONS) {
                    int file = square.file() + d[0];
                    int rank = square.rank() + d[1];
                    if (onBoard(board, file, rank)) {
                        Square next = new Square(file, rank);
                        if (board.at(next) != Piece.ATTACKER && seen.add(next)) {
                            queue.add(next);
                        }
                    }
                }
            }
            return true;
        }

        /** RULES.md 4.4 a and b (c, the wall that cannot be captured, is left to the example tests). */
        static boolean couldBeExitFort(Board board) {
            Square king = board.king();
            if (!onEdge(board, king)) {
                return false;
            }
            boolean room = false;
            ArrayDeque<Square> queue = new ArrayDeque<>(List.of(king));
            Set<Square> region = new HashSet<>(queue);
            while (!queue.isEmpty()) {
                Square square = queue.poll();
                for (int[] d : DIRECTIONS) {
                    int file = square.file() + d[0];
                    int rank = square.rank() + d[1];
                    if (!onBoard(board, file, rank)) {
                        continue;
                    }
                    Square next = new Square(file, rank);
                    Piece piece = board.at(next);
                    if (piece == Piece.ATTACKER) {
                        return false;
                    }
                    // An empty corner is in the region, but the walk goes no further through it.
                    if (piece == null && !board.isCorner(square)) {
                        room |= square.equals(king);
                        if (region.add(next)) {
                            queue.add(next);
                        }
                    }
                }
            }
            return room;
        }

        /** How many times the position (board and side to move) occurred before the last state. */
        static int earlierOccurrences(Game game) {
            GameState now = game.current();
            int count = 0;
            for (GameState earlier : game.states().subList(0, game.states().size() - 1)) {
                if (earlier.sideToMove() == now.sideToMove() && earlier.board().equals(now.board())) {
                    count++;
                }
            }
            return count;
        }

        /**
         * The outcome after the last move (or at the start), in the order of checks of RULES.md 4 and 5, except
         * exit forts, which the caller checks on its own.
         */
        static Outcome outcomeAfterMove(Ruleset ruleset, Game game) {
            Board board = game.board();
            Ply ply = game.current().lastPly();
            if (ply != null && ply.kingCaptured()) {
                return new Outcome(Winner.ATTACKERS, EndReason.KING_CAPTURED);
            }
            if (board.isCorner(board.king())) {
                return new Outcome(Winner.DEFENDERS, EndReason.KING_ESCAPED);
            }
            Side next = game.sideToMove();
            if (ruleset == Ruleset.COPENHAGEN) {
                if (isEncircled(board)) {
                    return new Outcome(Winner.ATTACKERS, EndReason.ENCIRCLEMENT);
                }
                if (earlierOccurrences(game) >= 2) {
                    return new Outcome(Winner.ATTACKERS, EndReason.REPETITION);
                }
                if (legalMoves(ruleset, board, next).isEmpty()) {
                    return new Outcome(Winner.of(next.opponent()), EndReason.NO_LEGAL_MOVE);
                }
                return null;
            }
            if (legalMoves(ruleset, board, next).isEmpty()) {
                return new Outcome(Winner.DRAW, EndReason.NO_LEGAL_MOVE);
            }
            return null;
        }
    }
}
