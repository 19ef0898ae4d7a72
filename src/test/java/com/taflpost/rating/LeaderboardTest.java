package com.taflpost.rating;

import static com.taflpost.rating.Play.json;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Pages;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Leaderboards rank the non-provisional players of a pool (deviation as of now at most 110) by rating. */
@QuarkusTest
class LeaderboardTest {
    private static final String RULESET = "tablut";
    private static final String BOARD = "brandubh";
    private static final Instant ANY = Instant.parse("2026-01-01T00:00:00Z");

    @Inject
    TestClock clock;

    @Inject
    AgroalDataSource database;

    private static JsonPath leaderboard() {
        return json(given().queryParam("ruleset", RULESET)
                .queryParam("board", BOARD)
                .queryParam("size", 100)
                .get("/api/leaderboards"));
    }

    /** The entry of the named player, or null when they are not ranked. */
    private static Map<String, Object> entry(JsonPath board, String name) {
        List<Map<String, Object>> items = board.getList("items");
        return items.stream()
                .filter(item -> name.equals(item.get("player")))
                .findFirst()
                .orElse(null);
    }

    @Test
    void sixteenGamesMakeARatingRankedAndSevenIdleWeeksUnrankIt() {
        TestPlayer astrid = Players.register("lead");
        TestPlayer bjorn = Players.register("lead");
        TestPlayer newcomer = Players.register("lead");
        TestPlayer other = Players.register("lead");
        Glicko2 glicko = new Glicko2();
        Rating a = Rating.initial();
        Rating b = Rating.initial();
        for (int game = 0; game < 16; game++) {
            String id = Play.ratedGame(RULESET, astrid, bjorn);
            double score = game % 3 == 2 ? 0 : 1; // astrid wins two of every three
            if (score == 1) {
                Play.attackersWin(id, astrid, bjorn);
            } else {
                Play.defendersWin(id, astrid, bjorn);
            }
            Rating nextA = glicko.rate(a, b, score, ANY);
            Rating nextB = glicko.rate(b, a, 1 - score, ANY);
            a = new Rating(nextA.rating(), nextA.deviation(), nextA.volatility(), nextA.games(), null);
            b = new Rating(nextB.rating(), nextB.deviation(), nextB.volatility(), nextB.games(), null);
        }
        Play.attackersWin(Play.ratedGame(RULESET, newcomer, other), newcomer, other);
        // hand-checked with the formulas: after 16 games 1567.27 / 1432.73, both deviations 107.31
        assertThat(a.rating()).isCloseTo(1567.27, within(0.005));
        assertThat(b.rating()).isCloseTo(1432.73, within(0.005));
        assertThat(a.deviation()).isCloseTo(107.31, within(0.005)).isLessThan(Rating.PROVISIONAL_DEVIATION);

        JsonPath board = leaderboard();
        Map<String, Object> first = entry(board, astrid.name());
        Map<String, Object> second = entry(board, bjorn.name());
        assertThat(first).isNotNull();
        assertThat(second).isNotNull();
        assertThat((Double) first.get("rating")).isCloseTo(a.rating(), within(1e-6));
        assertThat((Double) first.get("deviation")).isCloseTo(a.deviation(), within(1e-6));
        assertThat((Double) second.get("rating")).isCloseTo(b.rating(), within(1e-6));
        assertThat(((Number) first.get("games")).intValue()).isEqualTo(16);
        assertThat(entry(board, newcomer.name())).as("provisional").isNull();
        assertThat(entry(board, other.name())).as("provisional").isNull();
        List<Double> ratings = board.getList("items.rating", Double.class);
        assertThat(ratings).isSortedAccordingTo((x, y) -> Double.compare(y, x));
        List<Integer> ranks = board.getList("items.rank", Integer.class);
        for (int i = 0; i < ranks.size(); i++) {
            assertThat(ranks.get(i)).isEqualTo(i + 1);
        }
        assertThat(board.getString("next")).isNull();
        assertThat(((Number) second.get("rank")).intValue()).isGreaterThan(((Number) first.get("rank")).intValue());
        JsonPath profile = Play.profileRating(astrid, RULESET, BOARD);
        assertThat(profile.getBoolean("provisional")).isFalse();

        int rank = ((Number) first.get("rank")).intValue();
        List<Object> byOne = Pages.follow(
                null, "/api/leaderboards?ruleset=" + RULESET + "&board=" + BOARD + "&size=1", "items.rank");
        assertThat(byOne).hasSize(ranks.size()).element(rank - 1).isEqualTo(rank);

        // seven full weeks later both deviations have grown past 110: provisional again, off the board
        clock.advance(Duration.ofDays(49).plusHours(1));
        Rating idle = glicko.idle(
                new Rating(a.rating(), a.deviation(), a.volatility(), 16, ANY),
                ANY.plus(49, java.time.temporal.ChronoUnit.DAYS));
        assertThat(idle.deviation()).isGreaterThan(Rating.PROVISIONAL_DEVIATION);
        JsonPath later = leaderboard();
        assertThat(entry(later, astrid.name())).isNull();
        assertThat(entry(later, bjorn.name())).isNull();
        JsonPath stale = Play.profileRating(astrid, RULESET, BOARD);
        assertThat(stale.getDouble("deviation")).isCloseTo(idle.deviation(), within(1e-6));
        assertThat(stale.getBoolean("provisional")).isTrue();
    }

