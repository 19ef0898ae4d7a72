package com.taflpost.game;

import com.taflpost.rules.Game;
import com.taflpost.rules.Move;
import com.taflpost.rules.Square;
import java.util.List;

/** The legal moves of a game in canonical notation, each with the captures it would make. */
public final class LegalMoves {
    private LegalMoves() {
    }

    /** Every legal move, or those of the piece on {@code from} when it is not null. */
    public static List<String> of(Game game, Square from) {
        List<Move> moves = from == null ? game.legalMoves() : game.legalMovesFrom(from);
        return moves.stream().map(move -> game.check(move.toString()).notation()).toList();
    }
}
