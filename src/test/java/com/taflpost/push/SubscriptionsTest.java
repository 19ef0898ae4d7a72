package com.taflpost.push;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a subscription must be, how many an owner may have, and who may delete one. */
@QuarkusTest
class SubscriptionsTest {
    private static final String ENDPOINT = "http://127.0.0.1:9999/push/";

    @Test
    void theSameEndpointAgainIsTheSameSubscription() {
        TestPlayer astrid = Players.register("astrid");
        TestBrowser browser = TestBrowser.at(ENDPOINT + "same");

        String id = Pushes.subscribed(astrid.token(), browser);

        Pushes.subscribe(astrid.token(), browser.subscription())
                .then()
                .statusCode(200)
                .body("id", equalTo(id));
    }

    @Test
    void badKeysAndEndpointsAreRefused() {
        TestPlayer astrid = Players.register("astrid");
        TestBrowser browser = TestBrowser.at(ENDPOINT + "bad");
        byte[] offCurve = browser.point();
        offCurve[64] ^= 1;
        String auth = TestBrowser.base64Url(browser.auth());
        String p256dh = TestBrowser.base64Url(browser.point());

        refused(astrid, ENDPOINT + "x", TestBrowser.base64Url(offCurve), auth, "bad-push-key");
        refused(astrid, ENDPOINT + "x", "not base64 !", auth, "bad-push-key");
        refused(astrid, ENDPOINT + "x", auth, auth, "bad-push-key");
        refused(astrid, ENDPOINT + "x", p256dh, TestBrowser.base64Url(new byte[15]), "bad-push-auth");
        // a null member is refused as such, as in every request body (NullMembersTest)
        refused(astrid, ENDPOINT + "x", p256dh, null, "validation");
        refused(astrid, "ftp://push.example.net/x", p256dh, auth, "bad-push-endpoint");
        refused(astrid, "push.example.net/x", p256dh, auth, "bad-push-endpoint");
        refused(astrid, null, p256dh, auth, "validation");
        refused(astrid, "https://169.254.169.254/latest", p256dh, auth, "bad-push-endpoint");
        refused(astrid, "https://[::ffff:169.254.169.254]/x", p256dh, auth, "bad-push-endpoint");
        refused(astrid, "https://user:pw@127.0.0.1:8443/x", p256dh, auth, "bad-push-endpoint");
        refused(astrid, "https://127.0.0.1:22/x", p256dh, auth, "bad-push-endpoint");
        refused(astrid, "https://" + "a".repeat(2100) + ".example/x", p256dh, auth, "bad-push-endpoint");
        Pushes.subscribe(astrid.token(), Map.of("endpoint", ENDPOINT + "x"))
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-push-key"));
        Pushes.subscribe(null, browser.subscription()).then().statusCode(401).body("code", equalTo("unauthorized"));
    }

    @Test
    void anOwnerHasAtMostTwentySubscriptions() {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        TestBrowser first = TestBrowser.at(ENDPOINT + "cap-0");
        Pushes.subscribed(seats.attackers(), first);
        for (int browser = 1; browser < 20; browser++) {
            Pushes.subscribed(seats.attackers(), TestBrowser.at(ENDPOINT + "cap-" + browser));
        }

        Pushes.subscribe(seats.attackers(), TestBrowser.at(ENDPOINT + "cap-20").subscription())
                .then()
                .statusCode(409)
                .body("code", equalTo("too-many-push-subscriptions"));
        // one already there is still answered, and the other seat has its own twenty
        Pushes.subscribe(seats.attackers(), first.subscription()).then().statusCode(200);
        Pushes.subscribed(seats.defenders(), TestBrowser.at(ENDPOINT + "cap-20"));
    }

    @Test
    void onlyItsOwnerDeletesASubscription() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        String id = Pushes.subscribed(astrid.token(), TestBrowser.at(ENDPOINT + "mine"));

        Pushes.unsubscribe(bjorn.token(), id)
                .then()
                .statusCode(404)
                .body("code", equalTo("push-subscription-not-found"));
        Pushes.unsubscribe(seats.attackers(), id).then().statusCode(404);
        Pushes.unsubscribe(astrid.token(), "not-an-id").then().statusCode(404);
        Pushes.unsubscribe(astrid.token(), id).then().statusCode(204);
        Pushes.unsubscribe(astrid.token(), id).then().statusCode(404);
    }

    private static void refused(TestPlayer player, String endpoint, String p256dh, String auth, String code) {
        Map<String, Object> keys = new java.util.HashMap<>();
        keys.put("p256dh", p256dh);
        keys.put("auth", auth);
        Map<String, Object> body = new java.util.HashMap<>();
        body.put("endpoint", endpoint);
        body.put("keys", keys);
        String answer = Pushes.subscribe(player.token(), body)
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo(code))
                .extract()
                .asString();
        assertThat(answer).as(endpoint).isNotEmpty();
    }
}
