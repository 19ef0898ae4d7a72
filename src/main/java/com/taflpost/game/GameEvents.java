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
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * What a game tells its players and spectators, written in the transaction of the change (see {@link EventLog#raise}):
 * a game that starts, a move, whose turn it is, and the result.
 */
@ApplicationScoped
public class GameEvents {
    public static final String STARTED = "game-started";
    public static final String MOVE = "move";
    static final String YOUR_TURN = "your-turn";
    public static final String OVER = "game-over";
    public static final String ABORTED = "game-aborted";
    static final String TAKEBACK_CANCELLED = "takeback-cancelled";

    /**
     * What every game event carries, so that a client need not read the game again: the game as it stands after the
     * change (its clock and deadline null without a clock).
     */
    public record GameNow(
            String gameId,
            int ply,
            String move,
            String position,
            String sideToMove,
            String status,
            ResultView result,
            ClockView clock,
            Instant deadline) {}

    record Started(@JsonUnwrapped GameNow now, String attackers, String defenders) {}

    record Moved(@JsonUnwrapped GameNow now, String side) {}

    record YourTurn(@JsonUnwrapped GameNow now, String side) {}

    record Over(@JsonUnwrapped GameNow now, String winner, String reason) {}

    record Aborted(@JsonUnwrapped GameNow now, String by) {}

    /** An offer that ended unanswered: the game as it stands, and the side that had offered. */
    public record OfferEnded(@JsonUnwrapped GameNow now, String by) {}

    @Inject
    EventLog log;

    @Inject
    ObjectMapper json;

    @Inject
    Now time;

    /** The second player joined: both sides hear it, and the side to move that it is their turn. */
    public void started(GameEntity entity, Game game) {
        List<NewEvent> events = new ArrayList<>();
        GameNow now = gameNow(entity, game);
        String started = write(new Started(now, name(entity.attackers), name(entity.defenders)));
        bothSides(entity, STARTED, started, events);
        spectators(entity, STARTED, started, events);
        turn(entity, game, now, events);
        log.raise(events);
    }

    /**
     * Games that started together from the same start (a tournament's rounds): their players hear it as {@link
     * #started} tells them, in one write. The spectators' streams are left out: nobody watches a game made a moment
     * ago, and each stream written to is a lock held until commit, which a large tournament's thousands of games
     * would run out of.
     */
    public void startedAll(List<GameEntity> entities, Game game) {
        List<NewEvent> events = new ArrayList<>();
        for (GameEntity entity : entities) {
            GameNow now = gameNow(entity, game);
            bothSides(entity, STARTED, write(new Started(now, name(entity.attackers), name(entity.defenders))), events);
            turn(entity, game, now, events);
        }
        log.raise(events);
    }

    /**
     * What a move tells, written with the move itself (see {@link GameStore#writeMove}): both sides hear it; then
     * either the side to move hears it is their turn, or both the result.
     */
    public List<NewEvent> moved(GameEntity entity, Game game) {
        List<NewEvent> events = new ArrayList<>();
        var ply = game.current().lastPly();
        GameNow now = gameNow(entity, game);
        String moved = write(new Moved(now, ply.side().id()));
        bothSides(entity, MOVE, moved, events);
        spectators(entity, MOVE, moved, events);
        if (entity.status == GameStatus.FINISHED) {
            over(entity, now, events);
        } else {
            turn(entity, game, now, events);
        }
        return events;
    }

    /** The game ended without a move (see {@link GameEnding}): both sides and spectators hear the result. */
    void over(GameEntity entity, Game game) {
        log.raise(overEvents(entity, game));
    }

    /** What {@link #over} tells, to be written with other games' (the timeout sweeper's batch). */
    public List<NewEvent> overEvents(GameEntity entity, Game game) {
        List<NewEvent> events = new ArrayList<>();
        over(entity, gameNow(entity, game), events);
        return events;
    }

    /** A player aborted the game: both sides and spectators hear it, by whom. */
    public void aborted(GameEntity entity, Game game, Side by) {
        List<NewEvent> events = new ArrayList<>();
        String aborted = write(new Aborted(gameNow(entity, game), by.id()));
        bothSides(entity, ABORTED, aborted, events);
        spectators(entity, ABORTED, aborted, events);
        log.raise(events);
    }

    /**
     * A control's event ({@code payload}, written as JSON) to both sides, and to the game's public stream too when
     * {@code spectators}: the one way the controls beside moving (takebacks, rematches, chat, added time) tell of
     * themselves, in the caller's transaction.
     */
    public void tellBothSides(GameEntity entity, String type, Object payload, boolean spectators) {
        List<NewEvent> events = new ArrayList<>();
        String written = write(payload);
        bothSides(entity, type, written, events);
        if (spectators) {
            spectators(entity, type, written, events);
        }
        log.raise(events);
    }

    /**
     * The same, not written but returned, to go with a change that writes its events itself (a move that cancels an
     * offer: see {@link GameStore#writeMove}).
     */
    public List<NewEvent> toBothSides(GameEntity entity, String type, Object payload, boolean spectators) {
        List<NewEvent> events = new ArrayList<>();
        String written = write(payload);
        bothSides(entity, type, written, events);
        if (spectators) {
            spectators(entity, type, written, events);
        }
        return events;
    }

    /**
     * A move ends a pending takeback offer (the store clears it with the move): both sides hear it is cancelled, in
     * the move's write. The core tells it, as it is the core's write that ends the offer.
     */
    List<NewEvent> takebackCancelled(GameEntity entity, Game next) {
        return toBothSides(
                entity,
                TAKEBACK_CANCELLED,
                new OfferEnded(gameNow(entity, next), entity.takebackOfferedBy.id()),
                false);
    }

    /** The same to one side only (an offer to the opponent, say). */
    public void tellSide(GameEntity entity, Side side, String type, Object payload) {
        List<NewEvent> events = new ArrayList<>();
        add(entity, side, type, write(payload), events);
        log.raise(events);
    }

    /** A control's event to one side and to the game's public stream: news anyone may see (a vacation). */
    public void tellSideAndWatchers(GameEntity entity, Side side, String type, Object payload) {
        List<NewEvent> events = new ArrayList<>();
        String written = write(payload);
        add(entity, side, type, written, events);
        spectators(entity, type, written, events);
        log.raise(events);
    }

    /** A control's event to the game's public stream only (the spectators' chat). */
    public void tellSpectators(GameEntity entity, String type, Object payload) {
        List<NewEvent> events = new ArrayList<>();
        spectators(entity, type, write(payload), events);
        log.raise(events);
    }

    private void over(GameEntity entity, GameNow now, List<NewEvent> events) {
        String over = write(new Over(now, entity.resultWinner.id(), entity.resultReason.id()));
        bothSides(entity, OVER, over, events);
        spectators(entity, OVER, over, events);
    }

    private void turn(GameEntity entity, Game game, GameNow now, List<NewEvent> events) {
        Side side = game.sideToMove();
        add(entity, side, YOUR_TURN, write(new YourTurn(now, side.id())), events);
    }

    /** The game as it stands after the change. */
    public GameNow gameNow(GameEntity entity, Game game) {
        Ply last = game.current().lastPly();
        ClockView clock = entity.clock.view(game.sideToMove(), time.instant());
        boolean timed = !clock.type().equals("none");
        return new GameNow(
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
            // the seat's holder listens with the token of the rematch chain's first game
            recipient = Recipients.seat(entity.firstSeatGame(), entity.firstSeatSide(side));
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
