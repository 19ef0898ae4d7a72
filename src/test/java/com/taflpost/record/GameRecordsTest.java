package com.taflpost.record;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Records: export, import, and a player's games in bulk. */
@QuarkusTest
class GameRecordsTest {
    private static final String PROBLEM = "application/problem+json";

    /** A brandubh game the attackers resign after two moves. */
    private static String resignedGame() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        Games.move(id, game.getString("seats.attackers"), "d2-f2", 0).then().statusCode(201);
        Games.move(id, game.getString("seats.defenders"), "d3-c3", 1).then().statusCode(201);
        Games.resign(id, game.getString("seats.attackers")).then().statusCode(200);
        return id;
    }

    private static Response importing(String token, String record) {
        var request = given().contentType(ContentType.TEXT).body(record);
        return (token == null ? request : request.auth().oauth2(token)).post("/api/games/import");
    }

    private static String withoutDates(String record) {
        return Arrays.stream(record.split("\n"))
                .filter(line -> !line.startsWith("[date"))
                .collect(Collectors.joining("\n"));
    }

    @Test
    void aFinishedGameIsExportedWithItsResultAndImportedBackTheSame() {
        String id = resignedGame();
        String record = given().get("/api/games/{id}/record", id)
                .then()
                .statusCode(200)
                .contentType(containsString("text/plain"))
                .extract()
                .asString();
        assertThat(record)
                .contains(
                        "[ruleset:copenhagen]",
                        "[board:brandubh]",
                        "[result:-1]",
                        "[termination:resignation]",
                        "[site:taflpost]",
                        "defenders-win");
        // each move with when it was played (the game has no clock)
        assertThat(record).containsPattern("\n1\\. d2-f2 \\{at [^}]+Z\\} d3-c3 \\{at [^}]+Z\\}\n");

        JsonPath imported = importing(null, record)
                .then()
                .statusCode(201)
                .header("Location", containsString("/api/games/"))
                .extract()
                .jsonPath();
        String copy = imported.getString("id");
        assertThat(copy).isNotEqualTo(id);
        assertThat(imported.getString("status")).isEqualTo("finished");
        assertThat(imported.getString("result.winner")).isEqualTo("defenders");
        assertThat(imported.getString("result.reason")).isEqualTo("resignation");
        assertThat(imported.getList("moves")).containsExactly("d2-f2", "d3-c3");
        assertThat(imported.getMap("seats")).isNull();

        String again = given().get("/api/games/{id}/record", copy)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        // the same record, but for the moves' times, which a record's import does not take
        assertThat(withoutDates(again)).isEqualTo(withoutDates(record.replaceAll(" \\{at [^}]+\\}", "")));
    }

    @Test
    void anOngoingAnonymousImportIsPlayedOnWithItsSeatTokens() {
        JsonPath imported =
                importing(null, """
                [ruleset:copenhagen]
                [board:brandubh]

                1. d2-f2 d3-c3
                *
                """).then().statusCode(201).extract().jsonPath();
        assertThat(imported.getString("status")).isEqualTo("active");
        assertThat(imported.getString("sideToMove")).isEqualTo("attackers");
        assertThat(imported.getString("seats.creatorSide")).isEqualTo("attackers");
        Games.move(imported.getString("id"), imported.getString("seats.attackers"), "f2-f3", 2)
                .then()
                .statusCode(201)
                .body("ply", equalTo(3));
    }

    @Test
    void aPlayerImportsOnTheSideTheRecordNamesAndAnotherPlayerJoins() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        JsonPath imported = importing(
                        astrid.token(),
                        "[attackers:" + astrid.name().toUpperCase() + "]\n"
                                + "[ruleset:copenhagen]\n[board:brandubh]\n\n1. d2-f2\n")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        assertThat(imported.getString("status")).isEqualTo("waiting");
        assertThat(imported.getString("players.attackers")).isEqualTo(astrid.name());
        assertThat(imported.getString("players.defenders")).isNull();
        String id = imported.getString("id");
        Games.join(id, bjorn.token()).then().statusCode(200).body("status", equalTo("active"));
        Games.move(id, bjorn.token(), "d3-c3", 1).then().statusCode(201);

        importing(bjorn.token(), "[ruleset:copenhagen]\n[board:brandubh]\n\n1. d2-f2\n")
                .then()
                .statusCode(400)
                .body("code", equalTo("side-required"));
        given().contentType(ContentType.TEXT)
                .auth()
                .oauth2(bjorn.token())
                .queryParam("side", "defenders")
                .body("[ruleset:copenhagen]\n[board:brandubh]\n\n1. d2-f2\n")
                .post("/api/games/import")
                .then()
                .statusCode(201)
                .body("players.defenders", equalTo(bjorn.name()))
                .body("players.attackers", nullValue());
    }

    @Test
    void aBadRecordIs422WithWhereItGoesWrong() {
        importing(null, """
                [ruleset:copenhagen]
                [board:brandubh]

                1. d2-f2 d4-d1
                *
                """)
                .then()
                .statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("illegal-move"))
                .body("moveError", equalTo("blocked"))
                .body("line", equalTo(4))
                .body("column", equalTo(10))
                .body("ply", equalTo(2))
                .body("detail", containsString("d4-d1"));
        importing(null, "[board:brandubh]\n\n1. d2-f2\n")
                .then()
                .statusCode(422)
                .body("code", equalTo("record-tag"))
                .body("ply", equalTo(0));
        importing(null, "[ruleset:copenhagen]\n[board:brandubh]\n\n1. d2-f2\nattackers-win\n")
                .then()
                .statusCode(422)
                .body("code", equalTo("record-result"))
                .body("line", equalTo(5));
        importing(null, "[ruleset:copenhagen]\n[start-position:/99999999999999999999/]\n")
                .then()
                .statusCode(422)
                .body("code", equalTo("record-position"));
        importing(null, "  ").then().statusCode(400).body("code", equalTo("record-required"));
        given().get("/api/games/{id}/record", "NoSuchGame")
                .then()
                .statusCode(404)
                .body("code", equalTo("game-not-found"));
    }

    @Test
    void aPlayersGamesAreExportedOneJsonObjectALine() throws Exception {
        TestPlayer astrid = Players.register("astrid");
        Games.create(astrid.token(), Map.of("ruleset", "tablut", "board", "tablut", "side", "defenders"))
                .then()
                .statusCode(201);
        String finished = given().contentType(ContentType.TEXT)
                .auth()
                .oauth2(astrid.token())
                .queryParam("side", "attackers")
                .body("[ruleset:copenhagen]\n[board:brandubh]\n[termination:resignation]\n\n1. d2-f2\n")
                .post("/api/games/import")
                .then()
                .statusCode(201)
                .extract()
                .path("id");

        String body = given().get(
                        "/api/players/{name}/games.ndjson", astrid.name().toUpperCase())
                .then()
                .statusCode(200)
                .contentType(containsString("application/x-ndjson"))
                .extract()
                .asString();
        List<String> lines = body.lines().toList();
        assertThat(lines).hasSize(2);
        ObjectMapper json = new ObjectMapper();
        List<JsonNode> games = lines.stream()
                .map(line -> {
                    try {
                        return json.readTree(line);
                    } catch (Exception e) {
                        throw new AssertionError(line, e);
                    }
                })
                .toList();
        JsonNode imported = games.stream()
                .filter(game -> game.get("id").asText().equals(finished))
                .findFirst()
                .orElseThrow();
        assertThat(imported.get("status").asText()).isEqualTo("finished");
        assertThat(imported.get("result").get("winner").asText()).isEqualTo("attackers");
        assertThat(imported.get("moves").get(0).asText()).isEqualTo("d2-f2");
        assertThat(imported.get("players").get("attackers").asText()).isEqualTo(astrid.name());
        assertThat(imported.get("record").asText()).contains("[termination:resignation]", "1. d2-f2");
        assertThat(games)
                .allSatisfy(game -> assertThat(game.fieldNames())
                        .toIterable()
                        .contains(
                                "id",
                                "ruleset",
                                "board",
                                "players",
                                "status",
                                "result",
                                "moves",
                                "createdAt",
                                "record"));

        given().get("/api/players/{name}/games.ndjson", "nobody-" + finished)
                .then()
                .statusCode(404)
                .contentType(PROBLEM)
                .body("code", equalTo("player-not-found"));
    }

    @Test
    void aLongExportIsReadInBatchesWithoutLosingOrRepeatingAGame() {
        TestPlayer astrid = Players.register("astrid");
        int count = GameRecordService.BATCH + 3;
        for (int i = 0; i < count; i++) {
            Games.create(astrid.token(), Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "attackers"))
                    .then()
                    .statusCode(201);
        }
        List<String> ids = given().get("/api/players/{name}/games.ndjson", astrid.name())
                .then()
                .statusCode(200)
                .extract()
                .asString()
                .lines()
                .map(line -> JsonPath.from(line).getString("id"))
                .toList();
        assertThat(ids).hasSize(count).doesNotHaveDuplicates();
    }
}
