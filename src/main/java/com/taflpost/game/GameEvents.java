package com.taflpost.game;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.catalog.ResultView;
import com.taflpost.clock.ClockView;
import com.taflpost.event.EventLog;
import com.taflpost.event.EventLog.NewEvent;
import com.taflpost.event.Recipients;
import com.taflpost.platform.Now;
import com.taflpost.player.Player;
import com.taflpost.rules.Game;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@link GameService} tells the players, written in the transaction of the change (see {@link EventLog#raise}):
 * a game that starts, a move, whose turn it is, and the result.
 */
@ApplicationScoped
public class GameEvents {
    static final String STARTED = "game-started";
    static final String MOVE = "move";
    static final String YOUR_TURN = "your-turn";
    static final String OVER = "game-over";

    /**
     * What every game event carries, so that a client need not read the game again: the game as it stands after the
     * change (its clock and deadline null without a clock).
     */
    record Change(
            String gameId,
            int ply,
            String move,
            String position,
            String sideToMove,
            String status,
            ResultView result,
            ClockView clock,
            Instant deadline) {}

    record Started(@JsonUnwrapped Change change, String attackers, String defenders) {}

    record Moved(@JsonUnwrapped Change change, String side) {}

    record YourTurn(@JsonUnwrapped Change change, String side) {}

    record Over(@JsonUnwrapped Change change, String winner, String reason) {}

    @Inject
    EventLog log;

    @Inject
    ObjectMapper json;

    @Inject
    Event<GameEnded> ended;

    @Inject
    Now now;

    /** The second player joined: both sides hear it, and the side to move that it is their turn. */
    public void started(GameEntity entity, Game game) {
        List<NewEvent> events = new ArrayList<>();
        Change change = change(entity, game);
        String started = write(new Started(change, name(entity.attackers), name(entity.defenders)));
        bothSides(entity, STARTED, started, events);
        spectators(entity, STARTED, started, events);
        turn(entity, game, change, events);
        log.raise(events);
    }

    /**
     * What a move tells, written with the move itself (see {@link MoveWrites}): both sides hear it; then either the
     * side to move hears it is their turn, or both the result.
     */
    List<NewEvent> moved(GameEntity entity, Game game) {
        List<NewEvent> events = new ArrayList<>();
        var ply = game.current().lastPly();
        Change change = change(entity, game);
        String moved = write(new Moved(change, ply.side().id()));
        bothSides(entity, MOVE, moved, events);
        spectators(entity, MOVE, moved, events);
        if (entity.status == GameStatus.FINISHED) {
            over(entity, change, events);
        } else {
            turn(entity, game, change, events);
        }
        return events;
    }

    /** A move ended the game, and its events are written: {@link GameEnded} fires, in the move's transaction. */
    void endedByMove(GameEntity entity) {
        ended.fire(new GameEnded(entity));
    }

    /** The game ended without a move (a resignation or a timeout): both sides hear the result. */
    public void finished(GameEntity entity, Game game) {
        List<NewEvent> events = new ArrayList<>();
        over(entity, change(entity, game), events);
        log.raise(events);
        ended.fire(new GameEnded(entity));
    }

    private void over(GameEntity entity, Change change, List<NewEvent> events) {
        String over = write(new Over(change, entity.resultWinner.id(), entity.resultReason.id()));
        bothSides(entity, OVER, over, events);
        spectators(entity, OVER, over, events);
    }

    private void turn(GameEntity entity, Game game, Change change, List<NewEvent> events) {
        Side side = game.sideToMove();
        add(entity, side, YOUR_TURN, write(new YourTurn(change, side.id())), events);
    }

    /** The game as it stands after the change. */
    private Change change(GameEntity entity, Game game) {
        Ply last = game.current().lastPly();
        ClockView clock = entity.clock.view(game.sideToMove(), now.instant());
        boolean timed = !clock.type().equals("none");
        return new Change(
                entity.id,
                game.ply(),
                last == null ? null : last.notation(),
                game.current().position(),
                game.sideToMove().id(),
                entity.status.id(),
                GameViews.result(entity),
                timed ? clock : null,
                timed ? clock.deadline() : null);
    }

    /** The game's public stream ({@code GET /api/games/{id}/events}) hears the moves, starts and results. */
    private void spectators(GameEntity entity, String type, String payload, List<NewEvent> events) {
        events.add(new NewEvent(Recipients.game(entity.id), type, entity.id, payload));
    }

    private void bothSides(GameEntity entity, String type, String payload, List<NewEvent> events) {
        add(entity, Side.ATTACKERS, type, payload, events);
        add(entity, Side.DEFENDERS, type, payload, events);
    }

    private void add(GameEntity entity, Side side, String type, String payload, List<NewEvent> events) {
        String recipient;
        if (entity.anonymous) {
            recipient = Recipients.seat(entity.id, side);
        } else {
            Player player = entity.playerOf(side);
            if (player == null) {
                return;
            }
            recipient = Recipients.player(player.id);
        }
        events.add(new NewEvent(recipient, type, entity.id, payload));
    }

    private String write(Object payload) {
        try {
            return json.writeValueAsString(payload);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the event " + payload, e);
        }
    }

    private static String name(Player player) {
        return player == null ? null : player.name;
    }
}
