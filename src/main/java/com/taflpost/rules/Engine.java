package com.taflpost.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The move loop, written once for every ruleset and board: validates a move, applies it with its captures and
 * decides the outcome in the order of RULES.md. Works on the padded byte arrays of {@link Board}; the only
 * allocation per move is the new board and its state. Not thread-safe (it owns scratch arrays for searches):
 * use one engine per replay.
 */
final class Engine {
    private static final int MAX_CAPTURES = 4 + 2 * Square.MAX_BOARD_SIZE;

    private final Ruleset rules;
    private final Geometry g;
    private final int[] queue;
    private final int[] seen;
    private final int[] inRegion;
    private final boolean[] inFort;
    private final int[] captured = new int[MAX_CAPTURES];
    private int stamp;

    Engine(Ruleset rules, Geometry geometry) {
        this.rules = rules;
        this.g = geometry;
        this.queue = new int[geometry.cellCount];
        this.seen = new int[geometry.cellCount];
        this.inRegion = new int[geometry.cellCount];
        this.inFort = new boolean[geometry.cellCount];
    }

    /** The state before the first move. Endings that need no move (escape, fort, encirclement, no move) apply. */
    GameState start(Board board, Side sideToMove) {
        byte[] cells = board.cells;
        long hash = sideToMove == Side.DEFENDERS ? g.defendersToMoveKey : 0L;
        for (int index : g.squares) {
            if (cells[index] != Cells.EMPTY) {
                hash ^= g.pieceKeys[index][cells[index]];
            }
        }
        int king = kingIndex(cells);
        Outcome outcome = null;
        if (g.corner[king]) {
            outcome = Outcome.win(Side.DEFENDERS, EndReason.KING_ESCAPED);
        } else if (rules.hasExitForts() && isExitFort(cells, king)) {
            outcome = Outcome.win(Side.DEFENDERS, EndReason.EXIT_FORT);
        } else if (rules.hasEncirclement() && isEncircled(cells)) {
            outcome = Outcome.win(Side.ATTACKERS, EndReason.ENCIRCLEMENT);
        } else if (!hasLegalMove(cells, sideToMove)) {
            outcome = rules.noLegalMove(sideToMove);
        }
        return new GameState(board, sideToMove, 0, null, outcome, hash, 0, king);
    }

