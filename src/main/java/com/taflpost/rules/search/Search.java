package com.taflpost.rules.search;

import com.taflpost.rules.Board;
import com.taflpost.rules.Outcome;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Position;
import com.taflpost.rules.Side;
import com.taflpost.rules.Square;
import com.taflpost.rules.Winner;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Iterative-deepening principal variation search over the legal plies of a position: each depth starts with the best
 * move of the one before, the transposition table, captures, killer moves and the history of cut-offs order the rest.
 * A search stops at its depth, its deadline or when asked to; the answer is the last depth it finished (or the best
 * move so far of the first). One search object is one thread's: it keeps its tables between the moves of a game.
 */
public final class Search {
    /** A won position's score, less one per ply to it, so that a nearer win scores higher. */
    public static final int WIN = 1_000_000;

    private static final int WON = WIN - 10_000;
    private static final int MAX_PLY = 128;
    /** How many plies of the king's threats and their answers a search plays out past its depth, unless told. */
    public static final int THREATS = 4;

    private static final int SQUARES = Square.MAX_BOARD_SIZE * Square.MAX_BOARD_SIZE;

    /**
     * What to search for at most: depth, plies of the king's threats past it (see {@link #horizon}), time, positions
     * visited (so that a search thinks as much on a busy machine as on an idle one, and the same each time), a way to
     * be stopped from outside (null for none) and how it gives way to more pressing work (see {@link Pause}).
     */
    public record Limits(int depth, int threats, long nanos, long positions, BooleanSupplier stopped, Pause pause) {
        public Limits {
            if (depth < 1 || depth > 64) {
                throw new IllegalArgumentException("depth must be 1 to 64");
            }
            if (threats < 0 || threats > 16) {
                throw new IllegalArgumentException("threats must be 0 to 16");
            }
            if (positions < 1) {
                throw new IllegalArgumentException("positions must be at least 1");
            }
        }

        public Limits(int depth, int threats, long nanos, BooleanSupplier stopped, Pause pause) {
            this(depth, threats, nanos, Long.MAX_VALUE, stopped, pause);
        }

        public Limits(int depth, int threats, long nanos, BooleanSupplier stopped) {
            this(depth, threats, nanos, stopped, Pause.NEVER);
        }

        public Limits(int depth, long nanos, BooleanSupplier stopped) {
            this(depth, THREATS, nanos, stopped);
        }
    }

    /**
     * What a search found: the best move, its score from the side to move's view, the line expected after it, how
     * deep it looked and how many positions it visited.
     */
    public record Result(Ply best, int score, List<Ply> principalVariation, int depth, long nodes, long nanos) {
        /** Whether the score says a side wins by force: then {@link #pliesToWin()} tells in how many plies. */
        public boolean decisive() {
            return Math.abs(score) >= WON;
        }

        public int pliesToWin() {
            return WIN - Math.abs(score);
        }
    }

    private final Evaluation evaluation;
    private final Noise noise;
    private final TranspositionTable table = new TranspositionTable(20);
    private final int[][] killers = new int[MAX_PLY][2];
    private final int[] history = new int[SQUARES * SQUARES];

    private long nodes;
    private long positions;
    private long deadline;
    private long latest;
    private Pause pause;
    private int threats;
    private BooleanSupplier stopped;

    /** A search with this evaluation, blurred by {@code noise} (see {@link Noise}). */
    public Search(Evaluation evaluation, Noise noise) {
        this.evaluation = evaluation;
        this.noise = noise;
    }

    private static final class Stop extends RuntimeException {
        Stop() {
            super(null, null, false, false);
        }
    }

