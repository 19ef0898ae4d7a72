package com.taflpost.rules;

/**
 * The game after some number of plies: the board, whose turn it is, the move that led here and, once the rules
 * end the game, its outcome.
 */
public final class GameState {
    private final Board board;
    private final Side sideToMove;
    private final int ply;
    private final Ply lastPly;
    private final Outcome outcome;
    /** Zobrist hash of board and side to move, kept incrementally for the repetition rule. */
    final long hash;
    /** Plies since the last capture: no position before it can repeat, having more pieces. */
    final int pliesSinceCapture;
    /** The king's cell in the board's padded array, so no move has to look for him. */
    final int kingCell;
    /** How many attackers and defenders (the king not counted) stand on the board, kept up to date with captures. */
    final int attackers;

    final int defenders;

    /** A state whose pieces are counted on its board. */
    GameState(
            Board board,
            Side sideToMove,
            int ply,
            Ply lastPly,
            Outcome outcome,
            long hash,
            int pliesSinceCapture,
            int kingCell) {
        this(
                board,
                sideToMove,
                ply,
                lastPly,
                outcome,
                hash,
                pliesSinceCapture,
                kingCell,
                board.count(Piece.ATTACKER),
                board.count(Piece.DEFENDER));
    }

    GameState(
            Board board,
            Side sideToMove,
            int ply,
            Ply lastPly,
            Outcome outcome,
            long hash,
            int pliesSinceCapture,
            int kingCell,
            int attackers,
            int defenders) {
        this.board = board;
        this.sideToMove = sideToMove;
        this.ply = ply;
        this.lastPly = lastPly;
        this.outcome = outcome;
        this.hash = hash;
        this.pliesSinceCapture = pliesSinceCapture;
        this.kingCell = kingCell;
        this.attackers = attackers;
        this.defenders = defenders;
    }

    public Board board() {
        return board;
    }

    public Side sideToMove() {
        return sideToMove;
    }

    /** How many moves have been played to reach this state; 0 for the starting position. */
    public int ply() {
        return ply;
    }

    /** The move that led here, or null for the starting position. */
    public Ply lastPly() {
        return lastPly;
    }

    /** How the rules ended the game, or null while it goes on. */
    public Outcome outcome() {
        return outcome;
    }

    public boolean isOver() {
        return outcome != null;
    }

    /** The position string of the board (the side to move is {@link #sideToMove()}). */
    public String position() {
        return board.toString();
    }

    GameState withOutcome(Outcome newOutcome) {
        return new GameState(
                board, sideToMove, ply, lastPly, newOutcome, hash, pliesSinceCapture, kingCell, attackers, defenders);
    }

    @Override
    public String toString() {
        return "ply " + ply + " " + position() + " " + sideToMove.id() + (outcome == null ? "" : " " + outcome);
    }
}
