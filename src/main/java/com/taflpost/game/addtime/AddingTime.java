package com.taflpost.game.addtime;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.taflpost.auth.Caller;
import com.taflpost.contract.TextPatterns;
import com.taflpost.game.Conflicts;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameEvents;
import com.taflpost.game.GameService;
import com.taflpost.game.GameStore;
import com.taflpost.game.GameView;
import com.taflpost.game.GameViews;
import com.taflpost.game.Problems;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Game;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.Duration;
import java.util.regex.Pattern;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A player gives the opponent more time: on the opponent's turn its deadline moves, otherwise it starts its next turn
 * with more. Not in a tournament's game, whose time control is the organiser's, nor in a game without a clock.
 */
@ApplicationScoped
public class AddingTime {
    static final String TIME_ADDED = "time-added";

    /** The most time one request gives. */
    static final Duration MOST = Duration.ofDays(7);

    private static final Pattern GIVEN = Pattern.compile(TextPatterns.TIME_GIVEN);

    @Inject
    GameService games;

    @Inject
    GameStore store;

    @Inject
    GameEvents events;

    @Inject
    GameViews views;

    @Schema(name = "AddTime", description = "The time to give the opponent", requiredProperties = "duration")
    public record AddTimeRequest(
            @Schema(
                    description = "An ISO-8601 duration, more than nothing and at most P7D, in whole units:"
                            + " P1D to P7D, PT1H to PT168H, or days below 7 with hours, minutes and seconds each below"
                            + " their next unit (P1DT12H, PT45M); upper case, without signs, fractions or spaces",
                    minLength = 1,
                    maxLength = 32,
                    pattern = TextPatterns.TIME_GIVEN,
                    examples = "PT1H")
            @NotNull
            @Size(min = 1, max = 32)
            String duration) {}

    /** time-added, to both sides and spectators: the game with its clock, the side given time and how much. */
    record Added(@JsonUnwrapped GameEvents.GameNow now, String side, String duration) {}

    /** Gives the caller's opponent {@code duration} more time; the game as it stands after. */
    public GameView add(String id, Caller caller, String duration) {
        GameService.requireToken(caller);
        Duration more = duration(duration);
        return Conflicts.retrying(() -> addOnce(id, caller, more), Problems::writeConflict);
    }

    private GameView addOnce(String id, Caller caller, Duration more) {
        GameService.Loaded loaded = games.load(id);
        GameEntity entity = loaded.entity();
        Game game = loaded.game();
        Side side = GameService.seat(entity, caller);
        Problems.requireActive(entity);
        if (entity.tournamentId != null) {
            throw new ApiException.Conflict(
                    "tournament-game", "a tournament's time control is its organiser's: no time can be given");
        }
        if (entity.clock.type() == null || entity.clock.type().equals("none")) {
            throw new ApiException.Conflict("no-clock", "the game has no clock: there is no time to give");
        }
        Side opponent = side.opponent();
        entity.clock = entity.clock.withTimeAdded(opponent, game.sideToMove(), more);
        store.save();
        events.tellBothSides(
                entity, TIME_ADDED, new Added(events.gameNow(entity, game), opponent.id(), more.toString()), true);
        return views.of(entity, game, game.ply());
    }

    /**
     * The duration asked for: 400 bad-duration unless written as the contract's pattern says, which admits only
     * durations more than nothing and at most P7D, so that a client's validator refuses exactly what this refuses.
     */
    static Duration duration(String text) {
        if (text == null || text.isBlank()) {
            throw badDuration("send the time to give, e.g. {\"duration\": \"PT1H\"}");
        }
        if (!GIVEN.matcher(text).matches()) {
            throw badDuration("'" + text + "' is not a duration to give: more than nothing and at most P7D, in whole"
                    + " units (P1D to P7D, PT1H to PT168H, or days below 7 with hours, minutes and seconds each below"
                    + " their next unit, e.g. P1DT12H or PT45M)");
        }
        Duration duration = Duration.parse(text);
        if (duration.isNegative() || duration.isZero() || duration.compareTo(MOST) > 0) {
            // the pattern admits none (AddTimePatternTest): kept so that a mistake in it can never give more
            throw badDuration("give more than nothing and at most " + MOST + ", not " + duration);
        }
        return duration;
    }

    private static ApiException badDuration(String detail) {
        return new ApiException.BadRequest("bad-duration", detail);
    }
}
