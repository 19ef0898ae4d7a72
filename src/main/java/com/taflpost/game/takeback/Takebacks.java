package com.taflpost.game.takeback;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.taflpost.auth.Caller;
import com.taflpost.clock.GameClock;
import com.taflpost.event.EventLog.NewEvent;
import com.taflpost.fairplay.PositionKey;
import com.taflpost.game.ConditionalReplies;
import com.taflpost.game.Conflicts;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameEvents;
import com.taflpost.game.GameService;
import com.taflpost.game.GameStatus;
import com.taflpost.game.GameStore;
import com.taflpost.game.GameView;
import com.taflpost.game.GameViews;
import com.taflpost.game.KnownGames;
import com.taflpost.game.Problems;
import com.taflpost.http.CachedJsonList;
import com.taflpost.platform.Now;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Game;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A player asks to take back their last move (and the opponent's reply after it, if any); the opponent accepts or
 * declines. The offer is kept on the game's row ({@code takeback_offered_by}), so that any move clears it in the same
 * write; an accepted takeback cuts the moves, their times and clocks with one conditional update on the version read,
 * and puts the clocks back to what they were at that ply, so that it and a concurrent move never both apply.
 */
@ApplicationScoped
public class Takebacks {
    static final String OFFERED = "takeback-offered";
    static final String ACCEPTED = "takeback-accepted";
    static final String DECLINED = "takeback-declined";

    @Inject
    Event<TakenBack> takenBack;

    @Inject
    GameService games;

    @Inject
    GameStore store;

    @Inject
    GameEvents events;

    @Inject
    GameViews views;

    @Inject
    KnownGames knownGames;

    @Inject
    Now now;

    @Inject
    ConditionalReplies replies;

    @Schema(name = "TakebackOffer", description = "A takeback offer waiting for the opponent's answer")
    public record TakebackOffer(
            @Schema(description = "The game's id", examples = "Xk3p9QaZ2m")
            String gameId,

            @Schema(
                    description = "The side that offered",
                    enumeration = {"attackers", "defenders"},
                    examples = "attackers")
            String by,

            @Schema(description = "The game's ply now", examples = "7")
            int ply,

            @Schema(description = "The ply the game goes back to if the offer is accepted", examples = "5")
            int toPly) {}

    /** takeback-offered, to the opponent: the game as it stands, who offered and the ply it would go back to. */
    record Offered(@JsonUnwrapped GameEvents.GameNow now, String by, int toPly) {}

    /** takeback-accepted, to both sides and spectators: the game taken back, who offered and the ply it left. */
    record Accepted(@JsonUnwrapped GameEvents.GameNow now, String by, int fromPly) {}

    /** The ply the game goes back to when {@code side} takes back its last move: -1 when it has not moved. */
    static int targetPly(GameEntity entity, int ply, Side side) {
        for (int i = ply - 1; i >= 0; i--) {
            if (entity.sideToMove(i) == side) {
                return i;
            }
        }
        return -1;
    }

    /** The caller's side offers to take back its last move; offering again answers with the same offer. */
    public TakebackOffer offer(String id, Caller caller) {
        GameService.requireToken(caller);
        return Conflicts.retrying(() -> offerOnce(id, caller), Problems::writeConflict);
    }

    private TakebackOffer offerOnce(String id, Caller caller) {
        GameService.Loaded loaded = games.load(id);
        GameEntity entity = loaded.entity();
        Game game = loaded.game();
        Side side = GameService.seat(entity, caller);
        Problems.requireActive(entity);
        if (!entity.takebacksAllowed()) {
            throw notAllowed(entity);
        }
        if (entity.takebackOfferedBy == side) {
            return offer(entity, game.ply());
        }
        if (entity.takebackOfferedBy != null) {
            throw new ApiException.Conflict(
                    "takeback-pending", "your opponent offers a takeback: accept or decline it first");
        }
        int target = targetPly(entity, game.ply(), side);
        if (target < 0) {
            throw new ApiException.Conflict("no-move-to-take-back", "you have not moved yet: nothing to take back");
        }
        entity.takebackOfferedBy = side;
        store.save();
        events.tellSide(entity, side.opponent(), OFFERED, new Offered(events.gameNow(entity, game), side.id(), target));
        return offer(entity, game.ply());
    }

    /** The offer waiting in the game, for its players; 404 no-takeback-offer when there is none. */
    public TakebackOffer pending(String id, Caller caller) {
        GameService.requireToken(caller);
        GameService.Loaded loaded = games.read(id);
        GameEntity entity = loaded.entity();
        GameService.seat(entity, caller);
        if (entity.status != GameStatus.ACTIVE || entity.takebackOfferedBy == null) {
            throw new ApiException.NotFound("no-takeback-offer", "no takeback offer waits in this game");
        }
        return offer(entity, entity.ply());
    }

    /** The opponent of the offering side declines: the offer ends, both sides hear it. */
    public TakebackOffer decline(String id, Caller caller) {
        GameService.requireToken(caller);
        return Conflicts.retrying(() -> declineOnce(id, caller), Problems::writeConflict);
    }

    private TakebackOffer declineOnce(String id, Caller caller) {
        GameService.Loaded loaded = games.load(id);
        GameEntity entity = loaded.entity();
        Side side = GameService.seat(entity, caller);
        Problems.requireActive(entity);
        Side by = requireOfferTo(entity, side);
        TakebackOffer declined = offer(entity, loaded.game().ply());
        entity.takebackOfferedBy = null;
        store.save();
        events.tellBothSides(
                entity, DECLINED, new GameEvents.OfferEnded(events.gameNow(entity, loaded.game()), by.id()), false);
        return declined;
    }

    /**
     * The opponent of the offering side accepts: the game goes back to before the offerer's last move, its clocks to
     * what they were then, and the deadline runs from now. Written on the version read: a move that came meanwhile
     * wins, and then the offer is gone (409 no-takeback-offer).
     */
    public GameView accept(String id, Caller caller) {
        GameService.requireToken(caller);
        return accept(id, entity -> GameService.seat(entity, caller));
    }

    /** The computer accepts the person's offer in a game against it: it never minds. */
    public void acceptForComputer(String id) {
        accept(id, entity -> {
            if (entity.computerSide == null) {
                throw new IllegalStateException("game " + id + " is not played against the computer");
            }
            return entity.computerSide;
        });
    }

    private GameView accept(String id, Function<GameEntity, Side> seat) {
        GameService.Loaded taken = Conflicts.retrying(() -> acceptOnce(id, seat), Problems::writeConflict);
        knownGames.remember(taken.entity(), taken.game());
        return views.of(taken.entity(), taken.game(), taken.game().ply());
    }

    private GameService.Loaded acceptOnce(String id, Function<GameEntity, Side> seat) {
        GameService.Loaded loaded = games.read(id);
        GameEntity entity = loaded.entity().detachedCopy();
        Side side = seat.apply(entity);
        Problems.requireActive(entity);
        Side by = requireOfferTo(entity, side);
        int from = entity.ply();
        int target = targetPly(entity, from, by);
        Instant at = now.instant();
        entity.moves = CachedJsonList.of(entity.moves.subList(0, target));
        entity.moveTimes = GameStore.aligned(entity.moveTimes, target);
        entity.moveClocksMs = GameStore.aligned(entity.moveClocksMs, target);
        entity.clock = clockAt(entity, target, at);
        entity.updatedAt = at;
        entity.takebackOfferedBy = null;
        Game game = entity.replay();
        entity.positionKey = PositionKey.of(game.current());
        List<NewEvent> told =
                events.toBothSides(entity, ACCEPTED, new Accepted(events.gameNow(entity, game), by.id(), from), true);
        store.writeTakeback(entity, told);
        // lines prepared for the position taken back would answer moves of another game
        entity.conditionalSide = null;
        replies.drop(entity.id);
        takenBack.fire(new TakenBack(entity.id, target));
        return new GameService.Loaded(entity, game);
    }

    /**
     * The clock as it stood at {@code ply}: each side's time is what it had left after its last move before it (the
     * time control's start if it had not moved, what it has now if the game kept no clock for that move), and the
     * side to move's runs from {@code at}.
     */
    static GameClock clockAt(GameEntity entity, int ply, Instant at) {
        GameClock clock = entity.clock;
        if (clock.type() == null || clock.type().equals("none")) {
            return clock;
        }
        GameClock start = GameClock.of(clock.control());
        Long attackers = timeAt(entity, ply, Side.ATTACKERS, start.attackersMs(), clock.attackersMs());
        Long defenders = timeAt(entity, ply, Side.DEFENDERS, start.defendersMs(), clock.defendersMs());
        return new GameClock(
                        clock.type(),
                        clock.perMoveMs(),
                        clock.initialMs(),
                        clock.incrementMs(),
                        clock.capMs(),
                        attackers,
                        defenders,
                        null)
                .start(entity.sideToMove(ply), at);
    }

    private static Long timeAt(GameEntity entity, int ply, Side side, Long start, Long now) {
        for (int i = ply - 1; i >= 0; i--) {
            if (entity.sideToMove(i) == side) {
                Long after = entity.moveClockMs(i);
                return after == null ? now : after;
            }
        }
        return start;
    }

    private static TakebackOffer offer(GameEntity entity, int ply) {
        Side by = entity.takebackOfferedBy;
        return new TakebackOffer(entity.id, by.id(), ply, targetPly(entity, ply, by));
    }

    /** The side whose offer {@code side} answers; 409 when none waits or it is {@code side}'s own. */
    private static Side requireOfferTo(GameEntity entity, Side side) {
        Side by = entity.takebackOfferedBy;
        if (by == null) {
            throw new ApiException.Conflict("no-takeback-offer", "no takeback offer waits in this game");
        }
        if (by == side) {
            throw new ApiException.Conflict("own-takeback-offer", "this is your own offer: your opponent answers it");
        }
        return by;
    }

    private static ApiException notAllowed(GameEntity entity) {
        return new ApiException.Conflict(
                "takeback-not-allowed",
                entity.rated
                        ? "a rated game allows no takebacks"
                        : "this tournament's game allows no takebacks (it was not created with takebacks true)");
    }
}
