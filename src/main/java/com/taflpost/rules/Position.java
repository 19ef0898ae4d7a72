package com.taflpost.rules;

import java.util.Arrays;
import java.util.List;

/**
 * A position as a search walks it: the state, the way back to the last capture (all the repetition rule can look
 * at), and the facts about the board an evaluation weighs. Playing returns a new position and leaves this one as it
 * was. The positions of one walk share one engine, whose scratch space is not thread-safe: a walk belongs to one
 * thread, and {@link #of} starts a new one.
 */
public final class Position {
    private final Engine engine;
    private final Geometry g;
    private final GameState state;
    /** The position before this one, as far back as the last capture; null before that. */
    private final Position previous;

    private Position(Engine engine, GameState state, Position previous) {
        this.engine = engine;
        this.g = state.board().geometry;
        this.state = state;
        this.previous = state.pliesSinceCapture == 0 ? null : previous;
    }

    /** The game's current position, with the positions since its last capture for the repetition rule. */
    public static Position of(Game game) {
        Engine engine = new Engine(game.ruleset(), game.board().geometry);
        List<GameState> states = game.states();
        int first = Math.max(0, states.size() - 1 - game.current().pliesSinceCapture);
        Position position = null;
        for (int ply = first; ply < states.size(); ply++) {
            position = new Position(engine, states.get(ply), position);
        }
        return position;
    }

    public GameState state() {
        return state;
    }

    public Side sideToMove() {
        return state.sideToMove();
    }

    /** How the rules ended the game here, or null. */
    public Outcome outcome() {
        return state.outcome();
    }

    public boolean isOver() {
        return state.isOver();
    }

    /** The Zobrist hash of board and side to move: equal positions have equal hashes. */
    public long hash() {
        return state.hash;
    }

    /** Every legal move of the side to move, with its captures; none once the game is over. */
    public List<Ply> legalPlies() {
        return engine.legalPlies(state, null);
    }

    /** The position after a legal ply of {@link #legalPlies()}. */
    public Position play(Ply ply) {
        return new Position(engine, engine.play(state, new Move(ply.from(), ply.to()), false, this::occurrences), this);
    }

    /** How often the position occurred two, four, ... plies back, since the last capture. */
    private int occurrences(byte[] cells, Side sideToMove, long hash, int sinceCapture) {
        int count = 0;
        int back = 1;
        for (Position earlier = this; earlier != null && back <= sinceCapture; earlier = earlier.previous, back++) {
            if (back % 2 == 0 && earlier.state.hash == hash && Arrays.equals(earlier.state.board().cells, cells)) {
                count++;
            }
        }
        return count;
    }

    /** Whether the king wins by arriving on {@code square} under this position's rules. */
    public boolean isEscape(Square square) {
        return g.contains(square) && engine.terrain().escape[g.index(square)];
    }

    /** Whether only the king may stop on {@code square}: a corner or the throne, as the rules have them. */
    public boolean isRestricted(Square square) {
        return g.contains(square) && engine.terrain().restricted[g.index(square)];
    }

    /** What an evaluation weighs, counted on the board as it stands. */
    public Features features() {
        Terrain t = engine.terrain();
        byte[] cells = state.board().cells;
        int king = state.kingCell;
        int nextToKing = 0;
        for (int step : g.steps) {
            byte cell = cells[king + step];
            if (cell == Cells.ATTACKER || (king + step == t.throne && cell == Cells.EMPTY)) {
                nextToKing++;
            }
        }
        int escapesNow = 0;
        int escapesInTwo = 0;
        int kingMoves = 0;
        int cordon = 0;
        for (int step : g.steps) {
            int square = king + step;
            for (; cells[square] == Cells.EMPTY; square += step) {
                kingMoves++;
                if (t.escape[square]) {
                    escapesNow++;
                    break;
                } else if (escapesInSight(t, cells, square, step) > 0) {
                    escapesInTwo++;
                }
            }
            for (; cells[square] != Cells.OFF; square += step) {
                if (cells[square] == Cells.ATTACKER) {
                    cordon++;
                    break;
                }
            }
        }
        int cornerGuards = 0;
        int barrier = 0;
        int sealed = 0;
        int nearness = 0;
        boolean corners = t.escape == t.corner;
        if (corners) {
            int reach = engine.rules().corners() == Ruleset.Corners.BLOCKS ? 1 : 0;
            for (int corner : g.corners) {
                for (int square : g.squares) {
                    if (cells[square] == Cells.ATTACKER && near(corner, square)) {
                        cornerGuards++;
                    }
                }
                int held = 0;
                boolean closed = false;
                for (int diagonal = 2 + reach; diagonal <= 3 + reach; diagonal++) {
                    int onIt = barrierHeld(cells, corner, diagonal);
                    held += onIt;
                    closed |= onIt == diagonal + 1;
                }
                barrier += held;
                if (closed) {
                    sealed++;
                } else {
                    nearness += Math.max(0, g.size - distance(king, corner));
                }
            }
        } else {
            int file = g.fileOf(king);
            int rank = g.rankOf(king);
            int nearest = Math.min(Math.min(file, rank), Math.min(g.size - 1 - file, g.size - 1 - rank));
            nearness = 4 * (g.size / 2 - nearest);
        }
        return new Features(
                state.attackers,
                state.defenders,
                escapesNow,
                escapesInTwo,
                nextToKing,
                mobility(t, cells, Side.ATTACKERS),
                mobility(t, cells, Side.DEFENDERS),
                cornerGuards,
                barrier,
                sealed,
                kingMoves,
                cordon,
                nearness,
                g.size);
    }

