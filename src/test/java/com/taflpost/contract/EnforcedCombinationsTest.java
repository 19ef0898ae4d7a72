package com.taflpost.contract;

import static io.restassured.RestAssured.given;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rules on combinations of members, stated in the contract as the services apply them: a start is a board or a
 * position with its side to move (games, challenges, analysis), a game or an analysis names a ruleset or gives
 * rules, a rated game is on a board without takebacks, a time
 * control has its type's durations, and only a Swiss tournament has rounds.
 */
@QuarkusTest
class EnforcedCombinationsTest {

    private static final String POSITION = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
    private static final Map<String, Object> BOARD = Map.of("board", "brandubh");
    private static final Map<String, Object> CUSTOM = Map.of("position", POSITION, "sideToMove", "defenders");

    @ParameterizedTest(name = "{0}")
    @MethodSource("combinations")
    void theContractStatesTheCombinationsTheServerRefuses(Enforced combination) {
        combination.check();
    }

    static Stream<Enforced> combinations() {
        return Stream.of(
                        starts("CreateGame", EnforcedCombinationsTest::anonymousGame, 201),
                        starts("CreateChallenge", EnforcedCombinationsTest::challenge, 201),
                        starts("AnalysisRequest", EnforcedCombinationsTest::analysis, 200),
                        rulesetOrRules("CreateGame", "/api/games", 201),
                        rulesetOrRules("AnalysisRequest", "/api/analysis", 200),
                        rated("CreateGame", EnforcedCombinationsTest::playersGame),
                        rated("CreateChallenge", EnforcedCombinationsTest::challenge),
                        timeControls(),
                        tournaments())
                .flatMap(stream -> stream);
    }

    /** Board xor position + sideToMove, on a request that takes a start. */
    private static Stream<Enforced> starts(String schema, Function<Map<String, Object>, Response> send, int created) {
        String at = "/components/schemas/" + schema;
        return Stream.of(
                Enforced.stated(schema + ": board and position", at)
                        .as("not", Map.of("required", List.of("board", "position")))
                        .refuses(() -> send.apply(with(BOARD, CUSTOM)), 400, "board-and-position")
                        .accepts(() -> send.apply(CUSTOM), created),
                Enforced.stated(schema + ": a position without sideToMove", at)
                        .as(
                                "dependentRequired",
                                Map.of("position", List.of("sideToMove"), "sideToMove", List.of("position")))
                        .refuses(() -> send.apply(Map.of("position", POSITION)), 400, "side-to-move-required")
                        .accepts(() -> send.apply(CUSTOM), created),
                Enforced.stated(schema + ": sideToMove on a board", at)
                        .refuses(
                                () -> send.apply(with(BOARD, Map.of("sideToMove", "attackers"))),
                                400,
                                "side-to-move-with-board")
                        .accepts(() -> send.apply(BOARD), created));
    }

    /** A ruleset, or rules amending Copenhagen's: with neither, nothing names the game (issue 43, item 6). */
    private static Stream<Enforced> rulesetOrRules(String schema, String path, int created) {
        Map<String, Object> rules = Map.of("rules", Map.of("escape", "edges", "exit-fort", "no"), "board", "brandubh");
        return Stream.of(Enforced.stated(schema + ": neither ruleset nor rules", "/components/schemas/" + schema)
                .as("anyOf", List.of(Map.of("required", List.of("ruleset")), Map.of("required", List.of("rules"))))
                .refuses(() -> anonymous(path, Map.of()), 400, "ruleset-required")
                .accepts(() -> anonymous(path, rules), created));
    }

    private static Response anonymous(String path, Map<String, Object> body) {
        return given().contentType(ContentType.JSON).body(body).post(path);
    }

    /** A rated game is on a named board (given or its ruleset's own), without takebacks. */
    private static Stream<Enforced> rated(String schema, Function<Map<String, Object>, Response> send) {
        String at = "/components/schemas/" + schema;
        Map<String, Object> rated = Map.of("rated", true);
        return Stream.of(
                Enforced.stated(schema + ": rated on a custom position", at)
                        .as(
                                "if",
                                Map.of(
                                        "required",
                                        List.of("rated"),
                                        "properties",
                                        Map.of("rated", Map.of("const", true))))
                        .refuses(() -> send.apply(with(CUSTOM, rated)), 422, "unratable-game")
                        // no board: the ruleset's own
                        .accepts(() -> send.apply(rated), 201),
                Enforced.stated(schema + ": rated with takebacks", at)
                        .as(
                                "then",
                                Map.of(
                                        "allOf",
                                        List.of(
                                                Map.of("propertyNames", Map.of("not", Map.of("const", "position"))),
                                                Map.of("propertyNames", Map.of("not", Map.of("const", "rules"))),
                                                Map.of("properties", Map.of("takebacks", Map.of("const", false))))))
                        .refuses(
                                () -> send.apply(with(BOARD, Map.of("rated", true, "takebacks", true))),
                                422,
                                "takebacks-in-rated-game")
                        .accepts(() -> send.apply(with(BOARD, Map.of("rated", true, "takebacks", false))), 201));
    }

