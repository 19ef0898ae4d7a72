package com.taflpost.webhook;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.testsupport.Pages;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Listing, deleting and re-keying a player's webhooks, and the limits on them. */
@QuarkusTest
class WebhookManagementTest {
    private static final String LOCAL = "http://127.0.0.1:9999/";

    @Test
    void aPlayerListsTheirOwnWebhooksWithoutSecrets() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String first = Hooks.register(astrid, LOCAL + "first");
        String second = Hooks.register(astrid, LOCAL + "second");
        Hooks.register(bjorn, LOCAL + "bjorn");

        JsonPath list = Pages.items(given().auth()
                .oauth2(astrid.token())
                .get("/api/players/me/webhooks")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath());
        assertThat(list.getList("id", String.class)).containsExactly(first, second);
        assertThat(list.getList("url", String.class)).containsExactly(LOCAL + "first", LOCAL + "second");
        assertThat(list.getList("failures", Integer.class)).containsOnly(0);
        assertThat(list.getString("[0].pausedUntil")).isNull();
        assertThat(list.prettify()).doesNotContain("secret").doesNotContain("whsec_");
        given().get("/api/players/me/webhooks").then().statusCode(401).body("code", equalTo("unauthorized"));
    }

    @Test
    void aDeletedWebhookIsGoneAndGetsNothingMore() throws Exception {
        try (Receiver receiver = new Receiver()) {
            TestPlayer astrid = Players.register("astrid");
            TestPlayer bjorn = Players.register("bjorn");
            String webhook = Hooks.register(astrid, receiver.url());
            given().auth()
                    .oauth2(bjorn.token())
                    .delete("/api/players/me/webhooks/{id}", webhook)
                    .then()
                    .statusCode(404)
                    .body("code", equalTo("webhook-not-found"));

            given().auth()
                    .oauth2(astrid.token())
                    .delete("/api/players/me/webhooks/{id}", webhook)
                    .then()
                    .statusCode(204);
            given().auth()
                    .oauth2(astrid.token())
                    .delete("/api/players/me/webhooks/{id}", webhook)
                    .then()
                    .statusCode(404)
                    .body("code", equalTo("webhook-not-found"));
            given().auth()
                    .oauth2(astrid.token())
                    .get("/api/players/me/webhooks/{id}/deliveries", webhook)
                    .then()
                    .statusCode(404);
            given().auth()
                    .oauth2(astrid.token())
                    .get("/api/players/me/webhooks")
                    .then()
                    .statusCode(200)
                    .body("items.size()", equalTo(0));

            // a webhook registered after the event shows that it was sent, and the deleted one got nothing
            Hooks.raise(astrid.id(), 1);
            try (Receiver later = new Receiver()) {
                Hooks.register(astrid, later.url());
                Hooks.raise(astrid.id(), 1);
                assertThat(later.next(10)).isNotNull();
            }
            assertThat(receiver.all()).isEmpty();
        }
    }

    @Test
    void aNewSecretIsShownOnceAndSignsWhatIsSentFromThen() throws Exception {
        try (Receiver receiver = new Receiver()) {
            TestPlayer astrid = Players.register("astrid");
            JsonPath registered = given().contentType(ContentType.JSON)
                    .auth()
                    .oauth2(astrid.token())
                    .body(Map.of("url", receiver.url()))
                    .post("/api/players/me/webhooks")
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath();
            String id = registered.getString("id");
            given().auth()
                    .oauth2(Players.register("bjorn").token())
                    .post("/api/players/me/webhooks/{id}/secret", id)
                    .then()
                    .statusCode(404)
                    .body("code", equalTo("webhook-not-found"));

            JsonPath rotated = given().auth()
                    .oauth2(astrid.token())
                    .post("/api/players/me/webhooks/{id}/secret", id)
                    .then()
                    .statusCode(200)
                    .body("id", equalTo(id))
                    .body("url", equalTo(receiver.url()))
                    .extract()
                    .jsonPath();
            String secret = rotated.getString("secret");
            assertThat(secret).startsWith("whsec_").isNotEqualTo(registered.getString("secret"));

            Hooks.raise(astrid.id(), 1);
            Receiver.Post post = receiver.next(10);
            assertThat(post).isNotNull();
            String t = post.signature().substring(2, post.signature().indexOf(','));
            assertThat(post.signature()).isEqualTo("t=" + t + ",v1=" + Signature.hmac(secret, t + "." + post.body()));
        }
    }

    @Test
    void aPlayerMayHaveTenWebhooks() {
        TestPlayer astrid = Players.register("astrid");
        for (int i = 0; i < 10; i++) {
            Hooks.register(astrid, LOCAL + i);
        }
        given().contentType(ContentType.JSON)
                .auth()
                .oauth2(astrid.token())
                .body(Map.of("url", LOCAL + "eleventh"))
                .post("/api/players/me/webhooks")
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("code", equalTo("too-many-webhooks"))
                .body("detail", containsString("10 webhooks"));
    }

    @Test
    void aUrlMayHave2048Characters() {
        TestPlayer astrid = Players.register("astrid");
        String longest = LOCAL + "x".repeat(2048 - LOCAL.length());
        Hooks.register(astrid, longest);
        given().contentType(ContentType.JSON)
                .auth()
                .oauth2(astrid.token())
                .body(Map.of("url", longest + "x"))
                .post("/api/players/me/webhooks")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("validation"))
                .body("errors[0].field", equalTo("url"))
                .body("errors[0].message", equalTo("must be at most 2048 characters"))
                .body("errors[1]", nullValue());
    }
}
