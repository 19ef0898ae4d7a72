package com.taflpost.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.event.EventLog;
import com.taflpost.event.EventLog.NewEvent;
import com.taflpost.event.Recipients;
import com.taflpost.player.Player;
import com.taflpost.rules.Game;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
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

    record Started(String gameId, String attackers, String defenders, String sideToMove) {}

    record Moved(String gameId, int ply, String move, String side, String sideToMove, String status) {}

    record YourTurn(String gameId, int ply, String side) {}

    record Over(String gameId, int ply, String winner, String reason) {}

    @Inject
    EventLog log;

    @Inject
    ObjectMapper json;

    @Inject
    Event<GameEnded> ended;

    /** The second player joined: both sides hear it, and the side to move that it is their turn. */
    public void started(GameEntity entity, Game game) {
        List<NewEvent> events = new ArrayList<>();
        Started started = new Started(
                entity.id,
                name(entity.attackers),
                name(entity.defenders),
                game.sideToMove().id());
        bothSides(entity, STARTED, started, events);
        turn(entity, game, events);
        log.raise(events);
    }

    /**
     * A move was played: both sides hear it; then either the side to move hears it is their turn, or both the result.
     */
    public void moved(GameEntity entity, Game game) {
        List<NewEvent> events = new ArrayList<>();
        var ply = game.current().lastPly();
        bothSides(
                entity,
                MOVE,
                new Moved(
                        entity.id,
                        game.ply(),
                        ply.notation(),
                        ply.side().id(),
                        game.sideToMove().id(),
                        entity.status.id()),
                events);
        if (entity.status == GameStatus.FINISHED) {
            over(entity, game, events);
        } else {
            turn(entity, game, events);
        }
        log.raise(events);
    }

    /** The game ended without a move (a resignation or a timeout): both sides hear the result. */
    public void finished(GameEntity entity, Game game) {
        List<NewEvent> events = new ArrayList<>();
        over(entity, game, events);
        log.raise(events);
    }

    private void over(GameEntity entity, Game game, List<NewEvent> events) {
        bothSides(
                entity,
                OVER,
                new Over(entity.id, game.ply(), entity.resultWinner.id(), entity.resultReason.id()),
                events);
        ended.fire(new GameEnded(entity));
    }

    private void turn(GameEntity entity, Game game, List<NewEvent> events) {
        Side side = game.sideToMove();
        add(entity, side, YOUR_TURN, new YourTurn(entity.id, game.ply(), side.id()), events);
    }

    private void bothSides(GameEntity entity, String type, Object payload, List<NewEvent> events) {
        add(entity, Side.ATTACKERS, type, payload, events);
        add(entity, Side.DEFENDERS, type, payload, events);
    }

    private void add(GameEntity entity, Side side, String type, Object payload, List<NewEvent> events) {
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
        events.add(new NewEvent(recipient, type, entity.id, write(payload)));
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