    /** The durations a time control's type reads: one shape per type, told apart by the type. */
    private static Stream<Enforced> timeControls() {
        String at = "/components/schemas/";
        return Stream.of(
                Enforced.stated("TimeControl: one of three shapes by type", at + "TimeControl/discriminator")
                        .as("propertyName", "type")
                        .refuses(() -> timed(Map.of("type", "hourglass")), 400, "bad-time-control")
                        .accepts(() -> timed(Map.of("type", "none")), 201),
                Enforced.stated("TimeControl: per-move without perMove", at + "TimeControlPerMove")
                        .as("required", List.of("type", "perMove"))
                        .refuses(() -> timed(Map.of("type", "per-move")), 400, "bad-time-control")
                        .accepts(() -> timed(Map.of("type", "per-move", "perMove", "P3D")), 201),
                Enforced.stated("TimeControl: perMove not a duration", at + "TimeControlPerMove/properties/perMove")
                        .as("pattern", TextPatterns.DURATION)
                        .refuses(() -> timed(Map.of("type", "per-move", "perMove", "3 days")), 400, "bad-time-control")
                        .accepts(() -> timed(Map.of("type", "per-move", "perMove", " p3dT1h\t")), 201),
                Enforced.stated("TimeControl: fischer without initial", at + "TimeControlFischer")
                        .as("required", List.of("type", "initial"))
                        .refuses(() -> timed(Map.of("type", "fischer", "increment", "P1D")), 400, "bad-time-control")
                        .accepts(() -> timed(Map.of("type", "fischer", "initial", "P7D")), 201),
                Enforced.stated(
                                "TimeControl: a fischer increment not a duration",
                                at + "TimeControlFischer/properties/increment")
                        .as("pattern", TextPatterns.DURATION)
                        .refuses(
                                () -> timed(Map.of("type", "fischer", "initial", "P7D", "increment", "1D")),
                                400,
                                "bad-time-control")
                        // the other type's members are not read: anything goes there
                        .accepts(() -> timed(Map.of("type", "fischer", "initial", "P7D", "perMove", "not read")), 201));
    }

    /** Rounds for a Swiss tournament only, and always for one: two shapes, told apart by the format. */
    private static Stream<Enforced> tournaments() {
        String at = "/components/schemas/";
        return Stream.of(
                Enforced.stated("CreateTournament: one of two shapes by format", at + "CreateTournament")
                        .as(
                                "discriminator",
                                Map.of(
                                        "propertyName",
                                        "format",
                                        "mapping",
                                        Map.of(
                                                "swiss", "#/components/schemas/CreateSwissTournament",
                                                "round-robin", "#/components/schemas/CreateRoundRobinTournament")))
                        .refuses(() -> EnforcedBoundsTest.tournament(Map.of("format", "knockout")), 422, "bad-format")
                        .accepts(() -> EnforcedBoundsTest.tournament(Map.of("format", "round-robin")), 201),
                Enforced.stated("CreateTournament: Swiss without rounds", at + "CreateSwissTournament")
                        .as("required", List.of("name", "format", "rounds", "ruleset", "board"))
                        .refuses(() -> EnforcedBoundsTest.tournament(Map.of("format", "swiss")), 422, "rounds-required")
                        .accepts(() -> EnforcedBoundsTest.tournament(Map.of("format", "swiss", "rounds", 3)), 201),
                Enforced.stated("CreateTournament: a round robin with rounds", at + "CreateRoundRobinTournament")
                        .as("not", Map.of("required", List.of("rounds")))
                        .refuses(() -> EnforcedBoundsTest.tournament(Map.of("rounds", 3)), 422, "rounds-not-allowed")
                        .accepts(() -> EnforcedBoundsTest.tournament(Map.of()), 201));
    }

    private static Response anonymousGame(Map<String, Object> start) {
        return Games.create(null, with(Map.of("ruleset", "copenhagen"), start));
    }

    private static Response playersGame(Map<String, Object> settings) {
        return Games.create(Players.register("rated").token(), with(Map.of("ruleset", "copenhagen"), settings));
    }

    private static Response challenge(Map<String, Object> settings) {
        return Games.as(Players.register("challenger").token())
                .body(with(Map.of("ruleset", "copenhagen"), settings))
                .post("/api/challenges");
    }

    private static Response analysis(Map<String, Object> start) {
        return given().contentType(ContentType.JSON)
                .body(with(Map.of("ruleset", "copenhagen"), start))
                .post("/api/analysis");
    }

    private static Response timed(Map<String, Object> timeControl) {
        return Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh", "timeControl", timeControl));
    }

    private static Map<String, Object> with(Map<String, Object> first, Map<String, Object> second) {
        Map<String, Object> both = new HashMap<>(first);
        both.putAll(second);
        return both;
    }
}
