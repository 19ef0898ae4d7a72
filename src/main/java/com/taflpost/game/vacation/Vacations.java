package com.taflpost.game.vacation;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.taflpost.game.Conflicts;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameEvents;
import com.taflpost.game.GameEvents.GameNow;
import com.taflpost.game.GameStore;
import com.taflpost.game.KnownGames;
import com.taflpost.game.Problems;
import com.taflpost.game.Timeouts;
import com.taflpost.platform.Now;
import com.taflpost.player.Player;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Side;
import io.quarkus.logging.Log;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * Vacation: a registered player has some days a calendar year (UTC; the count starts again each 1 January) when
 * their clocks stand still. While they are away, the deadline of each of their active games on their turn is moved
 * on by the vacation's length, and a game that becomes their turn meanwhile gets its deadline from the vacation's end
 * (GameEntity#awayUntil, on the move path, from what the game's query reads already). A tournament whose organiser did
 * not allow vacation ({@code vacationAllowed}) keeps its games' clocks running. Ending early gives the unused whole
 * days back and the deadlines the time not used. Every change bumps the version of the player's active games, so
 * their views (which show who is on vacation) change tags, and tells the opponents in them.
 */
@ApplicationScoped
public class Vacations {
    static final String STARTED = "vacation-started";
    static final String ENDED = "vacation-ended";

    /** The most days one vacation may last: a year's allowance, whatever it is set to. */
    public static final int MAX_DAYS = 365;

    @Schema(name = "VacationRequest", description = "A vacation to start now", requiredProperties = "days")
    public record Request(
            @Schema(description = "Its length in days, at most the days left this year", minimum = "1", maximum = "365")
            @NotNull
            @Min(1)
            @Max(MAX_DAYS)
            Integer days) {}

    @Schema(name = "Vacation", description = "The caller's vacation days and the vacation going on, if any")
    public record View(
            @Schema(description = "Vacation days a calendar year (UTC)", examples = "30")
            int daysPerYear,

            @Schema(description = "Days left this year", examples = "23")
            int daysLeft,

            @Schema(description = "Whether the caller is on vacation now")
            boolean onVacation,

            @Schema(nullable = true, description = "When the vacation going on began")
            Instant since,

            @Schema(nullable = true, description = "When the vacation going on ends", examples = "2026-07-14T09:00:00Z")
            Instant until,

            @Schema(description = "When the days left start again from the full allowance (next 1 January, UTC)")
            Instant resetsAt) {}

    /** What the opponents in the player's active games hear when the vacation starts or ends. */
    record Changed(@JsonUnwrapped GameNow now, String player, String side, Instant until) {}

    @ConfigProperty(name = "taflpost.vacation.days-per-year", defaultValue = "30")
    int daysPerYear;

    @Inject
    EntityManager entities;

    @Inject
    GameStore store;

    @Inject
    GameEvents events;

    @Inject
    KnownGames knownGames;

    @Inject
    Timeouts timeouts;

    @Inject
    Now now;

    public View view(UUID playerId) {
        Player player = Player.findById(playerId);
        if (player == null) {
            throw Problems.unknownPlayer();
        }
        return view(player, now.instant());
    }

    /** Starts a vacation of {@code days} now: 409 when on one already or when fewer days are left. */
    public View start(UUID playerId, int days) {
        if (days < 1 || days > MAX_DAYS) {
            throw new ApiException.BadRequest("bad-days", "a vacation lasts 1 to " + MAX_DAYS + " days");
        }
        return Conflicts.retrying(() -> startOnce(playerId, days), Problems::writeConflict);
    }

    private View startOnce(UUID playerId, int days) {
        Instant at = now.instant();
        // a game already lost on time stays lost: settled before its deadline could move
        timeouts.settleBeforeChange(playerId);
        Player player = locked(playerId);
        if (player.vacationUntil != null) {
            throw new ApiException.Conflict(
                    "already-on-vacation", "you are on vacation until " + player.vacationUntil + "; end it first");
        }
        int left = left(player, at);
        if (days > left) {
            throw new ApiException.Conflict(
                    "no-vacation-left",
                    left == 0
                            ? "no vacation days are left this year"
                            : "only " + left + " vacation day" + (left == 1 ? " is" : "s are") + " left this year",
                    java.util.Map.of("daysLeft", left));
        }
        player.vacationYear = year(at);
        player.vacationDaysUsed = daysPerYear - left + days;
        player.vacationStartedAt = at;
        player.vacationUntil = at.plus(Duration.ofDays(days));
        shiftGames(player, Duration.ofDays(days), STARTED);
        return view(player, at);
    }

    /** Ends the caller's vacation now, giving back the whole days not used: 409 when not on vacation. */
    public View end(UUID playerId) {
        return Conflicts.retrying(
                () -> {
                    Instant at = now.instant();
                    Player player = locked(playerId);
                    if (player.vacationUntil == null || !player.vacationUntil.isAfter(at)) {
                        throw new ApiException.Conflict("not-on-vacation", "you are not on vacation");
                    }
                    Duration unused = Duration.between(at, player.vacationUntil);
                    if (player.vacationYear != null && player.vacationYear == year(at)) {
                        player.vacationDaysUsed = Math.max(0, player.vacationDaysUsed - (int) unused.toDays());
                    }
                    ended(player, unused.negated());
                    return view(player, at);
                },
                Problems::writeConflict);
    }

    /** Vacations that ran their course: their players are back (their opponents hear it, their games' tags change). */
    @Scheduled(
            every = "${taflpost.vacation.sweep-interval:60s}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void sweep() {
        QuarkusTransaction.requiringNew().run(() -> {
            @SuppressWarnings("unchecked")
            List<UUID> over = entities.createNativeQuery(
                            "select id from players where vacation_until <= :now order by vacation_until limit 100"
                                    + " for update skip locked")
                    .setParameter("now", now.instant())
                    .getResultList();
            for (UUID id : over) {
                Player player = entities.find(Player.class, id);
                entities.refresh(player);
                ended(player, Duration.ZERO);
            }
            if (!over.isEmpty()) {
                Log.debugf("%d vacation(s) ended", over.size());
            }
        });
    }

    /** The player is back: deadlines of their games on their turn move back by {@code back} (zero or negative). */
    private void ended(Player player, Duration back) {
        player.vacationStartedAt = null;
        player.vacationUntil = null;
        shiftGames(player, back, ENDED);
    }

    /**
     * Moves the deadline of each of the player's active games on their turn that allows vacation by {@code by}, bumps
     * every active game's version and tells the opponents {@code type}.
     */
    private void shiftGames(Player player, Duration by, String type) {
        @SuppressWarnings("unchecked")
        List<String> ids = entities.createNativeQuery("select id from games where status = 'active'"
                        + " and (attackers_player_id = :player or defenders_player_id = :player)"
                        + " order by id")
                .setParameter("player", player.id)
                .getResultList();
        for (String id : ids) {
            GameEntity game = store.load(id).orElseThrow();
            Side side = game.sideOf(player.id).orElseThrow();
            if (game.vacationAllowed && game.sideToMove(game.ply()) == side) {
                game.clock = game.clock.postponed(by);
            }
            // the game's view shows who is on vacation: its tag changes with the version
            entities.lock(game, LockModeType.OPTIMISTIC_FORCE_INCREMENT);
            store.save();
            Player opponent = game.playerOf(side.opponent());
            if (opponent != null) {
                events.tellSideAndWatchers(
                        game,
                        side.opponent(),
                        type,
                        new Changed(
                                events.gameNow(game, knownGames.of(game)),
                                player.name,
                                side.id(),
                                player.vacationUntil));
            }
        }
    }

    private Player locked(UUID playerId) {
        Player player = entities.find(Player.class, playerId, LockModeType.PESSIMISTIC_WRITE);
        if (player == null || player.deletedAt != null) {
            throw Problems.unknownPlayer();
        }
        return player;
    }

    /** The days left in the year of {@code at}. */
    private int left(Player player, Instant at) {
        int used = player.vacationYear != null && player.vacationYear == year(at) ? player.vacationDaysUsed : 0;
        return Math.max(0, daysPerYear - used);
    }

    private View view(Player player, Instant at) {
        boolean away = player.vacationUntil != null && player.vacationUntil.isAfter(at);
        return new View(
                daysPerYear,
                left(player, at),
                away,
                away ? player.vacationStartedAt : null,
                away ? player.vacationUntil : null,
                LocalDate.of(year(at) + 1, 1, 1).atStartOfDay(ZoneOffset.UTC).toInstant());
    }

    private static int year(Instant at) {
        return at.atZone(ZoneOffset.UTC).getYear();
    }
}
