package com.taflpost.game.seat;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/** Registered players' games get an invitation link too; a claim seats the calling player. */
@QuarkusTest
class InvitationTest {
    private static final Map<String, String> BRANDUBH =
            Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "attackers");

    @ConfigProperty(name = "quarkus.http.test-port")
    int port;

    @Test
    void aRegisteredGamesInvitationSeatsThePlayerWhoClaimsIt() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        JsonPath created = Games.create(astrid.token(), BRANDUBH)
                .then()
                .statusCode(201)
                .body("status", equalTo("waiting"))
                .body("yourSide", equalTo("attackers"))
                .body("seat", nullValue())
                .body("invitation.side", equalTo("defenders"))
                .extract()
                .jsonPath();
        String id = created.getString("id");
        String code = created.getString("invitation.code");
        assertThat(created.getString("invitation.url")).endsWith("/play/" + id + "#invitation=" + code);

        // a registered game needs a registered opponent
        Games.claim(code).then().statusCode(401).body("code", equalTo("unauthorized"));
        Games.as(astrid.token())
                .post("/api/invitations/{code}/claim", code)
                .then()
                .statusCode(409)
                .body("code", equalTo("own-game"));

        Games.as(bjorn.token())
                .post("/api/invitations/{code}/claim", code)
                .then()
                .statusCode(201)
                .body("gameId", equalTo(id))
                .body("side", equalTo("defenders"))
                .body("token", nullValue())
                .body("playUrl", endsWith("/play/" + id));
        given().get("/api/games/{id}", id)
                .then()
                .body("status", equalTo("active"))
                .body("players.defenders", equalTo(bjorn.name()));
        Games.as(bjorn.token()).get("/api/games/{id}", id).then().body("yourSide", equalTo("defenders"));
        Games.as(Players.register("cnut").token())
                .post("/api/invitations/{code}/claim", code)
                .then()
                .statusCode(409)
                .body("code", equalTo("invitation-used"));
    }

    @Test
    void aSeatKeptForANamedOpponentIsClaimedOnlyByThem() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        Map<String, String> body = Map.of("ruleset", "copenhagen", "board", "brandubh", "opponent", bjorn.name());
        String code = Games.create(astrid.token(), body)
                .then()
                .statusCode(201)
                .extract()
                .path("invitation.code");
        Games.as(Players.register("cnut").token())
                .post("/api/invitations/{code}/claim", code)
                .then()
                .statusCode(403)
                .body("code", equalTo("seat-reserved"));
        Games.as(bjorn.token())
                .post("/api/invitations/{code}/claim", code)
                .then()
                .statusCode(201);
    }

    @Test
    void aGameJoinedWithoutTheInvitationSpendsIt() {
        TestPlayer astrid = Players.register("astrid");
        JsonPath created = Games.create(astrid.token(), BRANDUBH)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        Games.join(created.getString("id"), Players.register("bjorn").token())
                .then()
                .statusCode(200);
        Games.as(Players.register("cnut").token())
                .post("/api/invitations/{code}/claim", created.getString("invitation.code"))
                .then()
                .statusCode(409)
                .body("code", equalTo("invitation-used"));
    }

    @Test
    void anInvitationIsDescribedWithoutBeingClaimed() {
        TestPlayer astrid = Players.register("astrid");
        Map<String, Object> body = Map.of(
                "ruleset", "copenhagen",
                "board", "brandubh",
                "side", "attackers",
                "rated", true,
                "timeControl", Map.of("type", "per-move", "perMove", "PT1M"));
        JsonPath created = Games.create(astrid.token(), body)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String id = created.getString("id");
        String code = created.getString("invitation.code");

        for (int read = 0; read < 2; read++) {
            given().get("/api/invitations/{code}", code)
                    .then()
                    .statusCode(200)
                    .header("Cache-Control", "no-store")
                    .body("gameId", equalTo(id))
                    .body("side", equalTo("defenders"))
                    .body("open", equalTo(true))
                    .body("ruleset", equalTo("copenhagen"))
                    .body("board", equalTo("brandubh"))
                    .body("boardSize", equalTo(7))
                    .body("anonymous", equalTo(false))
                    .body("rated", equalTo(true))
                    .body("clock.type", equalTo("per-move"))
                    .body("clock.perMove", equalTo("PT1M"))
                    .body("opponent", equalTo(astrid.name()))
                    .body("reservedFor", nullValue());
        }
        given().get("/api/games/{id}", id).then().body("status", equalTo("waiting"));

        Games.as(Players.register("bjorn").token())
                .post("/api/invitations/{code}/claim", code)
                .then()
                .statusCode(201);
        given().get("/api/invitations/{code}", code).then().statusCode(404).body("code", equalTo("invitation-used"));
        given().get("/api/invitations/{code}", "q7Rb2xKp9LmZ")
                .then()
                .statusCode(404)
                .body("code", equalTo("invitation-not-found"));
    }

    @Test
    void anInvitationToAGameJoinedWithoutItIsNoLongerOpen() {
        JsonPath created = Games.create(Players.register("astrid").token(), BRANDUBH)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        Games.join(created.getString("id"), Players.register("bjorn").token())
                .then()
                .statusCode(200);
        given().get("/api/invitations/{code}", created.getString("invitation.code"))
                .then()
                .statusCode(200)
                .body("open", equalTo(false));
    }

    @Test
    void ofConcurrentClaimsExactlyOneGetsTheSeat() {
        String code =
                Games.create(null, BRANDUBH).then().statusCode(201).extract().path("invitation.code");
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest claim = HttpRequest.newBuilder(
                        URI.create("http://localhost:" + port + "/api/invitations/" + code + "/claim"))
                .POST(HttpRequest.BodyPublishers.noBody())
                .build();
        List<CompletableFuture<HttpResponse<String>>> racing = IntStream.range(0, 6)
                .mapToObj(i -> client.sendAsync(claim, HttpResponse.BodyHandlers.ofString()))
                .toList();
        List<Integer> statuses = racing.stream()
                .map(CompletableFuture::join)
                .map(HttpResponse::statusCode)
                .toList();
        assertThat(statuses).filteredOn(status -> status == 201).hasSize(1);
        assertThat(statuses).filteredOn(status -> status == 409).hasSize(5);
    }
}
