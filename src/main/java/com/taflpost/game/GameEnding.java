package com.taflpost.game;

import com.taflpost.event.EventLog;
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
 * The one way a game ends, whatever ends it (a move, a resignation, a timeout on a read or in the sweeper's batch, a
 * tournament's forfeit or adjudication, an abort, a record imported finished): the result and its reason, the clock
 * stopped, the status, the game-over events and {@link GameEnded}, which ratings and tournament standings observe, all
 * in the transaction that stores the result, so that they commit with it or not at all. No other class writes a result
 * (ArchitectureTest keeps it so; EndReasonsTest lists each reason with its way here).
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
    GameBatches batches;

    @Inject
    EventLog log;

    @Inject
    ConditionalReplies replies;

    /**
     * A move ended the game: {@code game}, the copy the move was played on (its time and clock already moved on), gets
     * the result the rules give, and the move is written with its events and the ending in a transaction of its own;
     * the copy then holds the move, as after any move written.
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
        // what observes the ending (the explorer's index) sees the game with the move that ended it
        GameStore.moved(game, notation);
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

    /**
     * Games that ran out of time, settled as a set by the sweeper's batch: each locked and already {@link #timedOut},
     * {@code told} their game-over events. Their rows in one statement, their prepared lines dropped, the events in as
     * few writes as the log allows, then {@link GameEnded} for each in the order given, {@code afterEach} run after each
     * (a sweep lets go there of what the observers loaded).
     */
    public void timedOutAll(List<GameEntity> games, List<Game> replayed, List<NewEvent> told, Runnable afterEach) {
        List<String> withLines = games.stream()
                .filter(g -> g.conditionalSide != null)
                .map(g -> g.id)
                .toList();
        // every row was locked and read as committed: each is written
        if (batches.writeTimeouts(games).size() != games.size()) {
            throw new IllegalStateException("a locked game changed under the sweeper");
        }
        // lines prepared for a game that ended off the board would never be played, nor read
        if (!withLines.isEmpty()) {
            replies.dropAll(withLines);
        }
        log.raise(told);
        for (int i = 0; i < games.size(); i++) {
            ended.fire(new GameEnded(games.get(i), replayed.get(i).ply()));
            afterEach.run();
        }
    }

    /**
     * {@code side} aborts the game before it really began ({@code game} managed, in the caller's transaction): the
     * clocks stop and both sides and the spectators hear it. No result, so no {@link GameEnded}: there is nothing to
     * rate nor to count in a standing.
     */
    public void abort(GameEntity game, Game replayed, Side side) {
        game.updatedAt = now.instant();
        game.clock = game.clock.stop(replayed.sideToMove(), game.updatedAt);
        game.status = GameStatus.ABORTED;
        store.save();
        events.aborted(game, replayed, side);
    }

    /**
     * A game imported from a record that ended there gets the record's result, before it is first stored. Nobody
     * listens to a game not yet stored and an imported game is never rated: no events, no {@link GameEnded}.
     */
    public static void recorded(GameEntity game, Winner winner, ResultReason reason) {
        game.finish(winner, reason);
    }
}
