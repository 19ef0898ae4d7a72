package com.taflpost.push;

import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;

/** The push operations, called as a browser's page would call them. */
final class Pushes {
    private Pushes() {}

    static String serverKey() {
        return RestAssured.get("/api/push/key").then().statusCode(200).extract().path("publicKey");
    }

    static Response subscribe(String token, Map<String, ?> subscription) {
        var request = RestAssured.given().contentType(ContentType.JSON).body(subscription);
        return (token == null ? request : request.auth().oauth2(token)).post("/api/push/subscriptions");
    }

    /** Subscribes the browser for the token's player or seat: the subscription's id. */
    static String subscribed(String token, TestBrowser browser) {
        return subscribe(token, browser.subscription())
                .then()
                .statusCode(201)
                .extract()
                .path("id");
    }

    static Response unsubscribe(String token, String id) {
        return RestAssured.given().auth().oauth2(token).delete("/api/push/subscriptions/{id}", id);
    }
}
