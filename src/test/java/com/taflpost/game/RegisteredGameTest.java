package com.taflpost.game;

import static com.taflpost.testsupport.Games.join;
import static com.taflpost.testsupport.Games.move;
import static com.taflpost.testsupport.Games.resign;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.mygames.PlayerGamesService;
import com.taflpost.player.PlayerGames;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class RegisteredGameTest {

    @Inject
    PlayerGamesService games;

    @Test
    void aPlayerCreatesAnotherJoinsTheyPlayAndOneResigns() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        TestPlayer cnut = Players.register("cnut");

        String id = Games.create(astrid.token(), Map.of("ruleset", "tablut", "board", "tablut", "side", "attackers"))
                .then()
                .statusCode(201)
                .body("anonymous", equalTo(false))
                .body("status", equalTo("waiting"))
                .body("players.attackers", equalTo(astrid.name()))
                .body("players.defenders", nullValue())
                .body("seats", nullValue())
                .extract()
                .path("id");

        move(id, astrid.token(), "d1-d3", 0).then().statusCode(409).body("code", equalTo("game-not-started"));
        join(id, astrid.token()).then().statusCode(409).body("code", equalTo("own-game"));

        join(id, bjorn.token())
                .then()
                .statusCode(200)
                .body("status", equalTo("active"))
                .body("players.defenders", equalTo(bjorn.name()));
        join(id, cnut.token()).then().statusCode(409).body("code", equalTo("seat-taken"));
        move(id, cnut.token(), "d1-d3", 0).then().statusCode(403).body("code", equalTo("not-in-game"));

        move(id, bjorn.token(), "e3-h3", 0).then().statusCode(409).body("code", equalTo("not-your-turn"));
        move(id, astrid.token(), "d1-d3", 0).then().statusCode(201).body("ply", equalTo(1));
        move(id, bjorn.token(), "e3-h3", 1).then().statusCode(201).body("moves", contains("d1-d3", "e3-h3"));

        assertThat(games.summaryFor(astrid.id(), astrid.id()).current())
                .singleElement()
                .satisfies(game -> {
                    assertThat(game.id()).isEqualTo(id);
                    assertThat(game.side()).isEqualTo("attackers");
                    assertThat(game.opponent()).isEqualTo(bjorn.name());
                    assertThat(game.yourTurn()).isTrue();
                    assertThat(game.ply()).isEqualTo(2);
                });
        assertThat(games.summaryFor(bjorn.id(), bjorn.id()).current())
                .singleElement()
                .satisfies(game -> assertThat(game.yourTurn()).isFalse());

        resign(id, astrid.token())
                .then()
                .statusCode(200)
                .body("status", equalTo("finished"))
                .body("result.winner", equalTo("defenders"))
                .body("result.reason", equalTo("resignation"));
        resign(id, astrid.token()).then().statusCode(200).body("result.reason", equalTo("resignation"));
        resign(id, bjorn.token()).then().statusCode(409).body("code", equalTo("game-over"));
        move(id, astrid.token(), "d3-c3", 2).then().statusCode(409).body("code", equalTo("game-over"));

        assertThat(games.summaryFor(astrid.id(), astrid.id()).current()).isEmpty();
        assertThat(games.summaryFor(astrid.id(), astrid.id()).results()).isEqualTo(new PlayerGames.Tally(0, 1, 0));
        assertThat(games.summaryFor(bjorn.id(), bjorn.id()).results()).isEqualTo(new PlayerGames.Tally(1, 0, 0));
        given().get("/api/players/" + bjorn.name())
                .then()
                .statusCode(200)
                .body("name", equalTo(bjorn.name()))
                .body("games.current", empty())
                .body("games.results.wins", equalTo(1))
                .body("games.results.losses", equalTo(0));
    }

    @Test
    void theOpenSeatCanBeKeptForANamedOpponent() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        TestPlayer cnut = Players.register("cnut");

        String id = Games.create(
                        astrid.token(),
                        Map.of(
                                "ruleset",
                                "copenhagen",
                                "board",
                                "brandubh",
                                "side",
                                "defenders",
                                "opponent",
                                bjorn.name().toUpperCase()))
                .then()
                .statusCode(201)
                .body("reservedFor", equalTo(bjorn.name()))
                .body("players.defenders", equalTo(astrid.name()))
                .extract()
                .path("id");

        assertThat(games.summaryFor(bjorn.id(), bjorn.id()).invitations())
                .singleElement()
                .satisfies(game -> {
                    assertThat(game.id()).isEqualTo(id);
                    assertThat(game.side()).isEqualTo("attackers");
                    assertThat(game.opponent()).isEqualTo(astrid.name());
                    assertThat(game.status()).isEqualTo("waiting");
                });
        assertThat(games.summaryFor(astrid.id(), astrid.id()).current())
                .singleElement()
                .satisfies(game -> assertThat(game.opponent()).isNull());

        join(id, cnut.token()).then().statusCode(403).body("code", equalTo("seat-reserved"));
        join(id, bjorn.token())
                .then()
                .statusCode(200)
                .body("status", equalTo("active"))
                .body("players.attackers", equalTo(bjorn.name()))
                .body("reservedFor", nullValue());

        assertThat(games.summaryFor(bjorn.id(), bjorn.id()).invitations()).isEmpty();
        assertThat(games.summaryFor(bjorn.id(), bjorn.id()).current())
                .singleElement()
                .satisfies(game -> assertThat(game.yourTurn()).isTrue());
    }

    @Test
    void theOpponentMustBeAnotherRegisteredPlayer() {
        TestPlayer astrid = Players.register("astrid");
        Games.create(
                        astrid.token(),
                        Map.of("ruleset", "copenhagen", "board", "brandubh", "opponent", "nobody-of-that-name"))
                .then()
                .statusCode(400)
                .body("code", equalTo("unknown-opponent"));
        Games.create(astrid.token(), Map.of("ruleset", "copenhagen", "board", "brandubh", "opponent", astrid.name()))
                .then()
                .statusCode(400)
                .body("code", equalTo("own-opponent"));
        Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh", "opponent", astrid.name()))
                .then()
                .statusCode(400)
                .body("code", equalTo("opponent-needs-player-token"));
    }

    @Test
    void aRandomSideSeatsTheCreatorOnOneSide() {
        TestPlayer astrid = Players.register("astrid");
        var players = Games.create(
                        astrid.token(), Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "random"))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        assertThat(new String[] {players.getString("players.attackers"), players.getString("players.defenders")})
                .containsExactlyInAnyOrder(astrid.name(), null);
    }
}
