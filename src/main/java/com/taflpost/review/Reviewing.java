package com.taflpost.review;

import com.taflpost.computer.ComputerConfig;
import com.taflpost.computer.Thinking;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameService;
import com.taflpost.game.GameStatus;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Board;
import com.taflpost.rules.Game;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Winner;
import com.taflpost.rules.search.Computer;
import com.taflpost.rules.search.Level;
import com.taflpost.rules.search.Search;
import io.quarkus.logging.Log;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Works the reviews: a review asked for is claimed by one instance (at once by the one asked, or by any instance's
 * poll) and searched a position at a time on the computer's pool, each search a task of its own, so that the
 * computer's moves in games being played wait for at most one position of a review. Each position is kept as soon as
 * it is known; a review whose instance stopped is taken up again once its claim lapses and resumes at the first
 * position not kept.
 */
@ApplicationScoped
public class Reviewing {
    /** Time a claim is held beyond a position's search, which answers by twice the strongest level's time. */
    private static final Duration SPARE = Duration.ofSeconds(30);

    private final ReviewStore store;
    private final ReviewReady ready;
    private final GameService games;
    private final Thinking thinking;
    private final ComputerConfig computer;
    private final ReviewConfig config;
    private final AtomicInteger working = new AtomicInteger();

    Reviewing(
            ReviewStore store,
            ReviewReady ready,
            GameService games,
            Thinking thinking,
            ComputerConfig computer,
            ReviewConfig config) {
        this.store = store;
        this.ready = ready;
        this.games = games;
        this.thinking = thinking;
        this.computer = computer;
        this.config = config;
    }

    /** A review being worked here: the game as far as its positions are known, the moves still to play. */
    private static final class Work {
        final String gameId;
        final List<String> moves;
        final int level;
        Game at;

        Work(String gameId, List<String> moves, int level, Game at) {
            this.gameId = gameId;
            this.moves = moves;
            this.level = level;
            this.at = at;
        }
    }

    /**
     * Asks for the review of a finished game and starts it here when no instance holds it: 404 game-not-found, 409
     * game-not-finished for a game without a result.
     */
    public void request(String gameId) {
        GameEntity game = games.read(gameId).entity();
        if (game.status != GameStatus.FINISHED) {
            throw new ApiException.Conflict(
                    "game-not-finished",
                    "the computer reviews a game once it has ended; this one is " + game.status.id());
        }
        store.request(gameId, config.level(), game.ply() + 1);
        start(gameId);
    }

    @Scheduled(every = "${taflpost.review.poll:5s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void poll() {
        start(null);
    }

    /** Claims open reviews (or {@code gameId}'s) while this instance works fewer than it may, and works them. */
    private void start(String gameId) {
        int room = config.concurrent() - working.get();
        if (room <= 0) {
            return;
        }
        for (String claimed : store.claim(gameId, room, lease())) {
            working.incrementAndGet();
            try {
                step(load(claimed));
            } catch (RuntimeException e) {
                Log.warnf(e, "cannot review game %s", claimed);
                stop(claimed);
            }
        }
    }

    private Work load(String gameId) {
        GameEntity game = games.read(gameId).entity();
        Ruleset ruleset = game.ruleset();
        Game at = Game.start(ruleset, Board.parse(game.startPosition, ruleset), game.startSide);
        ReviewStore.Row row = store.row(gameId).orElseThrow();
        List<String> moves = game.notations();
        // the positions are kept in order: as many as are known, the first of them the start
        for (int ply = 0; ply < row.known() && ply < moves.size(); ply++) {
            at = at.play(moves.get(ply));
        }
        return new Work(gameId, moves, row.level(), at);
    }

    /** Searches the next position on the computer's pool, then the one after, until the last is kept. */
    private void step(Work work) {
        try {
            thinking.think(() -> next(work)).whenComplete((more, failure) -> {
                if (failure != null) {
                    Log.warnf(failure, "the review of game %s stopped", work.gameId);
                    stop(work.gameId);
                } else if (more) {
                    step(work);
                } else {
                    working.decrementAndGet();
                }
            });
        } catch (RuntimeException busy) {
            // the computer's queue is full: the next poll takes the review up again
            stop(work.gameId);
        }
    }

    private void stop(String gameId) {
        working.decrementAndGet();
        store.release(gameId);
    }

    /** Searches and keeps the position the review has reached; false once the last position is kept. */
    private boolean next(Work work) {
        Game at = work.at;
        int ply = at.ply();
        store.keep(work.gameId, evaluate(at, work), lease());
        if (ply >= work.moves.size()) {
            ready.finish(work.gameId);
            return false;
        }
        work.at = at.play(work.moves.get(ply));
        return true;
    }

    private ReviewStore.Evaluated evaluate(Game at, Work work) {
        if (at.isOver()) {
            Winner winner = at.outcome().winner();
            int score = winner == Winner.DRAW ? 0 : winner == Winner.of(at.sideToMove()) ? Search.WIN : -Search.WIN;
            return new ReviewStore.Evaluated(at.ply(), score, null, List.of());
        }
        Search.Result result = Computer.evaluate(at, Level.of(work.level), computer.strongestTime(), thinking.pause());
        return new ReviewStore.Evaluated(
                at.ply(),
                result.score(),
                result.best().notation(),
                result.principalVariation().stream().map(Ply::notation).toList());
    }

    private Duration lease() {
        return computer.strongestTime().multipliedBy(2).plus(SPARE);
    }
}
