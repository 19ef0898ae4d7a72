package com.taflpost.player;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.startsWith;

import com.taflpost.auth.TokenIssuer;
import com.taflpost.rules.Side;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.smallrye.jwt.build.Jwt;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@QuarkusTest
class PlayerResourceTest {

    private static final String PASSWORD = "correct-horse-battery";

    @Inject
    TokenIssuer tokens;

    /** A name no other test run has used: tests share the database with earlier runs. */
    static String newName() {
        return "p" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    }

    static JsonPath register(String name) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "password", PASSWORD))
                .when()
                .post("/api/players")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
    }

    static String tokenOf(String name) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "password", PASSWORD))
                .when()
                .post("/api/auth/token")
                .then()
                .statusCode(200)
                .extract()
                .path("token");
    }

    @Test
    void registrationAnswersTheProfileAndWhereItLives() {
        String name = newName();
        var response = given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "password", PASSWORD))
                .when()
                .post("/api/players")
                .then()
                .statusCode(201)
                .contentType(ContentType.JSON)
                .header("Location", startsWith("http://"))
                .body("name", equalTo(name))
                .extract();
        assertThat(response.header("Location")).endsWith("/api/players/" + name);
        assertThat(UUID.fromString(response.path("id"))).isNotNull();
        assertThat(Instant.parse(response.path("createdAt")))
                .isBefore(Instant.now().plusSeconds(1));
        assertThat(response.body().asString()).doesNotContain("password");
    }

    @Test
    void aNameIsTakenWhateverItsCase() {
        String name = newName();
        register(name);
        given().contentType(ContentType.JSON)
                .body(Map.of("name", name.toUpperCase(), "password", PASSWORD))
                .when()
                .post("/api/players")
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("code", equalTo("name-taken"))
                .body("status", equalTo(409));
    }

    @Test
    void ofSimultaneousRegistrationsOfOneNameExactlyOneSucceeds() throws Exception {
        String name = newName();
        int attempts = 6;
        var start = new CountDownLatch(1);
        var pool = Executors.newFixedThreadPool(attempts);
        try {
            List<Future<Integer>> statuses = new ArrayList<>();
            for (int i = 0; i < attempts; i++) {
                String spelling = i % 2 == 0 ? name : name.toUpperCase();
                statuses.add(pool.submit(() -> {
                    start.await();
                    return given().contentType(ContentType.JSON)
                            .body(Map.of("name", spelling, "password", PASSWORD))
                            .when()
                            .post("/api/players")
                            .statusCode();
                }));
            }
            start.countDown();
            List<Integer> answered = new ArrayList<>();
            for (var status : statuses) {
                answered.add(status.get(60, TimeUnit.SECONDS));
            }
            assertThat(answered).containsOnly(201, 409).containsOnlyOnce(201);
        } finally {
            pool.shutdownNow();
        }
    }

    @ParameterizedTest
    @CsvSource({
        "ab, correct-horse-battery, name",
        "a name with spaces, correct-horse-battery, name",
        "thirty-three-characters-long-name, correct-horse-battery, name",
        "émile, correct-horse-battery, name",
        "validname, short, password",
    })
    void aBadNameOrPasswordIsRefusedWithTheField(String name, String password, String field) {
        given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "password", password))
                .when()
                .post("/api/players")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("validation"))
                .body("errors.field", equalTo(List.of(field)));
    }

    @Test
    void aPasswordLongerThan128CharactersIsRefused() {
        given().contentType(ContentType.JSON)
                .body(Map.of("name", newName(), "password", "x".repeat(129)))
                .when()
                .post("/api/players")
                .then()
                .statusCode(400)
                .body("errors.field", equalTo(List.of("password")));
    }

    @Test
    void missingFieldsAreEachNamed() {
        given().contentType(ContentType.JSON)
                .body("{}")
                .when()
                .post("/api/players")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("validation"))
                .body("errors.field", equalTo(List.of("name", "password")))
                .body("errors.message", hasItem("is required"));
    }

    @Test
    void aMissingBodyIsAValidationProblem() {
        given().contentType(ContentType.JSON)
                .when()
                .post("/api/players")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("validation"));
    }

    @Test
    void theRightPasswordGivesATokenForThePlayer() {
        String name = newName();
        String id = register(name).getString("id");
        var token = given().contentType(ContentType.JSON)
                .body(Map.of("name", name.toUpperCase(), "password", PASSWORD))
                .when()
                .post("/api/auth/token")
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body("tokenType", equalTo("Bearer"))
                .body("player.id", equalTo(id))
                .body("player.name", equalTo(name))
                .extract()
                .jsonPath();
        assertThat(Instant.parse(token.getString("expiresAt")))
                .isAfter(Instant.now().plusSeconds(29L * 24 * 3600));

        given().auth()
                .oauth2(token.getString("token"))
                .when()
                .get("/api/players/me")
                .then()
                .statusCode(200)
                .body("id", equalTo(id))
                .body("name", equalTo(name));
    }

    @Test
    void aWrongPasswordOrAnUnknownNameGetsNoToken() {
        String name = newName();
        register(name);
        for (var credentials : List.of(
                Map.of("name", name, "password", "wrong-password"), Map.of("name", newName(), "password", PASSWORD))) {
            given().contentType(ContentType.JSON)
                    .body(credentials)
                    .when()
                    .post("/api/auth/token")
                    .then()
                    .statusCode(401)
                    .contentType("application/problem+json")
                    .body("code", equalTo("bad-credentials"));
        }
    }

    @Test
    void passwordsDifferingOnlyAfterTheBcryptLimitAreDifferent() {
        String name = newName();
        String longPassword = "x".repeat(100);
        given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "password", longPassword))
                .when()
                .post("/api/players")
                .then()
                .statusCode(201);
        given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "password", "x".repeat(99) + "y"))
                .when()
                .post("/api/auth/token")
                .then()
                .statusCode(401);
        given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "password", longPassword))
                .when()
                .post("/api/auth/token")
                .then()
                .statusCode(200);
    }

    @Test
    void anyoneSeesAProfileByNameInAnyCase() {
        String name = newName();
        var registered = register(name);
        given().when()
                .get("/api/players/" + name.toUpperCase())
                .then()
                .statusCode(200)
                .body("id", equalTo(registered.getString("id")))
                .body("name", equalTo(name))
                .body("createdAt", equalTo(registered.getString("createdAt")));
    }

    @Test
    void anUnknownPlayerIsNotFound() {
        given().when()
                .get("/api/players/" + newName())
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("code", equalTo("player-not-found"));
    }

    @Test
    void searchFindsNamesByPrefixAPageAtATime() {
        String prefix = newName();
        register(prefix + "-c");
        register(prefix + "-A");
        register(prefix + "-b");

        given().queryParam("q", prefix.toUpperCase())
                .queryParam("size", 2)
                .when()
                .get("/api/players")
                .then()
                .statusCode(200)
                .body("items.name", equalTo(List.of(prefix + "-A", prefix + "-b")))
                .body("page", equalTo(0))
                .body("size", equalTo(2))
                .body("total", equalTo(3));
        given().queryParam("q", prefix)
                .queryParam("size", 2)
                .queryParam("page", 1)
                .when()
                .get("/api/players")
                .then()
                .statusCode(200)
                .body("items.name", equalTo(List.of(prefix + "-c")))
                .body("total", equalTo(3));
    }

    @Test
    void searchReadsUnderscoreAndPercentLiterally() {
        String prefix = newName();
        register(prefix + "_x");
        register(prefix + "ax");
        given().queryParam("q", prefix + "_")
                .when()
                .get("/api/players")
                .then()
                .statusCode(200)
                .body("items.name", equalTo(List.of(prefix + "_x")));
        given().queryParam("q", prefix + "%")
                .when()
                .get("/api/players")
                .then()
                .statusCode(200)
                .body("total", equalTo(0));
    }

    @ParameterizedTest
    @CsvSource({"page, -1", "size, 0", "size, 101"})
    void pagingOutOfRangeIsRefused(String parameter, int value) {
        given().queryParam(parameter, value)
                .when()
                .get("/api/players")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("validation"))
                .body("errors.field", equalTo(List.of(parameter)));
    }

    @Test
    void myProfileNeedsAToken() {
        given().when()
                .get("/api/players/me")
                .then()
                .statusCode(401)
                .contentType("application/problem+json")
                .body("code", equalTo("unauthorized"));
    }

    @Test
    void aGarbageTokenIsRefusedEvenOnAPublicCall() {
        for (String path : List.of("/api/players/me", "/api/players")) {
            given().auth()
                    .oauth2("not.a.token")
                    .when()
                    .get(path)
                    .then()
                    .statusCode(401)
                    .contentType("application/problem+json")
                    .body("code", equalTo("invalid-token"));
        }
    }

    @Test
    void anExpiredTokenIsRefused() {
        String expired = Jwt.issuer(TokenIssuer.ISSUER)
                .subject(UUID.randomUUID().toString())
                .upn("someone")
                .groups("player")
                .issuedAt(Instant.now().minusSeconds(7200))
                .expiresAt(Instant.now().minusSeconds(3600))
                .sign();
        given().auth()
                .oauth2(expired)
                .when()
                .get("/api/players/me")
                .then()
                .statusCode(401)
                .contentType("application/problem+json")
                .body("code", equalTo("invalid-token"));
    }

    @Test
    void aTokenFromAnotherIssuerIsRefused() {
        String foreign = Jwt.issuer("someone-else")
                .subject(UUID.randomUUID().toString())
                .groups("player")
                .sign();
        given().auth()
                .oauth2(foreign)
                .when()
                .get("/api/players/me")
                .then()
                .statusCode(401)
                .body("code", equalTo("invalid-token"));
    }

    @Test
    void aSeatTokenIsNotAPlayerToken() {
        given().auth()
                .oauth2(tokens.seatToken("Q7sD2kPz9A", Side.ATTACKERS))
                .when()
                .get("/api/players/me")
                .then()
                .statusCode(403)
                .contentType("application/problem+json")
                .body("code", equalTo("player-token-required"));
    }
}