    /**
     * Plays a move after the last state of {@code history} (the whole game so far, ply 0 first).
     *
     * @param pastEnd keep playing after the rules ended the game (only to study recorded games)
     * @throws IllegalMoveException when the rules refuse the move
     */
    GameState play(List<GameState> history, Move move, boolean pastEnd) {
        GameState current = history.get(history.size() - 1);
        if (current.isOver() && !pastEnd) {
            throw new IllegalMoveException(MoveError.GAME_OVER, "the game is over: " + describe(current.outcome()));
        }
        Side side = current.sideToMove();
        for (Square square : new Square[] {move.from(), move.to()}) {
            if (!g.contains(square)) {
                throw new IllegalMoveException(MoveError.OFF_BOARD, square + " is off the " + g.size + "x" + g.size + " board");
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
        long hash = current.hash ^ g.pieceKeys[from][piece] ^ g.pieceKeys[to][piece] ^ g.defendersToMoveKey;
        int captureCount = findCaptures(next, to, side);
        for (int i = 0; i < captureCount; i++) {
            int square = captured[i];
            hash ^= g.pieceKeys[square][next[square]];
            next[square] = Cells.EMPTY;
        }
        int king = piece == Cells.KING ? to : current.kingCell;
        boolean kingCaptured = side == Side.ATTACKERS && isKingCaptured(next, king, to);
        Ply ply = new Ply(side, move.from(), move.to(), captureSquares(captureCount), kingCaptured);
        checkClaimedCaptures(move, ply);

        Side nextSide = side.opponent();
        int sinceCapture = captureCount > 0 ? 0 : current.pliesSinceCapture + 1;
        Outcome outcome;
        if (kingCaptured) {
            outcome = Outcome.win(Side.ATTACKERS, EndReason.KING_CAPTURED);
        } else if (g.corner[king]) {
            outcome = Outcome.win(Side.DEFENDERS, EndReason.KING_ESCAPED);
        } else if (rules.hasExitForts() && isExitFort(next, king)) {
            outcome = Outcome.win(Side.DEFENDERS, EndReason.EXIT_FORT);
        } else if (rules.hasEncirclement() && side == Side.ATTACKERS
                && mayEncircle(current, next, to, captureCount) && isEncircled(next)) {
            outcome = Outcome.win(Side.ATTACKERS, EndReason.ENCIRCLEMENT);
        } else if (rules.hasRepetitionLoss() && occurrences(history, next, hash, sinceCapture) >= 2) {
            outcome = Outcome.win(Side.ATTACKERS, EndReason.REPETITION);
        } else if (!canStepInto(next, from, nextSide) && !hasLegalMove(next, nextSide)) {
            outcome = rules.noLegalMove(nextSide);
        } else {
            outcome = null;
        }
        return new GameState(new Board(g, next), nextSide, current.ply() + 1, ply, outcome, hash, sinceCapture, king);
    }

    private void checkPath(Move move, byte[] cells, int from, int to, byte piece, Side side) {
        if (piece == Cells.EMPTY) {
            throw new IllegalMoveException(MoveError.NO_PIECE, "there is no piece on " + move.from());
        }
        if (!Cells.belongsTo(piece, side)) {
            throw new IllegalMoveException(MoveError.NOT_YOUR_PIECE, move.from() + " holds " + pieceName(piece)
                    + ", but it is the " + side.id() + "' turn");
        }
        int step = stepBetween(move.from(), move.to());
        if (step == 0) {
            throw new IllegalMoveException(MoveError.NOT_STRAIGHT, from == to
                    ? "a move must leave its square: " + move.path()
                    : move.path() + " is not along a rank or a file");
        }
        for (int square = from + step; ; square += step) {
            if (cells[square] != Cells.EMPTY) {
                throw new IllegalMoveException(MoveError.BLOCKED, square == to
                        ? move.to() + " is occupied by " + pieceName(cells[square])
                        : "the way from " + move.from() + " to " + move.to() + " is blocked at " + g.square(square));
            }
            if (square == to) {
                break;
            }
            if (square == g.throne && piece != Cells.KING && !rules.othersMayCrossThrone()) {
                throw new IllegalMoveException(MoveError.RESTRICTED,
                        "only the king may pass over the throne (" + g.square(square) + ") in " + rules.id());
            }
        }
        if (g.restricted[to] && piece != Cells.KING) {
            throw new IllegalMoveException(MoveError.RESTRICTED, move.to() + " is "
                    + (to == g.throne ? "the throne" : "a corner") + ": only the king may stop there");
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
            String real = ply.captures().isEmpty() ? "nothing" : String.join(", ", ply.captures().stream().map(Square::toString).toList());
            throw new IllegalMoveException(MoveError.CAPTURE_MISMATCH, move + " claims captures that differ from the real ones: "
                    + ply.from() + "-" + ply.to() + " captures " + real + (ply.kingCaptured() ? " (and the king, never written)" : ""));
        }
    }

    /** Custodial captures and shieldwalls made by the piece that just landed on {@code to}; fills {@link #captured}. */
    private int findCaptures(byte[] cells, int to, Side mover) {
        byte victim = mover == Side.ATTACKERS ? Cells.DEFENDER : Cells.ATTACKER;
        int count = 0;
        for (int step : g.steps) {
            int neighbour = to + step;
            if (cells[neighbour] != victim) {
                continue;
            }
            int far = neighbour + step;
            byte farCell = cells[far];
            if (Cells.belongsTo(farCell, mover) || (g.restricted[far] && isHostileSquare(far, victim, farCell))) {
                captured[count++] = neighbour;
            }
        }
        if (rules.hasShieldwalls() && g.edge[to]) {
            count = findShieldwalls(cells, to, mover, count);
        }
        sortInNotationOrder(count);
        return count;
    }

    private boolean isHostileSquare(int square, byte victim, byte cell) {
        return g.corner[square] || rules.throneIsHostileTo(victim, cell);
    }

    /**
     * Rows of two or more enemy pieces along the edge the mover landed on, bracketed at the far end by the mover's
     * piece or a corner and covered in front by the mover's pieces, fall as a whole (the king survives in one).
     */
    private int findShieldwalls(byte[] cells, int to, Side mover, int count) {
        for (int outward : g.steps) {
            if (cells[to + outward] != Cells.OFF) {
                continue;
            }
            for (int along : g.steps) {
                if (along == outward || along == -outward) {
                    continue;
                }
                int end = to + along;
                while (cells[end] != Cells.OFF && cells[end] != Cells.EMPTY && !Cells.belongsTo(cells[end], mover)) {
                    end += along;
                }
                int length = (end - to) / along - 1;
                if (length < 2 || !(Cells.belongsTo(cells[end], mover) || g.corner[end])) {
                    continue;
                }
                boolean covered = true;
                for (int square = to + along; square != end && covered; square += along) {
                    covered = Cells.belongsTo(cells[square - outward], mover);
                }
                if (!covered) {
                    continue;
                }
                for (int square = to + along; square != end; square += along) {
                    if (cells[square] != Cells.KING && !isCaptured(square, count)) {
                        captured[count++] = square;
                    }
                }
            }
        }
        return count;
    }

    private boolean isCaptured(int square, int count) {
        for (int i = 0; i < count; i++) {
            if (captured[i] == square) {
                return true;
            }
        }
        return false;
    }

    private void sortInNotationOrder(int count) {
        for (int i = 1; i < count; i++) {
            int square = captured[i];
            int key = notationKey(square);
            int j = i - 1;
            while (j >= 0 && notationKey(captured[j]) > key) {
                captured[j + 1] = captured[j];
                j--;
            }
            captured[j + 1] = square;
        }
    }

    private int notationKey(int index) {
        return g.fileOf(index) * g.width + g.rankOf(index);
    }

    private List<Square> captureSquares(int count) {
        if (count == 0) {
            return List.of();
        }
        Square[] squares = new Square[count];
        for (int i = 0; i < count; i++) {
            squares[i] = g.square(captured[i]);
        }
        return Arrays.asList(squares);
    }

    /** The attacker that just landed on {@code movedTo} completes the ring around the king. */
    private boolean isKingCaptured(byte[] cells, int king, int movedTo) {
        if (Math.abs(movedTo - king) != 1 && Math.abs(movedTo - king) != g.width) {
            return false;
        }
        if (g.edge[king] && !rules.kingCapturableOnEdge()) {
            return false;
        }
        for (int step : g.steps) {
            int side = king + step;
            byte cell = cells[side];
            boolean closed = cell == Cells.ATTACKER
                    || side == g.throne
                    || (rules.edgeClosesKing() && (cell == Cells.OFF || g.corner[side]));
            if (!closed) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the attacker move onto {@code to} can have closed a ring, the position before it being open. A defender
     * move cannot (every square it leaves stays reachable), nor can the square the attacker left. A capture can: the
     * defender it takes may have been the one who reached the edge. Otherwise the one square the move took away
     * matters only if it was an edge square, or if it joined free squares that are not joined otherwise through the
     * eight squares around it.
     */
    private boolean mayEncircle(GameState before, byte[] cells, int to, int captureCount) {
        if (before.isOver() || captureCount > 0 || g.edge[to]) {
            return true;
        }
        int w = g.width;
        // The eight squares around, clockwise from above: sides at even places, diagonals at odd ones.
        int[] ring = {to + w, to + w + 1, to + 1, to - w + 1, to - w, to - w - 1, to - 1, to + w - 1};
        int freeSides = 0;
        int separateRuns = 0;
        for (int i = 0; i < 8; i += 2) {
            if (!isFree(cells[ring[i]])) {
                continue;
            }
            freeSides++;
            if (!(isFree(cells[ring[(i + 6) % 8]]) && isFree(cells[ring[(i + 7) % 8]]))) {
                separateRuns++;
            }
        }
        return freeSides > 1 && separateRuns > 1;
    }

    /** A square the encirclement search may walk through. */
    private static boolean isFree(byte cell) {
        return cell != Cells.ATTACKER && cell != Cells.OFF;
    }

    /** Whether a piece of {@code side} stands beside the square just left and may step onto it: a legal move. */
    private boolean canStepInto(byte[] cells, int vacated, Side side) {
        if (g.restricted[vacated]) {
            return false;
        }
        for (int step : g.steps) {
            if (Cells.belongsTo(cells[vacated + step], side)) {
                return true;
            }
        }
        return false;
    }

    /** Copenhagen 4.5: no edge square can be reached from any defender through squares free of attackers. */
    private boolean isEncircled(byte[] cells) {
        int mark = ++stamp;
        int head = 0;
        int tail = 0;
        for (int index : g.squares) {
            if (Cells.isDefending(cells[index])) {
                if (g.edge[index]) {
                    return false;
                }
                seen[index] = mark;
                queue[tail++] = index;
            }
        }
        while (head < tail) {
            int square = queue[head++];
            for (int step : g.steps) {
                int next = square + step;
                byte cell = cells[next];
                if (cell == Cells.OFF || cell == Cells.ATTACKER || seen[next] == mark) {
                    continue;
                }
                if (g.edge[next]) {
                    return false;
                }
                seen[next] = mark;
                queue[tail++] = next;
            }
        }
        return true;
    }

    /**
     * Copenhagen 4.4, our reading (RULES.md): the king on an edge with room to move, his region R touched only by
     * defender pieces, and every wall piece in the set P of defenders that no attacker move can ever capture.
     */
    private boolean isExitFort(byte[] cells, int king) {
        if (!g.edge[king]) {
            return false;
        }
        boolean room = false;
        for (int step : g.steps) {
            room |= cells[king + step] == Cells.EMPTY;
        }
        if (!room) {
            return false;
        }
        int region = ++stamp;
        int head = 0;
        int tail = 0;
        inRegion[king] = region;
        queue[tail++] = king;
        while (head < tail) {
            int square = queue[head++];
            for (int step : g.steps) {
                int next = square + step;
                byte cell = cells[next];
                if (cell == Cells.ATTACKER) {
                    return false;
                }
                // An empty corner joins R, but the walk stops there: nothing passes over a corner (RULES.md 3.2).
                if (cell == Cells.EMPTY && inRegion[next] != region && !g.corner[square]) {
                    inRegion[next] = region;
                    queue[tail++] = next;
                }
            }
        }
        int regionSize = tail;

        Arrays.fill(inFort, false);
        for (int index : g.squares) {
            inFort[index] = cells[index] == Cells.DEFENDER;
        }
        boolean removed = true;
        while (removed) {
            removed = false;
            for (int index : g.squares) {
                if (inFort[index] && !staysInFort(cells, index, region)) {
                    inFort[index] = false;
                    removed = true;
                }
            }
        }
        for (int i = 0; i < regionSize; i++) {
            int square = queue[i];
            for (int step : g.steps) {
                int wall = square + step;
                if (cells[wall] == Cells.DEFENDER && !inFort[wall]) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean staysInFort(byte[] cells, int piece, int region) {
        if (!isSafeNeighbour(cells, piece + 1, region) && !isSafeNeighbour(cells, piece - 1, region)) {
            return false;
        }
        if (!isSafeNeighbour(cells, piece + g.width, region) && !isSafeNeighbour(cells, piece - g.width, region)) {
            return false;
        }
        if (!g.edge[piece]) {
            return true;
        }
        int outward = g.outward(piece, cells);
        for (int along : g.steps) {
            if (along == outward || along == -outward) {
                continue;
            }
            for (int square = piece; ; square += along) {
                byte cell = cells[square];
                if (cell == Cells.KING || (cell == Cells.DEFENDER && inFort[square])) {
                    int front = square - outward;
                    if (inFort[front] || inRegion[front] == region) {
                        return true;
                    }
                } else {
                    if (cell == Cells.EMPTY && inRegion[square] == region && !g.restricted[square]) {
                        return true;
                    }
                    break;
                }
            }
        }
        return false;
    }

    /** A neighbour that can never become the far side of a capture of the piece beside it. */
    private boolean isSafeNeighbour(byte[] cells, int square, int region) {
        byte cell = cells[square];
        return cell == Cells.OFF
                || cell == Cells.KING
                || inFort[square]
                || (cell == Cells.EMPTY && inRegion[square] == region && !g.restricted[square]);
    }

    /** Copenhagen 4.6: how often this board with this side to move occurred before, since the last capture. */
    private static int occurrences(List<GameState> history, byte[] cells, long hash, int sinceCapture) {
        int ply = history.size();
        int count = 0;
        for (int earlier = ply - 2; earlier >= ply - sinceCapture && earlier >= 0; earlier -= 2) {
            GameState state = history.get(earlier);
            if (state.hash == hash && Arrays.equals(state.board().cells, cells)) {
                count++;
            }
        }
        return count;
    }

    boolean hasLegalMove(byte[] cells, Side side) {
        for (int index : g.squares) {
            byte piece = cells[index];
            if (!Cells.belongsTo(piece, side)) {
                continue;
            }
            for (int step : g.steps) {
                for (int square = index + step; cells[square] == Cells.EMPTY; square += step) {
                    if (!g.restricted[square] || piece == Cells.KING) {
                        return true;
                    }
                    if (square != g.throne || !rules.othersMayCrossThrone()) {
                        break;
                    }
                }
            }
        }
        return false;
    }

    /** Every legal move of the side to move, optionally only those of the piece on {@code from}. */
    List<Move> legalMoves(GameState state, Square from) {
        List<Move> moves = new ArrayList<>();
        if (state.isOver()) {
            return moves;
        }
        byte[] cells = state.board().cells;
        Side side = state.sideToMove();
        for (int file = 0; file < g.size; file++) {
            for (int rank = 0; rank < g.size; rank++) {
                int index = g.index(file, rank);
                byte piece = cells[index];
                if (!Cells.belongsTo(piece, side) || (from != null && (from.file() != file || from.rank() != rank))) {
                    continue;
                }
                Square origin = new Square(file, rank);
                for (int step : g.steps) {
                    for (int square = index + step; cells[square] == Cells.EMPTY; square += step) {
                        if (!g.restricted[square] || piece == Cells.KING) {
                            moves.add(new Move(origin, g.square(square)));
                        } else if (square != g.throne || !rules.othersMayCrossThrone()) {
                            break;
                        }
                    }
                }
            }
        }
        return moves;
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
