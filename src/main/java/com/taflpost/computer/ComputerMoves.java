package com.taflpost.computer;

import com.taflpost.game.GameService;
import com.taflpost.game.GameStatus;
import com.taflpost.game.takeback.Takebacks;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Game;
import com.taflpost.rules.search.Computer;
import com.taflpost.rules.search.Level;
import com.taflpost.rules.search.Search;
import io.agroal.api.AgroalDataSource;
import io.quarkus.logging.Log;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Plays the computer's moves. Every poll, each instance claims as many of the computer's turns as it has threads free
 * (a row of {@code computer_claims} per game, for one ply, held for a while), thinks on {@link Thinking}'s threads and
 * plays the move through the game's own move path, written only on the ply it was thought for. A claim another
 * instance holds is left alone; one whose holder died lapses and is taken over; a move thought twice is written once.
 * The person's takeback offers are accepted at the next poll.
 */
@ApplicationScoped
public class ComputerMoves {
    /** Claims the computer's due turns nobody holds: one statement, so two instances never hold the same turn. */
    private static final String CLAIM = """
            insert into computer_claims (game_id, ply, claimed_until)
            select g.id, g.plies, now() + ? * interval '1 millisecond'
            from games g
            where g.status = 'active' and g.computer_level is not null
              and ((g.plies % 2 = 0) = (g.start_side = g.computer_side))
              and not exists (select from computer_claims c
                              where c.game_id = g.id and c.ply = g.plies and c.claimed_until > now())
            order by g.updated_at
            limit ?
            on conflict (game_id) do update set ply = excluded.ply, claimed_until = excluded.claimed_until
              where computer_claims.ply <> excluded.ply or computer_claims.claimed_until <= now()
            returning game_id, ply""";

    /** The person's takeback offers in games against the computer, which it accepts. */
    private static final String OFFERED = """
            select id from games
            where status = 'active' and computer_level is not null
              and takeback_offered_by is not null and takeback_offered_by <> computer_side
            limit 100""";

    /** Time a claim is held beyond the strongest level's time: the move's write, a slow start. */
    private static final Duration SPARE = Duration.ofSeconds(30);

    @Inject
    AgroalDataSource database;

    @Inject
    GameService games;

    @Inject
    Takebacks takebacks;

    @Inject
    Thinking thinking;

    @Inject
    ComputerConfig config;

    private final AtomicInteger thinkingNow = new AtomicInteger();

    /** A turn this instance holds: the game and the ply its move is for. */
    record Turn(String gameId, int ply) {}

    @Scheduled(every = "${taflpost.computer.poll:1s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void poll() {
        acceptTakebacks();
        int room = thinking.threads() - thinkingNow.get();
        if (room <= 0) {
            return;
        }
        try {
            for (Turn turn : claim(room)) {
                play(turn);
            }
        } catch (SQLException e) {
            Log.warnf("cannot claim the computer's turns: %s", e.getMessage());
        }
    }

    /** A takeback asked of the computer is granted: it plays for the person's pleasure, not to win at all costs. */
    private void acceptTakebacks() {
        List<String> offered = new ArrayList<>();
        try (Connection connection = database.getConnection();
                PreparedStatement statement = connection.prepareStatement(OFFERED);
                ResultSet rows = statement.executeQuery()) {
            while (rows.next()) {
                offered.add(rows.getString(1));
            }
        } catch (SQLException e) {
            Log.warnf("cannot read the takebacks offered to the computer: %s", e.getMessage());
            return;
        }
        for (String game : offered) {
            try {
                takebacks.acceptForComputer(game);
            } catch (ApiException gone) {
                // the person withdrew it by moving, or another instance accepted it first
            }
        }
    }

    List<Turn> claim(int limit) throws SQLException {
        long held = config.strongestTime().plus(SPARE).toMillis();
        List<Turn> claimed = new ArrayList<>();
        try (Connection connection = database.getConnection();
                PreparedStatement statement = connection.prepareStatement(CLAIM)) {
            statement.setLong(1, held);
            statement.setInt(2, limit);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    claimed.add(new Turn(rows.getString(1), rows.getInt(2)));
                }
            }
        }
        return claimed;
    }

    private void play(Turn turn) {
        thinkingNow.incrementAndGet();
        try {
            thinking.think(() -> think(turn)).whenComplete((played, failure) -> {
                thinkingNow.decrementAndGet();
                if (failure != null) {
                    Log.warnf(failure, "the computer's move in game %s failed", turn.gameId());
                }
            });
        } catch (RuntimeException busy) {
            thinkingNow.decrementAndGet();
        }
    }

    /** Thinks about the turn and plays it; false when the game is no longer at that turn. */
    boolean think(Turn turn) {
        GameService.Loaded loaded = games.read(turn.gameId());
        Game game = loaded.game();
        if (loaded.entity().status != GameStatus.ACTIVE
                || game.ply() != turn.ply()
                || game.sideToMove() != loaded.entity().computerSide) {
            return false;
        }
        Level level = Level.of(loaded.entity().computerLevel);
        long seed = turn.gameId().hashCode() * 31L + turn.ply();
        Search.Result move = Computer.move(game, level, config.strongestTime(), seed, null, thinking.pause());
        return games.playForComputer(turn.gameId(), turn.ply(), move.best().notation());
    }
}
