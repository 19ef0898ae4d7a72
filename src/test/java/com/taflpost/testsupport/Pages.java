package com.taflpost.testsupport;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import groovy.json.JsonOutput;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;

/** Reading a list paged by cursor: every page, by following the next links as given. */
public final class Pages {
    private Pages() {}

    /**
     * The values at {@code path} (e.g. {@code items.id}) of every page, from {@code first} to the last page, with
     * {@code token} as the caller when not null; {@code between} runs after each page is read, before the next.
     */
    public static List<Object> follow(String token, String first, String path, Runnable between) {
        List<Object> values = new ArrayList<>();
        String next = first;
        for (int pages = 0; next != null; pages++) {
            assertThat(pages).as("pages followed").isLessThan(500);
            RequestSpecification request = given().urlEncodingEnabled(false);
            if (token != null) {
                request = request.auth().oauth2(token);
            }
            JsonPath page = request.get(next).then().statusCode(200).extract().jsonPath();
            values.addAll(page.getList(path));
            next = page.getString("next");
            if (next != null) {
                between.run();
            }
        }
        return values;
    }

    /** The items of one page, as a document of their own (an array at its root). */
    public static JsonPath items(JsonPath page) {
        return JsonPath.from(JsonOutput.toJson(page.getList("items")));
    }

    /** The values at {@code path} of every page, with nothing done between pages. */
    public static List<Object> follow(String token, String first, String path) {
        return follow(token, first, path, () -> {});
    }
}
