package com.taflpost.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A game rebuilt from its move list: the one way the service turns stored moves into positions. It holds the
 * game up to the last legal move and, if a move was refused, that move with its ply and reason.
 */
public record Replay(Game game, IllegalMove illegalMove) {

    public static Replay of(Ruleset ruleset, Layout layout, List<String> moves) {
        return of(ruleset, layout.board(), ruleset.firstMover(), moves);
    }

    public static Replay of(Ruleset ruleset, Board start, Side sideToMove, List<String> moves) {
        return replay(ruleset, start, sideToMove, moves, false);
    }

    /**
     * Replays a recorded game even past the point where our rules end it, so that every recorded move can be
     * checked; each state still carries the outcome our rules would give it.
     */
    static Replay throughEndings(Ruleset ruleset, Board start, Side sideToMove, List<String> moves) {
        return replay(ruleset, start, sideToMove, moves, true);
    }

    private static Replay replay(Ruleset ruleset, Board start, Side sideToMove, List<String> moves, boolean pastEnd) {
        Engine engine = new Engine(ruleset, start.geometry);
        // The tally keeps the repetition rule linear: n plies cost O(n), not a scan back per ply.
        Repetition.Tally seen = new Repetition.Tally();
        List<GameState> states = new ArrayList<>(moves.size() + 1);
        GameState state = engine.start(start, sideToMove);
        states.add(state);
        seen.record(state);
        IllegalMove illegal = null;
        for (int i = 0; i < moves.size(); i++) {
            String text = moves.get(i);
            try {
                state = engine.play(state, Game.parse(text), pastEnd, seen);
            } catch (IllegalMoveException e) {
                illegal = new IllegalMove(i + 1, text, e.error(), e.getMessage());
                break;
            }
            states.add(state);
            seen.record(state);
        }
        return new Replay(Game.of(ruleset, states), illegal);
    }

    public boolean isComplete() {
        return illegalMove == null;
    }
}
