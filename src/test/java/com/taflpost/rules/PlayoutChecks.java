package com.taflpost.rules;

import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * What the property tests check on every ply and every state of a playout: invariants of the engine, and its
 * agreement with {@link Rulebook}, the slow second model of docs/rules.md.
 */
final class PlayoutChecks {
    private PlayoutChecks() {}

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
                case 0 ->
                    new Move(
                            new Square(a % Square.MAX_BOARD_SIZE, b % Square.MAX_BOARD_SIZE),
                            new Square(c % Square.MAX_BOARD_SIZE, d % Square.MAX_BOARD_SIZE));
                case 1 -> new Move(new Square(a % size, b % size), new Square(c % size, d % size));
                case 2 -> {
                    int middle = size / 2;
                    int last = size - 1;
                    Square restricted = List.of(
                                    new Square(middle, middle),
                                    new Square(0, 0),
                                    new Square(0, last),
                                    new Square(last, 0),
                                    new Square(last, last))
                            .get(d % 5);
                    List<Square> inLine = pieces.stream()
                            .filter(piece -> piece.file() == restricted.file() || piece.rank() == restricted.rank())
                            .toList();
                    yield inLine.isEmpty()
                            ? new Move(restricted, restricted)
                            : new Move(inLine.get(a % inLine.size()), restricted);
                }
                default -> {
                    Square from = pieces.get(a % pieces.size());
                    yield new Move(
                            from, b % 2 == 0 ? new Square(c % size, from.rank()) : new Square(from.file(), c % size));
                }
            };
        }
    }

    /** Between 20 and 60 moves to try. */
    static List<Try> tries(SplittableRandom random) {
        int count = 20 + random.nextInt(41);
        List<Try> tries = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            tries.add(new Try(
                    random.nextInt(5),
                    random.nextInt(1001),
                    random.nextInt(1001),
                    random.nextInt(1001),
                    random.nextInt(1001)));
        }
        return tries;
    }

    /** Each try is accepted iff it is among the legal moves; a refusal names the reason the rulebook gives. */
    static void checkMoves(Game game, List<Try> tries) {
        Set<Move> legal = new HashSet<>(game.legalMoves());
        for (Try attempt : tries) {
            Move move = attempt.on(game.board());
            String text = move.path();
            MoveError expected = Rulebook.expectedError(game, move);
            if (expected == null) {
                assertThat(legal).as("%s in %s", text, game.current()).contains(move);
                assertThat(game.check(text).notation()).startsWith(text);
                continue;
            }
            assertThat(legal).as("%s in %s", text, game.current()).doesNotContain(move);
            IllegalMoveException refusal = catchThrowableOfType(IllegalMoveException.class, () -> game.play(text));
            assertThat(refusal)
                    .as("%s in %s should be refused", text, game.current())
                    .isNotNull();
            assertThat(refusal.getMessage()).isNotBlank();
            if (expected == MoveError.BLOCKED || expected == MoveError.RESTRICTED) {
                // A path that is both blocked and crosses a forbidden square may name either reason.
                Set<MoveError> allowed = Rulebook.pathErrors(game, move);
                assertThat(refusal.error())
                        .as("%s in %s: %s", text, game.current(), refusal.getMessage())
                        .isIn(allowed);
            } else {
                assertThat(refusal.error())
                        .as("%s in %s: %s", text, game.current(), refusal.getMessage())
                        .isEqualTo(expected);
            }
            assertThatThrownBy(() -> game.check(text))
                    .isInstanceOf(IllegalMoveException.class)
                    .extracting(e -> ((IllegalMoveException) e).error())
                    .isEqualTo(refusal.error());
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
                if (!square.equals(ply.from())
                        && !square.equals(ply.to())
                        && !ply.captures().contains(square)) {
                    assertThat(board.at(square)).as(where + " at " + square).isEqualTo(was.at(square));
                }
            }
        }

        // Piece counts never rise: the mover keeps all, the opponent loses exactly the captures written.
        Piece lost = mover == ATTACKERS ? Piece.DEFENDER : Piece.ATTACKER;
        Piece kept = mover == ATTACKERS ? Piece.ATTACKER : Piece.DEFENDER;
        assertThat(board.count(lost))
                .as(where)
                .isEqualTo(was.count(lost) - ply.captures().size());
        assertThat(board.count(kept)).as(where).isEqualTo(was.count(kept));
        assertThat(board.count(Piece.KING)).as(where).isEqualTo(1);

        // Captures as the rulebook defines them.
        Set<Square> custodial = Rulebook.custodialCaptures(ruleset, was, board, ply.to(), mover);
        assertThat(ply.captures()).as(where + ": custodial captures").containsAll(custodial);
        for (Square captured : ply.captures()) {
            if (!custodial.contains(captured)) {
                assertThat(Rulebook.couldBeInShieldwall(ruleset, board, ply.to(), captured, mover))
                        .as(where + ": " + captured + " is neither a custodial nor a shieldwall capture")
                        .isTrue();
            }
        }
        assertThat(ply.kingCaptured())
                .as(where + ": king captured")
                .isEqualTo(Rulebook.isKingCaptured(ruleset, board, ply.to(), mover));

        // The outcome, in the order of checks of docs/rules.md.
        Outcome outcome = current.outcome();
        assertThat(outcome == null || outcome.reason() != EndReason.KING_CAPTURED || ply.kingCaptured())
                .isTrue();
        if (outcome != null && outcome.reason() == EndReason.EXIT_FORT) {
            assertThat(ruleset.exitFort()).isTrue();
            assertThat(ply.kingCaptured() || board.isCorner(board.king())).isFalse();
            assertThat(Rulebook.couldBeExitFort(board))
                    .as(where + ": exit fort")
                    .isTrue();
        } else {
            assertThat(outcome).as(where).isEqualTo(Rulebook.outcomeAfterMove(ruleset, after));
        }

        // Round trips: the notation replays to the same ply, captures written or not, in any order.
        Move written = Move.parse(ply.notation());
        assertThat(written)
                .isEqualTo(
                        ply.captures().isEmpty()
                                ? new Move(ply.from(), ply.to())
                                : new Move(ply.from(), ply.to(), ply.captures()));
        assertThat(written.toString()).isEqualTo(ply.notation());
        assertThat(before.check(ply.notation())).as(where).isEqualTo(ply);
        assertThat(before.check(ply.from() + "-" + ply.to())).as(where).isEqualTo(ply);
        if (ply.captures().size() > 1) {
            List<Square> reversed = new ArrayList<>(ply.captures());
            Collections.reverse(reversed);
            assertThat(before.play(new Move(ply.from(), ply.to(), reversed))
                            .current()
                            .lastPly())
                    .isEqualTo(ply);
        }
        Game again = before.play(ply.notation());
        assertThat(again.board()).isEqualTo(board);
        assertThat(again.outcome()).isEqualTo(outcome);

        // Written captures that are not the real ones are refused.
        List<Square> wrong = new ArrayList<>(ply.captures());
        wrong.add(ply.from());
        assertRefused(before, new Move(ply.from(), ply.to(), wrong), MoveError.CAPTURE_MISMATCH);
        if (ply.captures().size() > 1) {
            assertRefused(
                    before,
                    new Move(
                            ply.from(),
                            ply.to(),
                            ply.captures().subList(1, ply.captures().size())),
                    MoveError.CAPTURE_MISMATCH);
        }
    }

    /** Checks one state on its own: notation round trip, move generation, endings. */
    static void checkState(Game game, Ruleset ruleset) {
        GameState state = game.current();
        Board board = state.board();
        assertThat(Board.parse(board.toString(), ruleset)).isEqualTo(board);
        assertThat(Board.parse(board.toString(), ruleset).hashCode()).isEqualTo(board.hashCode());
        assertThat(board.toString())
                .isEqualTo(Rulebook.positionString(board.rows()))
                .isEqualTo(state.position());
        assertThat(board.count(Piece.KING)).isEqualTo(1);
        assertThat(board.at(board.king())).isEqualTo(Piece.KING);
        assertThat(state.attackers).as("attackers counted in %s", state).isEqualTo(board.count(Piece.ATTACKER));
        assertThat(state.defenders).as("defenders counted in %s", state).isEqualTo(board.count(Piece.DEFENDER));
        assertThat(game.ply())
                .isEqualTo(game.states().size() - 1)
                .isEqualTo(game.plies().size());
        assertThat(state.isOver()).isEqualTo(state.outcome() != null);
        if (state.ply() == 0 && (state.outcome() == null || state.outcome().reason() != EndReason.EXIT_FORT)) {
            assertThat(state.outcome()).as("start %s", state).isEqualTo(Rulebook.outcomeAfterMove(ruleset, game));
        }
        if (state.isOver()) {
            return;
        }
        List<Move> legal = game.legalMoves();
        assertThat(legal)
                .as("legal moves in %s", state)
                .doesNotHaveDuplicates()
                .containsExactlyInAnyOrderElementsOf(Rulebook.legalMoves(ruleset, board, state.sideToMove()));
        assertThat(legal).isNotEmpty();
        // A sample of squares, not all of them: each call scans the whole board.
        List<Square> own = board.piecesOf(state.sideToMove());
        List<Square> sample =
                new ArrayList<>(List.of(own.get(0), own.get(own.size() - 1), board.king(), new Square(0, 0)));
        if (state.lastPly() != null) {
            sample.add(state.lastPly().to());
            sample.add(state.lastPly().from());
        }
        for (Square square : sample) {
            assertThat(game.legalMovesFrom(square))
                    .containsExactlyInAnyOrderElementsOf(legal.stream()
                            .filter(move -> move.from().equals(square))
                            .toList());
        }
    }

    /** Once the game is over nothing can be played. */
    static void checkGameOver(Game game) {
        assertThat(game.legalMoves()).isEmpty();
        Board board = game.board();
        List<Move> wouldBeLegal = new ArrayList<>(Rulebook.legalMoves(game.ruleset(), board, game.sideToMove()));
        wouldBeLegal.addAll(
                Rulebook.legalMoves(game.ruleset(), board, game.sideToMove().opponent()));
        wouldBeLegal.add(new Move(new Square(0, 0), new Square(0, 1)));
        wouldBeLegal.add(new Move(new Square(18, 18), new Square(17, 18)));
        for (Move move : wouldBeLegal) {
            assertRefused(game, move, MoveError.GAME_OVER);
            assertThat(game.legalMovesFrom(move.from())).isEmpty();
        }
    }

    static void assertRefused(Game game, Move move, MoveError error) {
        IllegalMoveException refusal = catchThrowableOfType(IllegalMoveException.class, () -> game.play(move));
        assertThat(refusal)
                .as("%s should be refused with %s in %s", move, error.code(), game.current())
                .isNotNull();
        assertThat(refusal.error())
                .as("%s in %s: %s", move, game.current(), refusal.getMessage())
                .isEqualTo(error);
        assertThat(refusal.getMessage()).isNotBlank();
        IllegalMoveException checked =
                catchThrowableOfType(IllegalMoveException.class, () -> game.check(move.toString()));
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
}
