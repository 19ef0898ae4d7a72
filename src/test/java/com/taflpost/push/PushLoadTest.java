package com.taflpost.push;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.push.PushReceiver.Push;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import io.quarkus.logging.Log;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The delay of pushes with many subscriptions registered: anonymous games, several browsers on each seat. Measured
 * from a move's 201 to its opponent's first push, and for a burst of moves in the other games to their last push;
 * only a generous bound is asserted, the figures are printed.
 */
@QuarkusTest
class PushLoadTest {
    // the suite's size proves the behaviour; the measurement's (50 and 10: 1,000 subscriptions) is asked for with
    // -Dtaflpost.push-load.games=50 -Dtaflpost.push-load.browsers=10
    private static final int GAMES = Integer.getInteger("taflpost.push-load.games", 10);
    private static final int BROWSERS_PER_SEAT = Integer.getInteger("taflpost.push-load.browsers", 4);

    @Test
    void pushesReachEveryBrowserOfEverySeatOnce() throws Exception {
        try (PushReceiver receiver = new PushReceiver(Pushes.serverKey())) {
            List<Seats> games = new ArrayList<>();
            List<List<TestBrowser>> defenders = new ArrayList<>();
            for (int game = 0; game < GAMES; game++) {
                Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
                games.add(seats);
                List<TestBrowser> browsers = new ArrayList<>();
                for (int browser = 0; browser < BROWSERS_PER_SEAT; browser++) {
                    TestBrowser forDefenders = receiver.browser();
                    Pushes.subscribed(seats.defenders(), forDefenders);
                    browsers.add(forDefenders);
                    Pushes.subscribed(seats.attackers(), receiver.browser());
                }
                defenders.add(browsers);
            }

            // one move: its opponent's ten browsers
            Seats first = games.get(0);
            Games.move(first.id(), first.attackers(), "b4-b2", 0).then().statusCode(201);
            Instant moved = Instant.now();
            Set<String> paths = paths(defenders.get(0));
            List<Push> told = receiver.awaitAll(
                    p -> paths.contains(p.path()) && "your-turn".equals(p.type()),
                    BROWSERS_PER_SEAT,
                    Duration.ofSeconds(30));
            assertThat(told)
                    .hasSize(BROWSERS_PER_SEAT)
                    .allSatisfy(p -> assertThat(p.problem()).isNull());
            Duration firstPush = Duration.between(moved, earliest(told));
            Duration allTen = Duration.between(moved, latest(told));

            // a burst: a move in each of the other 49 games, four at a time
            Set<String> burstPaths = defenders.subList(1, GAMES).stream()
                    .flatMap(List::stream)
                    .map(TestBrowser::path)
                    .collect(Collectors.toSet());
            Instant burst = Instant.now();
            ExecutorService movers = Executors.newFixedThreadPool(4);
            List<Future<?>> moves = new ArrayList<>();
            for (Seats seats : games.subList(1, GAMES)) {
                moves.add(movers.submit(() -> Games.move(seats.id(), seats.attackers(), "b4-b2", 0)
                        .then()
                        .statusCode(201)));
            }
            for (Future<?> move : moves) {
                move.get();
            }
            Instant burstMoved = Instant.now();
            movers.shutdown();
            int expected = (GAMES - 1) * BROWSERS_PER_SEAT;
            List<Push> burstTold = receiver.awaitAll(
                    p -> burstPaths.contains(p.path()) && "your-turn".equals(p.type()),
                    expected,
                    Duration.ofSeconds(60));
            assertThat(burstTold)
                    .hasSize(expected)
                    .allSatisfy(p -> assertThat(p.problem()).isNull());
            Duration lastOfBurst =
                    Duration.between(burst, burstTold.get(burstTold.size() - 1).at());

            String figures = String.format(
                    "push with %d subscriptions: first push %d ms after the move's 201, all %d of it %d ms;"
                            + " burst of %d moves (%d ms to make) -> %d pushes, last %d ms after the burst began",
                    GAMES * BROWSERS_PER_SEAT * 2,
                    firstPush.toMillis(),
                    BROWSERS_PER_SEAT,
                    allTen.toMillis(),
                    GAMES - 1,
                    Duration.between(burst, burstMoved).toMillis(),
                    expected,
                    lastOfBurst.toMillis());
            System.out.println(figures);
            Log.info(figures);
            assertThat(firstPush).isLessThan(Duration.ofSeconds(10));
            // no browser was pushed twice, and the movers' seats were not told at all
            assertThat(receiver.all())
                    .filteredOn(p -> "your-turn".equals(p.type()))
                    .hasSize(expected + BROWSERS_PER_SEAT);
        }
    }

    private static Instant earliest(List<Push> pushes) {
        return pushes.stream().map(Push::at).min(Instant::compareTo).orElseThrow();
    }

    private static Instant latest(List<Push> pushes) {
        return pushes.stream().map(Push::at).max(Instant::compareTo).orElseThrow();
    }

    private static Set<String> paths(List<TestBrowser> browsers) {
        return browsers.stream().map(TestBrowser::path).collect(Collectors.toSet());
    }
}