    public Result search(Position root, Limits limits) {
        if (root.isOver()) {
            throw new IllegalArgumentException("the game is over: there is nothing to search");
        }
        long start = System.nanoTime();
        deadline = start + limits.nanos();
        latest = start + Math.min(limits.nanos(), Long.MAX_VALUE / 4) * 2;
        pause = limits.pause() == null ? Pause.NEVER : limits.pause();
        threats = limits.threats();
        stopped = limits.stopped() == null ? () -> false : limits.stopped();
        nodes = 0;
        positions = limits.positions();
        for (int[] pair : killers) {
            pair[0] = 0;
            pair[1] = 0;
        }
        Finished done = null;
        for (int depth = 1; depth <= limits.depth(); depth++) {
            try {
                int score = node(root, depth, -WIN - 1, WIN + 1, 0);
                done = finished(root, score, depth);
                if (Math.abs(score) >= WON && WIN - Math.abs(score) <= depth) {
                    break;
                }
            } catch (Stop stop) {
                break;
            }
            if (System.nanoTime() >= deadline) {
                break;
            }
        }
        if (done == null) {
            // not even the first depth finished: the table's best root move so far, else the first legal one
            done = finished(root, 0, 0);
        }
        // the positions and time of the whole search, the unfinished depth's included
        return new Result(
                done.line().get(0), done.score(), done.line(), done.depth(), nodes, System.nanoTime() - start);
    }

    /** The last depth a search finished: its line, read from the table before the next depth overwrites it. */
    private record Finished(List<Ply> line, int score, int depth) {}

    private Finished finished(Position root, int score, int depth) {
        List<Ply> line = principalVariation(root, Math.max(depth, 1));
        if (line.isEmpty()) {
            line = List.of(root.legalPlies().get(0));
        }
        return new Finished(line, score, depth);
    }

    /** The line the table holds from the root, each move checked legal, no longer than the depth searched. */
    private List<Ply> principalVariation(Position root, int depth) {
        List<Ply> line = new ArrayList<>();
        Position position = root;
        while (line.size() < depth && !position.isOver()) {
            int slot = table.find(position.hash());
            if (slot < 0) {
                break;
            }
            Ply next = find(position.legalPlies(), table.move(slot));
            if (next == null) {
                break;
            }
            line.add(next);
            position = position.play(next);
        }
        return line;
    }

    /** Gives way if asked to, then stops the search when its time is up or it is told to. */
    private void checkpoint() {
        long waited = pause.whileBusy(latest);
        if (waited > 0) {
            deadline = Math.min(deadline + waited, latest);
        }
        if (System.nanoTime() >= deadline || stopped.getAsBoolean()) {
            throw new Stop();
        }
    }

    private int node(Position position, int depth, int alpha, int beta, int ply) {
        visit();
        if (position.isOver()) {
            return ended(position, ply);
        }
        if (depth == 0 || ply >= MAX_PLY - 1) {
            return horizon(position, alpha, beta, ply, threats);
        }
        int slot = table.find(position.hash());
        int remembered = 0;
        if (slot >= 0) {
            remembered = table.move(slot);
            if (ply > 0 && table.depth(slot) >= depth) {
                int score = fromTable(table.score(slot), ply);
                byte bound = table.bound(slot);
                if (bound == TranspositionTable.EXACT
                        || (bound == TranspositionTable.LOWER && score >= beta)
                        || (bound == TranspositionTable.UPPER && score <= alpha)) {
                    return score;
                }
            }
        }
        List<Ply> plies = ordered(position.legalPlies(), remembered, ply);
        int best = -WIN - 1;
        int bestMove = 0;
        int start = alpha;
        boolean first = true;
        for (Ply move : plies) {
            Position next = position.play(move);
            int score;
            if (first) {
                score = -node(next, depth - 1, -beta, -alpha, ply + 1);
                first = false;
            } else {
                score = -node(next, depth - 1, -alpha - 1, -alpha, ply + 1);
                if (score > alpha && score < beta) {
                    score = -node(next, depth - 1, -beta, -alpha, ply + 1);
                }
            }
            if (score > best) {
                best = score;
                bestMove = key(move);
            }
            if (score > alpha) {
                alpha = score;
            }
            if (alpha >= beta) {
                if (move.captures().isEmpty()) {
                    remember(move, ply, depth);
                }
                break;
            }
        }
        byte bound = best <= start
                ? TranspositionTable.UPPER
                : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
        table.store(position.hash(), depth, toTable(best, ply), bound, bestMove);
        return best;
    }

