package com.taflpost.testsupport;

import io.restassured.response.Response;
import java.util.HashMap;
import java.util.Map;

/** Challenges for tests, made through the challenges API. */
public final class Challenges {
    private Challenges() {}

    /**
     * {@code challenger} challenges to a Copenhagen game on the Copenhagen board, as the attackers unless {@code
     * extra} says otherwise ({@code extra} adds to or replaces the defaults): the answer.
     */
    public static Response challenge(TestPlayer challenger, Map<String, ?> extra) {
        Map<String, Object> body =
                new HashMap<>(Map.of("ruleset", "copenhagen", "board", "copenhagen", "side", "attackers"));
        body.putAll(extra);
        return Games.as(challenger.token()).body(body).post("/api/challenges");
    }

    /** The same, made: the challenge's id. */
    public static String created(TestPlayer challenger, Map<String, ?> extra) {
        return challenge(challenger, extra).then().statusCode(201).extract().path("id");
    }
}
