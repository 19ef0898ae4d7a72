package com.taflpost.testsupport;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.smallrye.jwt.build.Jwt;
import java.util.Map;
import java.util.UUID;

/** Registered players for tests, registered and signed in through the players API. */
public final class Players {
    private static final String PASSWORD = "correct horse battery";

    private Players() {}

    /** A new player whose name starts with {@code prefix} (names are unique, tests share the database). */
    public static TestPlayer register(String prefix) {
        String name = prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
        String id = given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "password", PASSWORD))
                .post("/api/players")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        String token = given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "password", PASSWORD))
                .post("/api/auth/token")
                .then()
                .statusCode(200)
                .extract()
                .path("token");
        return new TestPlayer(UUID.fromString(id), name, token);
    }

    /** A player token for any id, also one of no stored player. */
    public static String token(UUID id, String name) {
        return Jwt.issuer("taflpost")
                .subject(id.toString())
                .upn(name)
                .groups("player")
                .sign();
    }
}
