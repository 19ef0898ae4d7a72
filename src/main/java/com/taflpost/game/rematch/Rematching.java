package com.taflpost.game.rematch;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.taflpost.auth.Caller;
import com.taflpost.clock.GameClock;
import com.taflpost.game.Conflicts;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameEvents;
import com.taflpost.game.GameEvents.GameNow;
import com.taflpost.game.GameService;
import com.taflpost.game.GameStatus;
import com.taflpost.game.GameStore;
import com.taflpost.game.Problems;
import com.taflpost.platform.Now;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Board;
import com.taflpost.rules.Game;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * Playing again after a game ended: either player offers a rematch, the other accepts or declines. The rematch has
 * the ended game's ruleset, start, time control and rated-ness with the sides swapped, and the two games name each
 * other ({@code rematch}, {@code rematchOf}). An anonymous game's rematch is played with the first game's seat
 * tokens (see {@link GameEntity#seatOf}), so that a chain of rematches needs no new tokens. Only finished games: an
 * aborted game never began, so there is nothing to play again (a new game does it), and its opponent is often gone.
 * A tournament's games are the organiser's, so they have none.
 */
@ApplicationScoped
public class Rematching {
    static final String OFFERED = "rematch-offered";
    static final String ACCEPTED = "rematch-accepted";
    static final String DECLINED = "rematch-declined";

    @Schema(name = "Rematch", description = "A finished game's rematch: the offer waiting, or the game agreed on")
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record RematchView(
            @Schema(description = "The ended game", examples = "Xk3p9QaZ2m")
            String gameId,

            @Schema(
                    description = "The side whose offer waits for the other's answer; null for none",
                    enumeration = {"attackers", "defenders"},
                    nullable = true)
            String offeredBy,

            @Schema(
                    description = "The rematch's id once accepted; null before",
                    nullable = true,
                    examples = "Qm7Zr2Lp0a")
            String rematch) {}

    /** rematch-offered (to the opponent) and rematch-declined (to both sides): who did it. */
    record RematchAnswer(@JsonUnwrapped GameNow now, String by) {}

    /** rematch-accepted (to both sides): who accepted, and the new game's id. */
    record RematchAccepted(@JsonUnwrapped GameNow now, String by, String rematch) {}

    @Inject
    GameService games;

    @Inject
    GameStore store;

    @Inject
    GameEvents events;

    @Inject
    Now now;

    /** The offer waiting (or the rematch made) of the game, for one of its players. */
    public RematchView show(String id, Caller caller) {
        GameService.requireToken(caller);
        GameEntity entity = games.read(id).entity();
        GameService.seat(entity, caller);
        return view(entity);
    }

    /**
     * The caller offers a rematch; offering again answers with the same offer, and offering when the opponent has
     * offered already accepts theirs.
     */
    public RematchView offer(String id, Caller caller) {
        GameService.requireToken(caller);
        return Conflicts.retrying(() -> offerOnce(id, caller), Problems::writeConflict);
    }

    private RematchView offerOnce(String id, Caller caller) {
        GameService.Loaded loaded = games.load(id);
        GameEntity entity = loaded.entity();
        Side side = GameService.seat(entity, caller);
        requireRematchable(entity);
        if (entity.rematchOfferedBy == side) {
            return view(entity);
        }
        if (entity.rematchOfferedBy == side.opponent()) {
            return acceptOn(loaded, side);
        }
        entity.rematchOfferedBy = side;
        store.save();
        events.tellSide(
                entity, side.opponent(), OFFERED, new RematchAnswer(events.gameNow(entity, loaded.game()), side.id()));
        return view(entity);
    }

    /** The caller accepts the opponent's offer: the rematch starts at once, sides swapped. */
    public RematchView accept(String id, Caller caller) {
        GameService.requireToken(caller);
        return Conflicts.retrying(
                () -> {
                    GameService.Loaded loaded = games.load(id);
                    Side side = GameService.seat(loaded.entity(), caller);
                    requireRematchable(loaded.entity());
                    requireOpponentsOffer(loaded.entity(), side);
                    return acceptOn(loaded, side);
                },
                Problems::writeConflict);
    }

    /** The caller declines the opponent's offer: it is gone, and either may offer again. */
    public RematchView decline(String id, Caller caller) {
        GameService.requireToken(caller);
        return Conflicts.retrying(
                () -> {
                    GameService.Loaded loaded = games.load(id);
                    GameEntity entity = loaded.entity();
                    Side side = GameService.seat(entity, caller);
                    requireRematchable(entity);
                    requireOpponentsOffer(entity, side);
                    entity.rematchOfferedBy = null;
                    store.save();
                    events.tellBothSides(
                            entity,
                            DECLINED,
                            new RematchAnswer(events.gameNow(entity, loaded.game()), side.id()),
                            false);
                    return view(entity);
                },
                Problems::writeConflict);
    }

    /** Starts the rematch of the loaded game, {@code side} accepting, and links both games. */
    private RematchView acceptOn(GameService.Loaded loaded, Side side) {
        GameEntity old = loaded.entity();
        Ruleset rules = old.ruleset();
        GameEntity next = GameEntity.create(
                rules, old.boardId, Board.parse(old.startPosition, rules), old.startSide, now.instant());
        next.anonymous = old.anonymous;
        next.rated = old.rated;
        next.takebacks = old.takebacks;
        next.seat(Side.ATTACKERS, old.defenders);
        next.seat(Side.DEFENDERS, old.attackers);
        next.rematchOf = old.id;
        if (old.anonymous) {
            List<String> seatGames = new ArrayList<>(old.seatGames);
            seatGames.add(old.id);
            next.seatGames = List.copyOf(seatGames);
        }
        Game game = next.replay();
        next.status = GameStatus.ACTIVE;
        next.clock = GameClock.of(old.clock.control()).start(game.sideToMove(), next.createdAt);
        store.create(next);
        // the ended game changes too, so its version (and so its tag) moves on and its view shows the rematch
        old.rematch = next.id;
        old.rematchOfferedBy = null;
        store.save();
        events.started(next, game);
        events.tellBothSides(
                old, ACCEPTED, new RematchAccepted(events.gameNow(old, loaded.game()), side.id(), next.id), false);
        return view(old);
    }

    private static void requireRematchable(GameEntity entity) {
        if (entity.tournamentId != null) {
            throw new ApiException.Conflict(
                    "tournament-game", "a tournament's game has no rematch; its organiser pairs the rounds");
        }
        switch (entity.status) {
            case WAITING, ACTIVE ->
                throw new ApiException.Conflict(
                        "game-not-over", "a rematch is for a game that is over; this one is " + entity.status.id());
            case ABORTED ->
                throw new ApiException.Conflict(
                        "game-aborted", "an aborted game has no rematch: it never began; create a new game instead");
            case FINISHED -> {}
        }
        if (entity.rematch != null) {
            throw new ApiException.Conflict(
                    "rematch-exists",
                    "this game was played again already: its rematch is " + entity.rematch,
                    Map.of("rematch", entity.rematch));
        }
    }

    private static void requireOpponentsOffer(GameEntity entity, Side side) {
        if (entity.rematchOfferedBy == null) {
            throw new ApiException.Conflict("no-rematch-offer", "the opponent has not offered a rematch");
        }
        if (entity.rematchOfferedBy == side) {
            throw new ApiException.Conflict("own-rematch-offer", "this is your own offer: the opponent answers it");
        }
    }

    private static RematchView view(GameEntity entity) {
        return new RematchView(
                entity.id, entity.rematchOfferedBy == null ? null : entity.rematchOfferedBy.id(), entity.rematch);
    }
}
