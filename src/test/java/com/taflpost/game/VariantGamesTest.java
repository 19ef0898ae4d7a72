package com.taflpost.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.rules.NamedBoard;
import com.taflpost.rules.Preset;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every preset is played through the API: by its ruleset's id, on its own board unless another is named. */
@QuarkusTest
class VariantGamesTest {
    private static final Pattern RESTRICTED = Pattern.compile("fill=\"#c99f68\"");

    static List<Preset> presets() {
        return Preset.all();
    }

    @ParameterizedTest
    @MethodSource("presets")
    void everyPresetIsCreatedReadPlayedDrawnAndRecorded(Preset preset) {
        Map<String, Object> body =
                new HashMap<>(Map.of("ruleset", preset.ruleset().id()));
        NamedBoard board = NamedBoard.all().stream()
                .filter(named -> named.start().equals(preset.start()))
                .findFirst()
                .orElseThrow();
        boolean ownBoard = Preset.of(preset.ruleset()) == preset;
        if (!ownBoard) {
            body.put("board", board.id());
        }
        Seats seats = Seats.of(Games.seated(body));
        String id = seats.id();
        given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .body("ruleset", equalTo(preset.ruleset().id()))
                .body("board", equalTo(board.id()))
                .body("startPosition", equalTo(preset.start().toString()))
                .body("sideToMove", equalTo(preset.ruleset().firstMover().id()));
        String move = given().get("/api/games/{id}/legal-moves", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getString("moves[0].notation");
        Games.move(id, seats.toMoveAt(0), move, 0).then().statusCode(201);
        given().get("/api/games/{id}", id).then().statusCode(200).body("lastMove", equalTo(move));
        given().get("/api/games/{id}/board.svg", id).then().statusCode(200).contentType("image/svg+xml");
        given().get("/api/games/{id}/record", id).then().statusCode(200);
    }

    @Test
    void aleaEvangeliiIsDrawnWithItsCornerBlocksAndEdgeEscapesWithoutCorners() {
        // Sixteen block squares and the throne; Tawlbwrdd has only its throne, Ard Ri not even that.
        assertThat(restrictedSquaresDrawn("alea-evangelii")).isEqualTo(17);
        assertThat(restrictedSquaresDrawn("tawlbwrdd")).isEqualTo(1);
        assertThat(restrictedSquaresDrawn("linnaeus-tablut")).isEqualTo(1);
        assertThat(restrictedSquaresDrawn("ard-ri")).isZero();
        assertThat(restrictedSquaresDrawn("copenhagen")).isEqualTo(5);
    }

    @Test
    void aPieceOnACornerBlockIsRefusedUnderAleaEvangelii() {
        String position = "/t18/19/19/19/19/19/19/19/19/9K9/19/19/19/19/19/19/19/1t17/19/";
        Games.create(null, Map.of("ruleset", "alea-evangelii", "position", position, "sideToMove", "attackers"))
                .then()
                .statusCode(422)
                .body("code", equalTo("invalid-position"));
        Games.create(null, Map.of("ruleset", "copenhagen", "position", position, "sideToMove", "attackers"))
                .then()
                .statusCode(422)
                .body("code", equalTo("invalid-position"));
        String onBlockOnly = "/19/1t17/19/19/19/19/19/19/19/9K9/19/19/19/19/19/19/19/19/19/";
        Games.create(null, Map.of("ruleset", "copenhagen", "position", onBlockOnly, "sideToMove", "attackers"))
                .then()
                .statusCode(201);
        Games.create(null, Map.of("ruleset", "alea-evangelii", "position", onBlockOnly, "sideToMove", "attackers"))
                .then()
                .statusCode(422)
                .body("code", equalTo("invalid-position"));
    }

    @Test
    void aRatedGameMayLeaveTheBoardOutAndPlaysOnItsRulesetsOwn() {
        TestPlayer creator = Players.register("rated-fetlar-a");
        TestPlayer opponent = Players.register("rated-fetlar-b");
        String id = Games.create(
                        creator.token(),
                        Map.of("ruleset", "fetlar", "side", "attackers", "opponent", opponent.name(), "rated", true))
                .then()
                .statusCode(201)
                .body("rated", equalTo(true))
                .body("board", org.hamcrest.Matchers.notNullValue())
                .extract()
                .path("id");
        Games.join(id, opponent.token()).then().statusCode(200);
        Games.create(
                        creator.token(),
                        Map.of(
                                "ruleset",
                                "fetlar",
                                "position",
                                "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
                                "sideToMove",
                                "attackers",
                                "rated",
                                true))
                .then()
                .statusCode(422)
                .body("code", equalTo("unratable-game"));
    }

    private static int restrictedSquaresDrawn(String ruleset) {
        String id = Games.create(null, Map.of("ruleset", ruleset))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("id");
        String svg = given().get("/api/games/{id}/board.svg", id)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        Matcher matcher = RESTRICTED.matcher(svg);
        int count = 0;
        while (matcher.find()) {
            count++;
        }
        return count;
    }
}
