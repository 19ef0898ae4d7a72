package com.taflpost.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The move loop, written once for every ruleset and board: validates a move, applies it with its captures and
 * decides the outcome in the order of checks of docs/rules.md 4 and 5. Each rule lives in a class of its own
 * ({@link Captures}, {@link ExitFort}, {@link Encirclement}, {@link Repetition}, {@link LegalMoves}); this class
 * only says when each one is asked. Works on the padded byte arrays of {@link Board}; the only allocation per
 * move is the new board and its state. Not thread-safe (the rules own scratch arrays): use one engine per replay.
 */
final class Engine {
    private final Ruleset rules;
    private final Geometry g;
    private final Terrain terrain;
    private final Captures captures;
    private final ExitFort exitFort;
    private final Encirclement encirclement;
    private final LegalMoves legalMoves;

    Engine(Ruleset rules, Geometry geometry) {
        this.rules = rules;
        this.g = geometry;
        this.terrain = Terrain.of(rules, geometry);
        this.captures = new Captures(rules, terrain);
        this.exitFort = new ExitFort(terrain);
        this.encirclement = new Encirclement(geometry);
        this.legalMoves = new LegalMoves(terrain);
    }

    Ruleset rules() {
        return rules;
    }

    Terrain terrain() {
        return terrain;
    }

    /** The state before the first move. Endings that need no move (escape, fort, encirclement, no move) apply. */
    GameState start(Board board, Side sideToMove) {
        byte[] cells = board.cells;
        int king = kingIndex(cells);
        int attackers = board.count(Piece.ATTACKER);
        int defenders = board.count(Piece.DEFENDER);
        Outcome outcome = null;
        if (terrain.escape[king]) {
            outcome = Outcome.win(Side.DEFENDERS, EndReason.KING_ESCAPED);
        } else if (rules.hasExitForts() && exitFort.holds(cells, king, attackers, defenders)) {
            outcome = Outcome.win(Side.DEFENDERS, EndReason.EXIT_FORT);
        } else if (rules.hasEncirclement() && encirclement.holds(cells, attackers)) {
            outcome = Outcome.win(Side.ATTACKERS, EndReason.ENCIRCLEMENT);
        } else if (!legalMoves.exist(cells, sideToMove)) {
            outcome = rules.noLegalMove(sideToMove);
        }
        long hash = Repetition.hash(g, cells, sideToMove);
        return new GameState(board, sideToMove, 0, null, outcome, hash, 0, king, attackers, defenders);
    }

