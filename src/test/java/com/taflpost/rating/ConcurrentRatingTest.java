package com.taflpost.rating;

import static com.taflpost.rating.Play.assertValues;
import static com.taflpost.rating.Play.json;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Two games of one player that end at once are rated one after the other, the second from the first's result. */
@QuarkusTest
class ConcurrentRatingTest {
    private static final Instant ANY = Instant.parse("2026-01-01T00:00:00Z");

    private static Rating fresh(Rating value) {
        return new Rating(value.rating(), value.deviation(), value.volatility(), value.games(), null);
    }

    @Test
    void twoGamesOfOnePlayerEndingTogetherAreRatedInTurn() throws Exception {
        TestPlayer astrid = Players.register("both");
        TestPlayer bjorn = Players.register("both");
        TestPlayer cnut = Players.register("both");
        String withBjorn = Play.ratedGame("copenhagen", astrid, bjorn);
        String withCnut = Play.ratedGame("copenhagen", astrid, cnut);
        Play.opening(withBjorn, astrid, bjorn);
        Play.opening(withCnut, astrid, cnut);

        ExecutorService threads = Executors.newFixedThreadPool(2);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Integer>> resignations = new ArrayList<>();
        try {
            for (String game : List.of(withBjorn, withCnut)) {
                resignations.add(threads.submit(() -> {
                    start.await();
                    return Games.resign(game, astrid.token()).statusCode();
                }));
            }
            start.countDown();
            for (Future<Integer> resignation : resignations) {
                assertThat(resignation.get(60, TimeUnit.SECONDS)).isEqualTo(200);
            }
        } finally {
            threads.shutdownNow();
        }

        JsonPath history = json(given().get("/api/players/{name}/ratings/history", astrid.name()));
        assertThat(history.getList("items")).hasSize(2);
        String later = history.getString("items[0].gameId");
        String earlier = history.getString("items[1].gameId");
        assertThat(List.of(later, earlier)).containsExactlyInAnyOrder(withBjorn, withCnut);
        // the later update started from the earlier one's result, not from the start values
        Glicko2 glicko = new Glicko2();
        Rating afterEarlier = fresh(glicko.rate(Rating.initial(), Rating.initial(), 0, ANY));
        Rating afterLater = fresh(glicko.rate(afterEarlier, Rating.initial(), 0, ANY));
        assertValues(history.setRootPath("items[1]"), "after", afterEarlier);
        assertValues(history.setRootPath("items[0]"), "before", afterEarlier);
        assertValues(history, "after", afterLater);
        JsonPath profile = Play.profileRating(astrid, "copenhagen", "brandubh");
        assertThat(profile.getInt("games")).isEqualTo(2);
        assertValues(profile, "", afterLater);
        TestPlayer lastOpponent = later.equals(withBjorn) ? bjorn : cnut;
        assertValues(
                Play.profileRating(lastOpponent, "copenhagen", "brandubh"),
                "",
                fresh(glicko.rate(Rating.initial(), afterEarlier, 1, ANY)));
    }
}
