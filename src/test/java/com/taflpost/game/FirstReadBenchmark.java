package com.taflpost.game;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.taflpost.bench.RulesBenchmark;
import com.taflpost.platform.Now;
import com.taflpost.player.Player;
import com.taflpost.rules.Game;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A game's first read on an instance that does not know it yet, per ply, past the row's read: replay the stored moves,
 * make the view (moves, move times, grid, clock) and write it as JSON, as {@code GET /api/games/{id}} does, for
 * mid-games of 100, 1,000 and 10,000 plies. Each invocation reads 10,000 plies (the game as many times as that takes),
 * so the score is per ply and stays flat while nothing on the read grows faster than the game. In this package for
 * {@link GameViews}' constructor; run with {@code ./mvnw -Pbench test-compile exec:exec
 * -Dbench.args="FirstReadBenchmark"}.
 */
@Fork(1)
@Threads(1)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class FirstReadBenchmark {
    static final int PLIES_PER_INVOCATION = 10_000;

    /** A stored mid-game of 100, 1,000 or 10,000 plies, every move with its time, and the mapping that shows it. */
    @State(Scope.Benchmark)
    public static class StoredGame {
        @Param({"100", "1000", "10000"})
        public int plies;

        GameEntity entity;
        GameViews views;
        ObjectMapper json;
        /** The same game known to its instance, as every read after the first finds it. */
        Game known;

        GameViews knownViews;

        @Setup
        public void store() throws ReflectiveOperationException {
            RulesBenchmark.BenchGame played = RulesBenchmark.Kind.MID_GAME.game(plies);
            Game game = played.replay().game();
            entity = new GameEntity();
            entity.id = "Bench00001";
            entity.ruleset = "copenhagen";
            entity.startPosition = game.state(0).position();
            entity.startSide = played.sideToMove();
            entity.attackers = player("attacker");
            entity.defenders = player("defender");
            entity.status = GameStatus.ACTIVE;
            entity.createdAt = Instant.parse("2026-12-01T00:00:00Z");
            entity.updatedAt = entity.createdAt.plusSeconds(plies);
            entity.version = plies;
            entity.moves = List.copyOf(played.moves());
            List<Instant> times = new ArrayList<>(plies);
            for (int ply = 0; ply < plies; ply++) {
                times.add(entity.createdAt.plusSeconds(ply + 1));
            }
            entity.moveTimes = times;
            // the clock of Now is package-private: the server's one comes from CDI
            Constructor<Now> now = Now.class.getDeclaredConstructor(Clock.class);
            now.setAccessible(true);
            views = new GameViews(now.newInstance(Clock.systemUTC()), new KnownGames());
            KnownGames knownGames = new KnownGames();
            known = knownGames.of(entity);
            knownViews = new GameViews(now.newInstance(Clock.systemUTC()), knownGames);
            json = JsonMapper.builder()
                    .addModule(new JavaTimeModule())
                    .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                    .build();
        }

        private static Player player(String name) {
            Player player = new Player();
            player.name = name;
            return player;
        }
    }

    /** Replay, view and JSON of a game nobody has read on this instance: KnownGames holds nothing of it. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    @OperationsPerInvocation(PLIES_PER_INVOCATION)
    public void firstReadPerPly(StoredGame stored, Blackhole blackhole) throws IOException {
        for (int read = 0; read < PLIES_PER_INVOCATION; read += stored.plies) {
            Game game = stored.entity.replay();
            GameView view = stored.views.of(stored.entity, game, game.ply());
            blackhole.consume(stored.json.writeValueAsBytes(view));
        }
    }

    /** A read of the game its instance knows at its version: the view from what was made of it, written as JSON. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public byte[] knownRead(StoredGame stored) throws IOException {
        return stored.json.writeValueAsBytes(stored.knownViews.of(stored.entity, stored.known, stored.known.ply()));
    }
}
