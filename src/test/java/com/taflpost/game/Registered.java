package com.taflpost.game;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import java.util.Map;
import java.util.UUID;

/** Players registered through the players API, with their tokens, for the records and idempotency tests. */
final class Registered {
    private Registered() {
    }

    record Player(String name, String token) {
    }

    static Player player(String prefix) {
        String name = prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
        Map<String, String> credentials = Map.of("name", name, "password", "correct horse battery");
        given().contentType(ContentType.JSON).body(credentials).post("/api/players").then().statusCode(201);
        String token = given().contentType(ContentType.JSON).body(credentials).post("/api/auth/token")
                .then().statusCode(200).extract().path("token");
        return new Player(name, token);
    }
}
