package com.taflpost.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * An immutable game: the ruleset and every state from the start to now. Playing a move returns a new game; the
 * old one stays as it was.
 */
public final class Game {
    private final Ruleset ruleset;
    private final List<GameState> states;

    private Game(Ruleset ruleset, List<GameState> states) {
        this.ruleset = ruleset;
        this.states = Collections.unmodifiableList(states);
    }

    /** A new game from a layout; the ruleset's first mover (the attackers, in every preset) moves first. */
    public static Game start(Ruleset ruleset, Layout layout) {
        return start(ruleset, layout.board(), ruleset.firstMover());
    }

    /** A new game from any position and side to move (a custom board). */
    public static Game start(Ruleset ruleset, Board board, Side sideToMove) {
        Engine engine = new Engine(ruleset, board.geometry);
        List<GameState> states = new ArrayList<>();
        states.add(engine.start(board, sideToMove));
        return new Game(ruleset, states);
    }

    static Game of(Ruleset ruleset, List<GameState> states) {
        return new Game(ruleset, states);
    }

    /**
     * Plays a move written in notation; captures, if written, must be the real ones.
     *
     * @throws IllegalMoveException with the reason, {@link MoveError#MALFORMED} for text that is not a move
     */
    public Game play(String move) {
        return play(parse(move));
    }

    public Game play(Move move) {
        GameState next = engine().play(current(), move, false, Repetition.scanningBack(states));
        List<GameState> longer = new ArrayList<>(states.size() + 1);
        longer.addAll(states);
        longer.add(next);
        return new Game(ruleset, longer);
    }

    /** Checks a move without playing it. */
    public Ply check(String move) {
        return engine().play(current(), parse(move), false, Repetition.scanningBack(states))
                .lastPly();
    }

    static Move parse(String move) {
        try {
            return Move.parse(move);
        } catch (NotationException e) {
            throw new IllegalMoveException(MoveError.MALFORMED, e.getMessage());
        }
    }

    /** Every legal move of the side to move; none once the game is over. */
    public List<Move> legalMoves() {
        return engine().legalMoves(current(), null);
    }

    /** The legal moves of the piece on {@code from}; none when it is not a piece of the side to move. */
    public List<Move> legalMovesFrom(Square from) {
        if (!board().contains(from)) {
            return List.of();
        }
        return engine().legalMoves(current(), from);
    }

    /**
     * Every legal move of the side to move as the ply it would be, with its captures, in the order of
     * {@link #legalMoves()}; none once the game is over.
     */
    public List<Ply> legalPlies() {
        return Collections.unmodifiableList(engine().legalPlies(current(), null));
    }

    /** The legal plies of the piece on {@code from}; none when it is not a piece of the side to move. */
    public List<Ply> legalPliesFrom(Square from) {
        if (!board().contains(from)) {
            return List.of();
        }
        return Collections.unmodifiableList(engine().legalPlies(current(), from));
    }

    private Engine engine() {
        return new Engine(ruleset, current().board().geometry);
    }

    public Ruleset ruleset() {
        return ruleset;
    }

    public GameState current() {
        return states.get(states.size() - 1);
    }

    public GameState start() {
        return states.get(0);
    }

    /** The state after {@code ply} moves, 0 being the start. */
    public GameState state(int ply) {
        return states.get(ply);
    }

    public List<GameState> states() {
        return states;
    }

    /** The moves played, in order. */
    public List<Ply> plies() {
        return states.subList(1, states.size()).stream().map(GameState::lastPly).toList();
    }

    public Board board() {
        return current().board();
    }

    public Side sideToMove() {
        return current().sideToMove();
    }

    public int ply() {
        return current().ply();
    }

    /** How the rules ended the game, or null while it goes on. */
    public Outcome outcome() {
        return current().outcome();
    }

    public boolean isOver() {
        return current().isOver();
    }
}
