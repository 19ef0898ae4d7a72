package com.taflpost.review;

import com.taflpost.event.EventLog;
import com.taflpost.event.EventLog.NewEvent;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameEvents;
import com.taflpost.game.GameService;
import com.taflpost.platform.Now;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * Marks a review done and tells the game's players (their streams and webhooks) and its public stream, in one
 * statement: the event is written only by the instance whose update made the review done, so it is told once however
 * a review was interrupted and resumed.
 */
@ApplicationScoped
public class ReviewReady {
    static final String REVIEW_READY = "review-ready";

    private static final String FINISH = """
            update reviews set status = 'done', finished_at = ?, claimed_until = null
            where game_id = ? and status <> 'done'
            returning 1 as made""";

    /** The review-ready event: which game, how it was searched, and how many moves of each label it found. */
    record ReviewReadyEvent(
            String gameId, int level, int plies, Instant finishedAt, int inaccuracies, int mistakes, int blunders) {}

    private final ReviewStore store;
    private final GameService games;
    private final GameEvents events;
    private final EventLog log;
    private final Now now;

    ReviewReady(ReviewStore store, GameService games, GameEvents events, EventLog log, Now now) {
        this.store = store;
        this.games = games;
        this.events = events;
        this.log = log;
        this.now = now;
    }

    /** The review of {@code gameId} has its last position: done, and told, unless another instance told it first. */
    void finish(String gameId) {
        GameEntity game = games.read(gameId).entity();
        ReviewStore.Row row = store.row(gameId).orElseThrow();
        // microseconds, as PostgreSQL keeps it: the event says the time GET answers
        Instant finished = now.instant().truncatedTo(ChronoUnit.MICROS);
        List<ReviewedMove> moves = ReviewView.of(row, store.positions(gameId), game.notations(), game.startSide)
                .moves();
        ReviewReadyEvent ready = new ReviewReadyEvent(
                gameId,
                row.level(),
                row.positions() - 1,
                finished,
                labelled(moves, "inaccuracy"),
                labelled(moves, "mistake"),
                labelled(moves, "blunder"));
        List<NewEvent> told = events.toBothSides(game, REVIEW_READY, ready, true);
        log.raiseEach(
                new EventLog.Change(FINISH, statement -> {
                    statement.setTimestamp(1, Timestamp.from(finished));
                    statement.setString(2, gameId);
                }),
                List.of(told));
    }

    private static int labelled(List<ReviewedMove> moves, String label) {
        return (int) moves.stream().filter(m -> label.equals(m.label())).count();
    }
}
