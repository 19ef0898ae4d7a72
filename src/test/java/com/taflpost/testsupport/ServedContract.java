package com.taflpost.testsupport;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.restassured.http.ContentType;

/** The contract as the running server serves it ({@code /q/openapi}), read once: it is made at build time. */
public final class ServedContract {
    private static JsonNode document;

    private ServedContract() {}

    public static synchronized JsonNode document() {
        if (document == null) {
            try {
                document = new ObjectMapper()
                        .readTree(given().accept(ContentType.JSON)
                                .get("/q/openapi?format=json")
                                .asString());
            } catch (Exception e) {
                throw new IllegalStateException("cannot read the served contract", e);
            }
        }
        return document;
    }
}
