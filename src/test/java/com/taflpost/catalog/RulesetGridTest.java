package com.taflpost.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * A game's grid marks the squares its own ruleset restricts, as the board pictures do: Alea Evangelii's corner
 * blocks, no corners where the king escapes to the edge, no throne in Ard Ri. Each map is square to kind.
 */
@QuarkusTest
class RulesetGridTest {

    @Test
    void aleaEvangeliiMarksItsFourCornerBlocksAndItsThrone() {
        Map<String, String> kinds = kinds(Games.anonymous("alea-evangelii", "alea-evangelii"));
        Map<String, String> expected = new TreeMap<>();
        for (String square : List.of("a1", "b1", "a2", "b2", "r1", "s1", "r2", "s2")) {
            expected.put(square, "corner");
        }
        for (String square : List.of("a18", "b18", "a19", "b19", "r18", "s18", "r19", "s19")) {
            expected.put(square, "corner");
        }
        expected.put("j10", "throne");
        assertThat(kinds).isEqualTo(expected);
    }

    @Test
    void linnaeusTablutHasAThroneAndNoCorners() {
        assertThat(kinds(Games.anonymous("linnaeus-tablut", "tablut"))).isEqualTo(Map.of("e5", "throne"));
    }

    @Test
    void ardRiHasNoSquareOnlyTheKingMayStandOn() {
        JsonPath game = Games.anonymous("ard-ri", "ard-ri");
        assertThat(kinds(game)).isEmpty();
        assertThat(game.getList("grid.flatten().findAll { it.restricted }")).isEmpty();
    }

    @Test
    void copenhagenOnTheAleaBoardKeepsItsOwnCornerSquares() {
        Map<String, String> kinds = kinds(Games.anonymous("copenhagen", "alea-evangelii"));
        assertThat(kinds)
                .isEqualTo(Map.of("a1", "corner", "s1", "corner", "a19", "corner", "s19", "corner", "j10", "throne"));
    }

    /** The marked squares of a game's grid, each with its kind; every marked square is a restricted one. */
    private static Map<String, String> kinds(JsonPath game) {
        List<Map<String, Object>> marked = game.getList("grid.flatten().findAll { it.kind != null }");
        List<String> restricted = game.getList("grid.flatten().findAll { it.restricted }.square");
        Map<String, String> kinds = new TreeMap<>();
        for (Map<String, Object> cell : marked) {
            kinds.put((String) cell.get("square"), (String) cell.get("kind"));
        }
        assertThat(restricted).containsExactlyInAnyOrderElementsOf(kinds.keySet());
        return kinds;
    }
}
