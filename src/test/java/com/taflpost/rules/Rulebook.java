package com.taflpost.rules;

import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * docs/rules.md written out plainly, square by square through the public {@link Board} API, with none of the
 * engine's padding, hashing or incremental tricks. Slow on purpose.
 */
final class Rulebook {
    private static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

    private Rulebook() {}

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

    /** docs/rules.md 1: ranks from the top, runs of empty squares as numbers, with leading and trailing slashes. */
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

    /** docs/rules.md 3.1-3.2, 4.1, 5.1: rook moves; only the king stops on (Tablut: crosses) restricted squares. */
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
            if (!king
                    && board.isRestricted(square)
                    && (!crossing || board.isCorner(square) || game.ruleset() == Ruleset.TABLUT)) {
                errors.add(MoveError.RESTRICTED);
            }
        } while (!square.equals(move.to()));
        return errors;
    }

    /** docs/rules.md 3.3-3.4, 4.1, 5.1: the enemy pieces beside {@code to} closed on the far side. */
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
                    || (after.isThrone(far)
                            && (ruleset == Ruleset.TABLUT || victim == Piece.ATTACKER || closer == null));
            if (hostile) {
                captures.add(new Square(file, rank));
            }
        }
        return captures;
    }

    /**
     * docs/rules.md 4.3, loosely: a shieldwall victim stands on the edge the mover landed on, in the same line,
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

    /** docs/rules.md 4.2, 5.2: after an attacker move that closes the last side of the king. */
    static boolean isKingCaptured(Ruleset ruleset, Board after, Square movedTo, Side mover) {
        Square king = after.king();
        if (mover != ATTACKERS
                || Math.abs(king.file() - movedTo.file()) + Math.abs(king.rank() - movedTo.rank()) != 1) {
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
                closed = after.at(side) == Piece.ATTACKER
                        || after.isThrone(side)
                        || (ruleset == Ruleset.TABLUT && after.isCorner(side));
            }
            if (!closed) {
                return false;
            }
        }
        return true;
    }

    /** docs/rules.md 4.5: no edge square reachable from a defender through squares free of attackers. */
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

    /** docs/rules.md 4.4 a and b (c, the wall that cannot be captured, is left to the example tests). */
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
     * The outcome after the last move (or at the start), in the order of checks of docs/rules.md 4 and 5, except
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
