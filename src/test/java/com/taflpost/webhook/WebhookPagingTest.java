package com.taflpost.webhook;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Pages;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A player's webhooks and a webhook's deliveries are read a page at a time by cursor. */
@QuarkusTest
class WebhookPagingTest {
    // nothing listens there: deliveries fail and stay in the log, which is all these tests read
    private static final String NOWHERE = "http://127.0.0.1:9999/";

    @Test
    void webhooksPageOldestFirstAndThoseAddedMeanwhileComeLast() {
        TestPlayer astrid = Players.register("pager");
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            made.add(Hooks.register(astrid, NOWHERE + i));
        }
        List<String> later = new ArrayList<>();
        List<Object> seen = Pages.follow(astrid.token(), "/api/players/me/webhooks?size=1", "items.id", () -> {
            if (later.size() < 3) {
                later.add(Hooks.register(astrid, NOWHERE + "later" + later.size()));
            }
        });
        assertThat(seen).doesNotHaveDuplicates();
        assertThat(seen.subList(0, made.size())).containsExactlyElementsOf(made);
        assertThat(seen).hasSize(7).containsAll(later);
    }

    @Test
    void deliveriesPageNewestFirstAndThoseMadeMeanwhileAreNotRepeated() {
        TestPlayer astrid = Players.register("pager");
        String webhook = Hooks.register(astrid, NOWHERE);
        Hooks.raise(astrid.id(), 5);
        List<Object> before = Pages.follow(
                astrid.token(), "/api/players/me/webhooks/" + webhook + "/deliveries?size=100", "items.id");
        assertThat(before).hasSize(5);
        List<Object> seen = Pages.follow(
                astrid.token(),
                "/api/players/me/webhooks/" + webhook + "/deliveries?size=2",
                "items.id",
                () -> Hooks.raise(astrid.id(), 1));
        assertThat(seen).containsExactlyElementsOf(before);
    }

    @Test
    void aCursorOfAnotherListIsRefused() {
        TestPlayer astrid = Players.register("pager");
        String webhook = Hooks.register(astrid, NOWHERE);
        given().auth()
                .oauth2(astrid.token())
                .get("/api/players/me/webhooks?cursor=ZGVsaXZlcmllc3wxNw")
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-cursor"));
        given().auth()
                .oauth2(astrid.token())
                .get("/api/players/me/webhooks/{id}/deliveries?cursor=d2ViaG9va3N8MXx4", webhook)
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-cursor"));
        // a webhooks cursor whose id is not one
        given().auth()
                .oauth2(astrid.token())
                .get("/api/players/me/webhooks?cursor=d2ViaG9va3N8MXx4")
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-cursor"));
    }
}