    /** A rated player of the pool copenhagen on hnefatafl, written as the rating service writes one. */
    private String ranked(double rating) {
        TestPlayer player = Players.register("rank");
        try (Connection connection = database.getConnection();
                PreparedStatement insert = connection.prepareStatement("""
                        insert into player_ratings (player_id, ruleset, board, rating, deviation, volatility, games,
                                                    last_rated_at)
                        select id, 'copenhagen', 'hnefatafl', ?, 60, 0.06, 20, ? from players where name = ?""")) {
            insert.setDouble(1, rating);
            insert.setObject(2, clock.instant().atOffset(ZoneOffset.UTC));
            insert.setString(3, player.name());
            insert.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return player.name();
    }

    @Test
    void aLeaderboardPagesByCursorAndPlayersRankedMeanwhileRepeatAndHideNone() {
        List<String> made = new ArrayList<>();
        for (double rating : new double[] {2900, 2880, 2880, 2880, 2860, 2850, 2840}) {
            made.add(ranked(rating));
        }
        List<Object> ratings = new ArrayList<>(List.of(2890.0, 2870.0, 2845.0, 2995.0, 1000.0));
        List<Object> seen = Pages.follow(
                null,
                "/api/leaderboards?ruleset=copenhagen&board=hnefatafl&size=2",
                "items.player",
                // one ranked between pages while ratings last: a database kept from an earlier run has more pages
                () -> {
                    if (!ratings.isEmpty()) {
                        ranked((Double) ratings.remove(0));
                    }
                });
        List<String> top = given().get("/api/leaderboards?ruleset=copenhagen&board=hnefatafl&size=100")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items.player");
        assertThat(seen).doesNotHaveDuplicates();
        List<String> expected = top.stream().filter(made::contains).toList();
        assertThat(expected).hasSize(made.size()).startsWith(made.get(0)).endsWith(made.get(6));
        assertThat(seen.stream().filter(made::contains).toList()).containsExactlyElementsOf(expected);
    }

    @Test
    void aPagePastTheFirstOrAnotherListsCursorIsRefused() {
        given().get("/api/leaderboards?ruleset=tablut&board=brandubh&page=4999")
                .then()
                .statusCode(400)
                .body("code", equalTo("validation"))
                .body("errors[0].message", org.hamcrest.Matchers.containsString("next link"));
        given().get("/api/leaderboards?ruleset=tablut&board=brandubh&cursor=bWluZXwwfHh8eQ")
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-cursor"));
        // a leaderboard cursor whose player is not an id
        given().get("/api/leaderboards?ruleset=tablut&board=brandubh&cursor=bGVhZGVyYm9hcmR8MTUwMC4wfHh8Mg")
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-cursor"));
    }

    @Test
    void aLeaderboardNeedsAKnownRulesetAndBoard() {
        given().queryParam("board", BOARD)
                .get("/api/leaderboards")
                .then()
                .statusCode(400)
                .body("code", equalTo("ruleset-required"));
        given().queryParam("ruleset", RULESET)
                .get("/api/leaderboards")
                .then()
                .statusCode(400)
                .body("code", equalTo("board-required"));
        given().queryParam("ruleset", "chess")
                .queryParam("board", BOARD)
                .get("/api/leaderboards")
                .then()
                .statusCode(400)
                .body("code", equalTo("unknown-ruleset"));
        given().queryParam("ruleset", RULESET)
                .queryParam("board", "go")
                .get("/api/leaderboards")
                .then()
                .statusCode(400)
                .body("code", equalTo("unknown-board"));
        given().queryParam("ruleset", RULESET)
                .queryParam("board", BOARD)
                .queryParam("size", 101)
                .get("/api/leaderboards")
                .then()
                .statusCode(400)
                .body("code", equalTo("validation"));
    }
}
