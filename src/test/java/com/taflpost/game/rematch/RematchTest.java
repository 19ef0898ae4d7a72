package com.taflpost.game.rematch;

import static com.taflpost.testsupport.Games.as;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.event.Recipients;
import com.taflpost.rules.Side;
import com.taflpost.testsupport.Concurrently;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class RematchTest {
    @Inject
    AgroalDataSource database;

    private static Response offer(String id, String token) {
        return as(token).post("/api/games/{id}/rematch", id);
    }

    private static Response accept(String id, String token) {
        return as(token).post("/api/games/{id}/rematch/accept", id);
    }

    private static Response decline(String id, String token) {
        return as(token).post("/api/games/{id}/rematch/decline", id);
    }

    @Test
    void anAnonymousRematchSwapsTheSidesAndTheOldSeatTokensPlayIt() {
        Seats first = Games.playedToTheEnd();
        long versionBefore = version(first.id());

        offer(first.id(), first.attackers())
                .then()
                .statusCode(200)
                .body("offeredBy", equalTo("attackers"))
                .body("rematch", nullValue());
        // again: the same offer, so that a client may retry
        offer(first.id(), first.attackers()).then().statusCode(200).body("offeredBy", equalTo("attackers"));
        as(first.defenders())
                .get("/api/games/{id}/rematch", first.id())
                .then()
                .statusCode(200)
                .body("offeredBy", equalTo("attackers"));
        accept(first.id(), first.attackers()).then().statusCode(409).body("code", equalTo("own-rematch-offer"));
        assertThat(events(Recipients.seat(first.id(), Side.DEFENDERS), "rematch-offered"))
                .singleElement()
                .asString()
                .contains("\"by\":\"attackers\"");
        assertThat(events(Recipients.seat(first.id(), Side.ATTACKERS), "rematch-offered"))
                .isEmpty();

        String second = accept(first.id(), first.defenders())
                .then()
                .statusCode(200)
                .body("offeredBy", nullValue())
                .extract()
                .path("rematch");
        assertThat(second).isNotNull().isNotEqualTo(first.id());
        assertThat(version(first.id())).isGreaterThan(versionBefore);
        for (Side side : Side.values()) {
            assertThat(events(Recipients.seat(first.id(), side), "rematch-accepted"))
                    .singleElement()
                    .asString()
                    .contains("\"rematch\":\"" + second + "\"");
        }

        JsonPath old = Games.shown(first.id(), null);
        assertThat(old.getString("rematch")).isEqualTo(second);
        JsonPath next = Games.shown(second, first.attackers());
        assertThat(next.getString("rematchOf")).isEqualTo(first.id());
        assertThat(next.getString("rematch")).isNull();
        assertThat(next.getString("status")).isEqualTo("active");
        assertThat(next.getString("ruleset")).isEqualTo("copenhagen");
        assertThat(next.getString("board")).isEqualTo("brandubh");
        assertThat(next.getBoolean("anonymous")).isTrue();
        assertThat(next.getInt("ply")).isZero();
        // the first game's attackers are the rematch's defenders
        assertThat(next.getString("yourSide")).isEqualTo("defenders");
        assertThat(Games.shown(second, first.defenders()).getString("yourSide")).isEqualTo("attackers");
        // the old seats hear the new game on their own streams
        assertThat(events(Recipients.seat(first.id(), Side.DEFENDERS), "your-turn"))
                .anyMatch(payload -> payload.contains(second));

        Games.move(second, first.attackers(), "b4-b2", 0).then().statusCode(409).body("code", equalTo("not-your-turn"));
        Games.playToTheEnd(second, first.defenders(), first.attackers());
        offer(first.id(), first.defenders()).then().statusCode(409).body("code", equalTo("rematch-exists"));
        accept(first.id(), first.defenders()).then().statusCode(409).body("code", equalTo("rematch-exists"));

        // a chain: the first game's tokens play the rematch of the rematch, sides swapped back
        offer(second, first.defenders()).then().statusCode(200).body("offeredBy", equalTo("attackers"));
        // offering when the opponent has offered accepts
        String third = offer(second, first.attackers())
                .then()
                .statusCode(200)
                .extract()
                .path("rematch");
        assertThat(third).isNotNull();
        assertThat(Games.shown(third, first.attackers()).getString("yourSide")).isEqualTo("attackers");
        assertThat(Games.shown(third, null).getString("rematchOf")).isEqualTo(second);
        Games.move(third, first.attackers(), "b4-b2", 0).then().statusCode(201);

        Seats stranger = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        Games.move(third, stranger.defenders(), "c4-c7", 1)
                .then()
                .statusCode(403)
                .body("code", equalTo("wrong-game"));
        offer(first.id(), stranger.attackers()).then().statusCode(403).body("code", equalTo("wrong-game"));
    }

    @Test
    void aRegisteredRematchKeepsTheSettingsWithTheSidesSwapped() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        TestPlayer cnut = Players.register("cnut");
        Map<String, Object> body = new HashMap<>(Map.of(
                "ruleset",
                "copenhagen",
                "board",
                "brandubh",
                "side",
                "attackers",
                "opponent",
                bjorn.name(),
                "rated",
                true,
                "timeControl",
                Map.of("type", "per-move", "perMove", "P3D")));
        String id = Games.create(astrid.token(), body)
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        Games.join(id, bjorn.token()).then().statusCode(200);
        Games.move(id, astrid.token(), "b4-b2", 0).then().statusCode(201);
        offer(id, astrid.token()).then().statusCode(409).body("code", equalTo("game-not-over"));
        Games.resign(id, bjorn.token()).then().statusCode(200);

        offer(id, cnut.token()).then().statusCode(403).body("code", equalTo("not-in-game"));
        offer(id, null).then().statusCode(401);
        accept(id, astrid.token()).then().statusCode(409).body("code", equalTo("no-rematch-offer"));
        offer(id, bjorn.token()).then().statusCode(200).body("offeredBy", equalTo("defenders"));
        assertThat(events(Recipients.player(astrid.id()), "rematch-offered")).hasSize(1);
        assertThat(events(Recipients.player(bjorn.id()), "rematch-offered")).isEmpty();
        String rematch =
                accept(id, astrid.token()).then().statusCode(200).extract().path("rematch");

        JsonPath next = Games.shown(rematch, astrid.token());
        assertThat(next.getString("players.attackers")).isEqualTo(bjorn.name());
        assertThat(next.getString("players.defenders")).isEqualTo(astrid.name());
        assertThat(next.getString("yourSide")).isEqualTo("defenders");
        assertThat(next.getBoolean("rated")).isTrue();
        assertThat(next.getString("clock.type")).isEqualTo("per-move");
        assertThat(next.getString("rematchOf")).isEqualTo(id);
        assertThat(next.getString("startPosition"))
                .isEqualTo(Games.shown(id, null).getString("startPosition"));
        assertThat(Games.shown(id, null).getString("rematch")).isEqualTo(rematch);
        assertThat(events(Recipients.player(bjorn.id()), "rematch-accepted"))
                .singleElement()
                .asString()
                .contains(rematch);
        assertThat(events(Recipients.player(bjorn.id()), "game-started")).anyMatch(p -> p.contains(rematch));
        Games.move(rematch, bjorn.token(), "b4-b2", 0).then().statusCode(201);
    }

    @Test
    void aDeclinedOfferIsGoneAndAbortedGamesHaveNoRematch() {
        Seats game = Games.playedToTheEnd();
        decline(game.id(), game.defenders()).then().statusCode(409).body("code", equalTo("no-rematch-offer"));
        offer(game.id(), game.defenders()).then().statusCode(200);
        decline(game.id(), game.defenders()).then().statusCode(409).body("code", equalTo("own-rematch-offer"));
        decline(game.id(), game.attackers()).then().statusCode(200).body("offeredBy", nullValue());
        for (Side side : Side.values()) {
            assertThat(events(Recipients.seat(game.id(), side), "rematch-declined"))
                    .singleElement()
                    .asString()
                    .contains("\"by\":\"attackers\"");
        }
        accept(game.id(), game.attackers()).then().statusCode(409).body("code", equalTo("no-rematch-offer"));
        given().get("/api/games/{id}", game.id()).then().statusCode(200).body("rematch", nullValue());
        as(null).get("/api/games/{id}/rematch", game.id()).then().statusCode(401);

        Seats aborted = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        as(aborted.attackers())
                .post("/api/games/{id}/abort", aborted.id())
                .then()
                .statusCode(200);
        offer(aborted.id(), aborted.attackers()).then().statusCode(409).body("code", equalTo("game-aborted"));
        offer("NoSuchGame", aborted.attackers()).then().statusCode(404);
    }

    @Test
    void aTournamentGameHasNoRematch() {
        Seats game = Games.playedToTheEnd();
        // a tournament's game, as far as the rematch can tell: its row names a tournament
        TestPlayer organiser = Players.register("organiser");
        execute(
                "insert into tournaments (id, name, format, ruleset, board_id, rated, games_per_pairing, max_players,"
                        + " organiser_id, status, created_at) values ('rematch-t-' || ?, 't', 'swiss', 'copenhagen',"
                        + " 'brandubh', false, 1, 8, '" + organiser.id() + "', 'finished', now())",
                game.id());
        execute("update games set tournament_id = 'rematch-t-' || id, tournament_round = 1 where id = ?", game.id());
        offer(game.id(), game.attackers()).then().statusCode(409).body("code", equalTo("tournament-game"));
    }

    @Test
    void bothPlayersOfferingAtOnceMakeOneRematch() throws Exception {
        Seats game = Games.playedToTheEnd();
        List<Response> answers = Concurrently.together(
                () -> offer(game.id(), game.attackers()), () -> offer(game.id(), game.defenders()));
        assertThat(answers).allSatisfy(answer -> assertThat(answer.statusCode()).isEqualTo(200));
        // one offer waited and the other accepted it: exactly one new game
        assertThat(answers.stream().map(answer -> answer.jsonPath().getString("rematch")))
                .filteredOn(java.util.Objects::nonNull)
                .hasSize(1);
        String rematch = Games.shown(game.id(), null).getString("rematch");
        assertThat(count("select count(*) from games where rematch_of = ?", game.id()))
                .isEqualTo(1);
        assertThat(Games.shown(rematch, game.attackers()).getString("yourSide")).isEqualTo("defenders");
    }

    private long count(String sql, String parameter) {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(sql)) {
            query.setString(1, parameter);
            try (ResultSet row = query.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private void execute(String sql, String parameter) {
        try (Connection connection = database.getConnection();
                PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setString(1, parameter);
            statement.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private long version(String id) {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement("select version from games where id = ?")) {
            query.setString(1, id);
            try (ResultSet row = query.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private List<String> events(String recipient, String type) {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "select payload::text from events where recipient = ? and type = ? order by id")) {
            query.setString(1, recipient);
            query.setString(2, type);
            List<String> payloads = new ArrayList<>();
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    payloads.add(rows.getString(1));
                }
            }
            return payloads;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