    /**
     * Past the depth, the king's threats are played out, as a chess engine plays out checks: a position is judged
     * only once the king has no road open that the attackers must close. The defenders may stand on the evaluation or
     * move the king where a road opens; the attackers, facing one road, must close it (or take the king); facing two,
     * they cannot, and the evaluation says so.
     */
    private int horizon(Position position, int alpha, int beta, int ply, int left) {
        if (position.isOver()) {
            return ended(position, ply);
        }
        Position.Features features = position.features();
        int standing = evaluation.score(position, features) + noise.of(position.hash());
        if (left == 0 || ply >= MAX_PLY - 1) {
            return standing;
        }
        Board board = position.state().board();
        if (position.sideToMove() == Side.ATTACKERS) {
            if (features.kingEscapesNow() != 1) {
                return standing;
            }
            List<Square> road = KingRoads.of(position).get(0);
            int best = standing - evaluation.unstoppable();
            for (Ply move : position.legalPlies()) {
                if (move.kingCaptured() || road.contains(move.to())) {
                    best = Math.max(
                            best, -horizon(next(position, move), -beta, -Math.max(alpha, best), ply + 1, left - 1));
                    if (best >= beta) {
                        return best;
                    }
                }
            }
            return best;
        }
        if (features.kingEscapesNow() > 0 || standing >= beta) {
            return standing;
        }
        int best = standing;
        Square king = board.king();
        for (Square to : KingRoads.threats(position)) {
            Ply move = new Ply(Side.DEFENDERS, king, to, List.of(), false);
            best = Math.max(best, -horizon(next(position, move), -beta, -Math.max(alpha, best), ply + 1, left - 1));
            if (best >= beta) {
                return best;
            }
        }
        return best;
    }

    private Position next(Position position, Ply move) {
        visit();
        return position.play(move);
    }

    /** Counts a position, stopping the search at its last, and looks at the time and the pause now and then. */
    private void visit() {
        if (nodes >= positions) {
            throw new Stop();
        }
        if ((++nodes & 1023) == 0) {
            checkpoint();
        }
    }

    /** The score of an ended game for the side to move, who has just been beaten, unless it is a draw. */
    private static int ended(Position position, int ply) {
        Outcome outcome = position.outcome();
        if (outcome.winner() == Winner.DRAW) {
            return 0;
        }
        boolean won = outcome.winner() == Winner.of(position.sideToMove());
        return won ? WIN - ply : -(WIN - ply);
    }

    /** The table keeps win scores as plies from its position, so that they stay true wherever it is met again. */
    private static int toTable(int score, int ply) {
        return score >= WON ? score + ply : score <= -WON ? score - ply : score;
    }

    private static int fromTable(int score, int ply) {
        return score >= WON ? score - ply : score <= -WON ? score + ply : score;
    }

    private void remember(Ply move, int ply, int depth) {
        int key = key(move);
        if (killers[ply][0] != key) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = key;
        }
        int index = key - 1;
        history[index] = Math.min(history[index] + depth * depth, 1 << 24);
    }

    /** The table's move first, then the king's captures, captures by how many, killers, and the history of cut-offs. */
    private List<Ply> ordered(List<Ply> plies, int remembered, int ply) {
        List<Ply> moves = new ArrayList<>(plies);
        int[] rank = new int[moves.size()];
        List<Integer> order = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            Ply move = moves.get(i);
            int key = key(move);
            int value;
            if (key == remembered) {
                value = Integer.MAX_VALUE;
            } else if (move.kingCaptured()) {
                value = Integer.MAX_VALUE - 1;
            } else if (!move.captures().isEmpty()) {
                value = (1 << 28) + move.captures().size();
            } else if (key == killers[ply][0]) {
                value = (1 << 27) + 1;
            } else if (key == killers[ply][1]) {
                value = 1 << 27;
            } else {
                value = history[key - 1];
            }
            rank[i] = value;
            order.add(i);
        }
        order.sort(Comparator.comparingInt((Integer i) -> rank[i]).reversed());
        List<Ply> sorted = new ArrayList<>(moves.size());
        for (int i : order) {
            sorted.add(moves.get(i));
        }
        return Collections.unmodifiableList(sorted);
    }

    private static Ply find(List<Ply> plies, int key) {
        for (Ply ply : plies) {
            if (key(ply) == key) {
                return ply;
            }
        }
        return null;
    }

    /** A move as one number, never 0: its squares, files and ranks within the largest board. */
    static int key(Ply ply) {
        return 1 + index(ply.from()) * SQUARES + index(ply.to());
    }

    private static int index(Square square) {
        return square.file() + square.rank() * Square.MAX_BOARD_SIZE;
    }
}