    /**
     * Plays a move after {@code current}.
     *
     * @param pastEnd keep playing after the rules ended the game (only to study recorded games)
     * @param seen the positions of the game so far, for the repetition rule
     * @throws IllegalMoveException when the rules refuse the move
     */
    GameState play(GameState current, Move move, boolean pastEnd, Repetition.Seen seen) {
        if (current.isOver() && !pastEnd) {
            throw new IllegalMoveException(MoveError.GAME_OVER, "the game is over: " + describe(current.outcome()));
        }
        Side side = current.sideToMove();
        for (Square square : new Square[] {move.from(), move.to()}) {
            if (!g.contains(square)) {
                throw new IllegalMoveException(
                        MoveError.OFF_BOARD, square + " is off the " + g.size + "x" + g.size + " board");
            }
        }
        byte[] cells = current.board().cells;
        int from = g.index(move.from());
        int to = g.index(move.to());
        byte piece = cells[from];
        checkPath(move, cells, from, to, piece, side);

        byte[] next = cells.clone();
        next[from] = Cells.EMPTY;
        next[to] = piece;
        long hash = Repetition.afterMove(g, current.hash, from, to, piece);
        int captureCount = captures.find(next, to, side);
        for (int i = 0; i < captureCount; i++) {
            int square = captures.at(i);
            hash = Repetition.afterCapture(g, hash, square, next[square]);
            next[square] = Cells.EMPTY;
        }
        int king = piece == Cells.KING ? to : current.kingCell;
        boolean kingCaptured = captures.takesKing(next, king, to, side);
        Ply ply = new Ply(side, move.from(), move.to(), captures.squares(captureCount), kingCaptured);
        checkClaimedCaptures(move, ply);

        // docs/rules.md 4 and 5, order of checks: the first ending that holds is the outcome; a move limit comes last.
        Side nextSide = side.opponent();
        int sinceCapture = captureCount > 0 ? 0 : current.pliesSinceCapture + 1;
        // Every piece a move captures is the opponent's, and never the king (a shieldwall spares him).
        int attackers = current.attackers - (side == Side.DEFENDERS ? captureCount : 0);
        int defenders = current.defenders - (side == Side.ATTACKERS ? captureCount : 0);
        Outcome outcome;
        if (kingCaptured) {
            outcome = Outcome.win(Side.ATTACKERS, EndReason.KING_CAPTURED);
        } else if (terrain.escape[king]) {
            outcome = Outcome.win(Side.DEFENDERS, EndReason.KING_ESCAPED);
        } else if (rules.hasExitForts() && exitFort.holds(next, king, attackers, defenders)) {
            outcome = Outcome.win(Side.DEFENDERS, EndReason.EXIT_FORT);
        } else if (rules.hasEncirclement()
                && side == Side.ATTACKERS
                && encirclement.mayHaveClosed(current, next, to, captureCount)
                && encirclement.holds(next, attackers)) {
            outcome = Outcome.win(Side.ATTACKERS, EndReason.ENCIRCLEMENT);
        } else if (rules.hasRepetitionLoss() && seen.occurrences(next, nextSide, hash, sinceCapture) >= 2) {
            outcome = rules.repeated(side);
        } else if (!legalMoves.canStepInto(next, from, nextSide)
                && !legalMoves.canStepFrom(next, nextSide == Side.DEFENDERS ? king : -1, nextSide)
                && !legalMoves.canStepFrom(next, lastMoved(current), nextSide)
                && !legalMoves.exist(next, nextSide)) {
            outcome = rules.noLegalMove(nextSide);
        } else if (current.ply() + 1 == rules.moveLimit()) {
            outcome = new Outcome(rules.moveLimitResult(), EndReason.MOVE_LIMIT);
        } else {
            outcome = null;
        }
        return new GameState(
                new Board(g, next),
                nextSide,
                current.ply() + 1,
                ply,
                outcome,
                hash,
                sinceCapture,
                king,
                attackers,
                defenders);
    }

    /** The cell of the piece the opponent moved last (still there unless this move took it), or -1 at the start. */
    private int lastMoved(GameState current) {
        return current.lastPly() == null ? -1 : g.index(current.lastPly().to());
    }

    /** docs/rules.md 3.1-3.2, 4.1, 5.1: the refusal for a move that no piece of the side to move can make. */
    private void checkPath(Move move, byte[] cells, int from, int to, byte piece, Side side) {
        if (piece == Cells.EMPTY) {
            throw new IllegalMoveException(MoveError.NO_PIECE, "there is no piece on " + move.from());
        }
        if (!Cells.belongsTo(piece, side)) {
            throw new IllegalMoveException(
                    MoveError.NOT_YOUR_PIECE,
                    move.from() + " holds " + pieceName(piece) + ", but it is the " + side.id() + "' turn");
        }
        int step = stepBetween(move.from(), move.to());
        if (step == 0) {
            throw new IllegalMoveException(
                    MoveError.NOT_STRAIGHT,
                    from == to
                            ? "a move must leave its square: " + move.path()
                            : move.path() + " is not along a rank or a file");
        }
        byte[] access = terrain.access(piece);
        for (int square = from + step; ; square += step) {
            if (cells[square] != Cells.EMPTY) {
                throw new IllegalMoveException(
                        MoveError.BLOCKED,
                        square == to
                                ? move.to() + " is occupied by " + pieceName(cells[square])
                                : "the way from " + move.from() + " to " + move.to() + " is blocked at "
                                        + g.square(square));
            }
            if (square == to) {
                break;
            }
            if ((access[square] & Terrain.PASS) == 0) {
                throw new IllegalMoveException(
                        MoveError.RESTRICTED,
                        square == terrain.throne
                                ? "only the king may pass over the throne (" + g.square(square) + ") in " + rules.id()
                                : "nothing passes over a corner (" + g.square(square) + ")");
            }
        }
        if ((access[to] & Terrain.STOP) == 0) {
            throw new IllegalMoveException(
                    MoveError.RESTRICTED,
                    piece == Cells.KING
                            ? "the king may not return to the throne (" + move.to() + ") in " + rules.id()
                            : move.to() + " is " + (to == terrain.throne ? "the throne" : "a corner")
                                    + ": only the king may stop there");
        }
    }

