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
 * docs/rules.md and docs/variants.md written out plainly, square by square through the public {@link Board} API and
 * the answers of {@link Ruleset}, with none of the engine's padding, terrain tables, hashing or incremental tricks.
 * Slow on purpose.
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

    /** A restricted corner square of the ruleset: one in each corner, or a 2x2 block. */
    static boolean isCorner(Ruleset ruleset, int size, Square square) {
        int reach = switch (ruleset.corners()) {
            case NONE -> -1;
            case SQUARES -> 0;
            case BLOCKS -> 1;
        };
        int last = size - 1;
        boolean nearFileEnd = square.file() <= reach || square.file() >= last - reach;
        boolean nearRankEnd = square.rank() <= reach || square.rank() >= last - reach;
        return reach >= 0 && nearFileEnd && nearRankEnd;
    }

    /** The centre square when the ruleset has a throne there. */
    static boolean isThrone(Ruleset ruleset, int size, Square square) {
        return ruleset.throne() && isThrone(size, square.file(), square.rank());
    }

    static boolean isRestricted(Ruleset ruleset, int size, Square square) {
        return isCorner(ruleset, size, square) || isThrone(ruleset, size, square);
    }

    /** Where the king wins by arriving: the corner squares, or every edge square. */
    static boolean isEscape(Ruleset ruleset, Board board, Square square) {
        return ruleset.escape() == Ruleset.Escape.EDGES
                ? onEdge(board, square)
                : isCorner(ruleset, board.size(), square);
    }

    static boolean hostileTo(Ruleset.Hostility hostility, Side victim) {
        return switch (hostility) {
            case NOBODY -> false;
            case ATTACKERS -> victim == ATTACKERS;
            case DEFENDERS -> victim == DEFENDERS;
            case EVERYONE -> true;
        };
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

    /**
     * docs/rules.md 3.1-3.2, 4.1, 5.1: rook moves; only the king stops on a restricted square (on the throne only if
     * he may return to it); nothing passes over a corner; only the king, or anyone if the ruleset says so, crosses
     * the empty throne.
     */
    static List<Move> legalMoves(Ruleset ruleset, Board board, Side side) {
        List<Move> moves = new ArrayList<>();
        int size = board.size();
        for (Square from : board.piecesOf(side)) {
            boolean king = board.at(from) == Piece.KING;
            for (int[] direction : DIRECTIONS) {
                int file = from.file() + direction[0];
                int rank = from.rank() + direction[1];
                while (onBoard(board, file, rank) && at(board, file, rank) == null) {
                    Square to = new Square(file, rank);
                    if (isCorner(ruleset, size, to)) {
                        if (king) {
                            moves.add(new Move(from, to));
                        }
                        break;
                    }
                    if (isThrone(ruleset, size, to)) {
                        if (king && ruleset.kingReturnsToThrone()) {
                            moves.add(new Move(from, to));
                        }
                        if (!king && !ruleset.othersCrossThrone()) {
                            break;
                        }
                    } else {
                        moves.add(new Move(from, to));
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
        Ruleset ruleset = game.ruleset();
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
            boolean corner = isCorner(ruleset, board.size(), square);
            boolean throne = isThrone(ruleset, board.size(), square);
            boolean refused = crossing
                    ? corner || (throne && !king && !ruleset.othersCrossThrone())
                    : (corner || throne) && !king || (throne && !ruleset.kingReturnsToThrone());
            if (refused) {
                errors.add(MoveError.RESTRICTED);
            }
        } while (!square.equals(move.to()));
        return errors;
    }

    /**
     * docs/rules.md 3.3-3.4, 4.1, 5.1: the enemy pieces beside {@code to} closed on the far side by a piece of the
     * mover (the king only if he is an anvil) or a square hostile to them; none when the king moved and is no hammer.
     */
    static Set<Square> custodialCaptures(Ruleset ruleset, Board before, Board after, Square to, Side mover) {
        Set<Square> captures = new HashSet<>();
        Ruleset.KingArms arms = ruleset.kingArms();
        boolean kingHammer = arms == Ruleset.KingArms.ARMED || arms == Ruleset.KingArms.HAMMER;
        boolean kingAnvil = arms == Ruleset.KingArms.ARMED || arms == Ruleset.KingArms.ANVIL;
        if (after.at(to) == Piece.KING && !kingHammer) {
            return captures;
        }
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
            boolean anvil = belongs(closer, mover) && (closer != Piece.KING || kingAnvil);
            boolean hostile = anvil
                    || (isCorner(ruleset, after.size(), far) && hostileTo(ruleset.cornersHostileTo(), victim.side()))
                    || (isThrone(ruleset, after.size(), far)
                            && hostileTo(
                                    closer == null ? ruleset.emptyThroneHostileTo() : ruleset.occupiedThroneHostileTo(),
                                    victim.side()));
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
        if (!ruleset.shieldwall()) {
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

    /**
     * docs/rules.md 4.2, 5.2 and docs/variants.md: after an attacker move beside the king. Captured like any piece
     * (by two) he falls to an attacker or a square hostile to defenders opposite the mover; strong, he needs every
     * side closed by an attacker, the throne (unless only four attackers will do) or, if the edge closes sides, the
     * edge or a corner.
     */
    static boolean isKingCaptured(Ruleset ruleset, Board after, Square movedTo, Side mover) {
        Square king = after.king();
        int df = king.file() - movedTo.file();
        int dr = king.rank() - movedTo.rank();
        if (mover != ATTACKERS || Math.abs(df) + Math.abs(dr) != 1) {
            return false;
        }
        if (onEdge(after, king) && ruleset.kingOnEdge() == Ruleset.KingOnEdge.SAFE) {
            return false;
        }
        boolean edgeCloses = ruleset.kingOnEdge() == Ruleset.KingOnEdge.EDGE_CLOSES;
        int size = after.size();
        boolean nearThrone =
                ruleset.throne() && Math.abs(king.file() - size / 2) + Math.abs(king.rank() - size / 2) <= 1;
        Ruleset.KingStrength strength = ruleset.kingStrength();
        if (strength == Ruleset.KingStrength.TWO
                || (strength == Ruleset.KingStrength.STRONG_NEAR_THRONE && !nearThrone)) {
            int file = king.file() + df;
            int rank = king.rank() + dr;
            if (!onBoard(after, file, rank)) {
                return edgeCloses;
            }
            Square opposite = new Square(file, rank);
            Piece piece = after.at(opposite);
            boolean corner = isCorner(ruleset, size, opposite);
            boolean throne = isThrone(ruleset, size, opposite);
            return piece == Piece.ATTACKER
                    || (edgeCloses && corner)
                    || (piece == null && corner && hostileTo(ruleset.cornersHostileTo(), DEFENDERS))
                    || (piece == null && throne && hostileTo(ruleset.emptyThroneHostileTo(), DEFENDERS));
        }
        for (int[] d : DIRECTIONS) {
            int file = king.file() + d[0];
            int rank = king.rank() + d[1];
            boolean closed;
            if (!onBoard(after, file, rank)) {
                closed = edgeCloses;
            } else {
                Square side = new Square(file, rank);
                closed = after.at(side) == Piece.ATTACKER
                        || (isThrone(ruleset, size, side) && strength != Ruleset.KingStrength.FOUR)
                        || (edgeCloses && isCorner(ruleset, size, side));
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
     * The outcome after the last move (or at the start), in the order of checks of docs/rules.md 4 and 5 with the
     * move limit last, except exit forts, which the caller checks on its own.
     */
    static Outcome outcomeAfterMove(Ruleset ruleset, Game game) {
        Board board = game.board();
        Ply ply = game.current().lastPly();
        if (ply != null && ply.kingCaptured()) {
            return new Outcome(Winner.ATTACKERS, EndReason.KING_CAPTURED);
        }
        if (isEscape(ruleset, board, board.king())) {
            return new Outcome(Winner.DEFENDERS, EndReason.KING_ESCAPED);
        }
        Side next = game.sideToMove();
        if (ruleset.encirclement() && isEncircled(board)) {
            return new Outcome(Winner.ATTACKERS, EndReason.ENCIRCLEMENT);
        }
        if (ruleset.repetition() != Ruleset.Repetition.IGNORED && earlierOccurrences(game) >= 2) {
            return switch (ruleset.repetition()) {
                case DEFENDERS_LOSE -> new Outcome(Winner.ATTACKERS, EndReason.REPETITION);
                case REPEATER_LOSES -> new Outcome(Winner.of(next), EndReason.REPETITION);
                default -> new Outcome(Winner.DRAW, EndReason.REPETITION);
            };
        }
        if (legalMoves(ruleset, board, next).isEmpty()) {
            return ruleset.noMove() == Ruleset.NoMove.DRAW
                    ? new Outcome(Winner.DRAW, EndReason.NO_LEGAL_MOVE)
                    : new Outcome(Winner.of(next.opponent()), EndReason.NO_LEGAL_MOVE);
        }
        if (ruleset.moveLimit() > 0 && game.ply() == ruleset.moveLimit()) {
            return new Outcome(ruleset.moveLimitResult(), EndReason.MOVE_LIMIT);
        }
        return null;
    }
}