    /**
     * How many escape squares the king would reach in one move from {@code square}, looking across the line he came
     * along only: on it he would have stopped there already.
     */
    private int escapesInSight(Terrain t, byte[] cells, int square, int cameAlong) {
        int seen = 0;
        for (int step : g.steps) {
            if (step == cameAlong || step == -cameAlong) {
                continue;
            }
            for (int next = square + step; cells[next] == Cells.EMPTY; next += step) {
                if (t.escape[next]) {
                    seen++;
                    break;
                }
            }
        }
        return seen;
    }

    /**
     * The attackers on the diagonal {@code diagonal} squares out from {@code corner}, from one edge to the other: a
     * full diagonal walls the corner off, as no piece moves diagonally.
     */
    private int barrierHeld(byte[] cells, int corner, int diagonal) {
        int fileStep = g.fileOf(corner) == 0 ? 1 : -1;
        int rankStep = g.rankOf(corner) == 0 ? g.width : -g.width;
        int held = 0;
        for (int along = 0; along <= diagonal; along++) {
            int square = corner + along * fileStep + (diagonal - along) * rankStep;
            if (cells[square] == Cells.ATTACKER) {
                held++;
            }
        }
        return held;
    }

    private int distance(int from, int to) {
        return Math.abs(g.fileOf(from) - g.fileOf(to)) + Math.abs(g.rankOf(from) - g.rankOf(to));
    }

    /** Whether {@code square} is within two files and ranks of {@code corner}: where attackers guard it. */
    private boolean near(int corner, int square) {
        int files = Math.abs(corner % g.width - square % g.width);
        int ranks = Math.abs(corner / g.width - square / g.width);
        return files <= 2 && ranks <= 2;
    }

    /** The squares the side's pieces can move to, counted once per piece and square. */
    private int mobility(Terrain t, byte[] cells, Side side) {
        int moves = 0;
        for (int index : g.squares) {
            byte piece = cells[index];
            if (!Cells.belongsTo(piece, side)) {
                continue;
            }
            for (int step : g.steps) {
                for (int square = index + step; cells[square] == Cells.EMPTY; square += step) {
                    if (!t.restricted[square] || piece == Cells.KING) {
                        moves++;
                    } else if (square != t.throne || !engine.rules().othersCrossThrone()) {
                        break;
                    }
                }
            }
        }
        return moves;
    }

    /**
     * The board facts tafl engines weigh: pieces left (the king not counted), the king's ways to an escape square in
     * one move and in two, the attackers (and the empty throne) next to him, each side's mobility, the attackers
     * standing guard near the corners and on the diagonals that wall them off, the corners walled off, the squares the
     * king can move to, his lines to the edges with an attacker on them (the cordon), and how near the king stands to the escapes still
     * open (for the corners, the board's size less his distance to each open corner; for the edges, four for each
     * step he has left the centre towards the nearest).
     */
    public record Features(
            int attackers,
            int defenders,
            int kingEscapesNow,
            int kingEscapesInTwo,
            int attackersNextToKing,
            int attackerMobility,
            int defenderMobility,
            int cornerGuards,
            int cornerBarrier,
            int sealedCorners,
            int kingMoves,
            int cordon,
            int kingNearEscape,
            int boardSize) {}
}