    private int stepBetween(Square from, Square to) {
        if (from.equals(to)) {
            return 0;
        }
        if (from.rank() == to.rank()) {
            return to.file() > from.file() ? 1 : -1;
        }
        if (from.file() == to.file()) {
            return to.rank() > from.rank() ? g.width : -g.width;
        }
        return 0;
    }

    private static void checkClaimedCaptures(Move move, Ply ply) {
        List<Square> claimed = move.claimedCaptures();
        if (claimed == null) {
            return;
        }
        // Every real capture must be claimed: a claim naming one square twice can have the right size and miss one.
        if (claimed.size() != ply.captures().size() || !claimed.containsAll(ply.captures())) {
            String real = ply.captures().isEmpty()
                    ? "nothing"
                    : String.join(
                            ", ", ply.captures().stream().map(Square::toString).toList());
            throw new IllegalMoveException(
                    MoveError.CAPTURE_MISMATCH,
                    move + " claims captures that differ from the real ones: " + ply.from() + "-" + ply.to()
                            + " captures " + real + (ply.kingCaptured() ? " (and the king, never written)" : ""));
        }
    }

    /** Every legal move of the side to move, optionally only those of the piece on {@code from}. */
    List<Move> legalMoves(GameState state, Square from) {
        return legalMoves.of(state, from);
    }

    /**
     * The legal moves of the side to move as the plies they would be, with their captures, optionally only those of
     * the piece on {@code from}. No ending is checked: a ply does not say how the game goes on.
     */
    List<Ply> legalPlies(GameState state, Square from) {
        List<Ply> plies = new ArrayList<>();
        Side side = state.sideToMove();
        // One scratch board for every move: each is made and taken back; the generator reads the state's own board.
        byte[] cells = state.board().cells.clone();
        legalMoves.forEach(state, from, (origin, target) -> {
            byte piece = cells[origin];
            cells[origin] = Cells.EMPTY;
            cells[target] = piece;
            int captureCount = captures.find(cells, target, side);
            int king = piece == Cells.KING ? target : state.kingCell;
            boolean kingCaptured = captures.takesKing(cells, king, target, side);
            plies.add(new Ply(side, g.square(origin), g.square(target), captures.squares(captureCount), kingCaptured));
            cells[target] = Cells.EMPTY;
            cells[origin] = piece;
        });
        return plies;
    }

    private int kingIndex(byte[] cells) {
        for (int index : g.squares) {
            if (cells[index] == Cells.KING) {
                return index;
            }
        }
        throw new IllegalStateException("a board always has its king");
    }

    private static String pieceName(byte cell) {
        return switch (cell) {
            case Cells.ATTACKER -> "an attacker";
            case Cells.DEFENDER -> "a defender";
            case Cells.KING -> "the king";
            default -> "nothing";
        };
    }

    static String describe(Outcome outcome) {
        return outcome.winner() == Winner.DRAW
                ? "drawn (" + outcome.reason().id() + ")"
                : outcome.winner().id() + " won (" + outcome.reason().id() + ")";
    }
}
