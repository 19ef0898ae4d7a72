package com.taflpost.game;

import com.taflpost.event.EventLog.NewEvent;
import com.taflpost.platform.Now;
import com.taflpost.rules.Game;
import com.taflpost.rules.Outcome;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import java.util.List;

/**
 * The one way a game ends, whatever ends it (a move, a resignation, a timeout, a tournament's forfeit or
 * adjudication): the result and its reason, the clock stopped, the status, the game-over events and {@link GameEnded},
 * which ratings and tournament standings observe, all in the transaction that stores the result, so that they
 * commit with it or not at all.
 */
@ApplicationScoped
public class GameEnding {
    @Inject
    GameStore store;

    @Inject
    GameEvents events;

    @Inject
    Event<GameEnded> ended;

    @Inject
    Now now;

    @Inject
    ConditionalReplies replies;

    /**
     * A move ended the game: {@code game}, the copy the move was played on (its time and clock already moved on), gets
     * the result the rules give, and the move is written with its events and the ending in a transaction of its own.
     */
    void byMove(GameEntity game, Game next, String notation) {
        QuarkusTransaction.requiringNew().run(() -> byMoveNow(game, next, notation));
    }

    /** The same in the caller's transaction (a conditional reply's, which writes more with it). */
    public void byMoveNow(GameEntity game, Game next, String notation) {
        Outcome outcome = next.outcome();
        game.clock = game.clock.stop(next.sideToMove(), game.updatedAt);
        game.finish(outcome.winner(), ResultReason.of(outcome.reason()));
        List<NewEvent> told = events.moved(game, next);
        store.writeMoveNow(game, notation, told);
        ended.fire(new GameEnded(game, next.ply()));
    }

    /** {@code side} resigns, on either turn: the other side wins. {@code game} is managed, in the caller's transaction. */
    void resign(GameEntity game, Game replayed, Side side) {
        game.updatedAt = now.instant();
        game.clock = game.clock.stop(replayed.sideToMove(), game.updatedAt);
        end(game, replayed, Winner.of(side.opponent()), ResultReason.RESIGNATION);
    }

    /** The side to move ran out of time at the deadline: the other side wins. */
    public void timeOut(GameEntity game) {
        Game replayed = timedOut(game);
        end(game, replayed, game.resultWinner, ResultReason.TIMEOUT);
    }

    /**
     * What running out of time changes on {@code game}, in memory only: its time is its deadline's, the side to move
     * has none left and loses. The game as replayed, which its events show.
     */
    public static Game timedOut(GameEntity game) {
        Game replayed = game.replay();
        Side toMove = game.sideToMove(game.moves.size());
        game.updatedAt = game.clock.deadline();
        game.clock = game.clock.timedOut(toMove);
        game.finish(Winner.of(toMove.opponent()), ResultReason.TIMEOUT);
        return replayed;
    }

    /** Ended off the board (a tournament's forfeit or adjudication): {@code winner} wins, for {@code reason}. */
    void offBoard(GameEntity game, Game replayed, Winner winner, ResultReason reason) {
        game.updatedAt = now.instant();
        game.clock = game.clock.stop(replayed.sideToMove(), game.updatedAt);
        end(game, replayed, winner, reason);
    }

    private void end(GameEntity game, Game replayed, Winner winner, ResultReason reason) {
        game.finish(winner, reason);
        // lines prepared for a game that ended off the board would never be played, nor read
        if (game.conditionalSide != null) {
            replies.drop(game.id);
        }
        store.save();
        events.over(game, replayed);
        ended.fire(new GameEnded(game, replayed.ply()));
    }
}
