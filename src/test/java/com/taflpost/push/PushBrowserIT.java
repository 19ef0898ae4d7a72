package com.taflpost.push;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import com.taflpost.web.Browser;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The web client's way to pushes (issue 26), in headless Chromium as far as it allows: the permission is asked on a
 * click, /sw.js is registered, and the subscription reaches the server, which then pushes the opponent's move to the
 * test's push service, encrypted to the browser's keys. Headless Chromium has no push service of its own, so the
 * page's PushManager hands out the test's subscription (its endpoint on {@link PushReceiver}); the decrypted message
 * is then delivered to the service worker through the DevTools protocol, and the notification it shows is read back.
 */
@QuarkusTest
class PushBrowserIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/")
    URL base;

    @Test
    void aSeatThatAskedOnAClickIsPushedTheOpponentsMoveAndShownIt() throws Exception {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        try (PushReceiver service = new PushReceiver(Pushes.serverKey());
                Browser b = new Browser("push", 1280, 900, "en")) {
            TestBrowser keys = service.browser();
            String subscription = JSON.writeValueAsString(keys.subscription());
            b.driver.executeCdpCommand(
                    "Page.addScriptToEvaluateOnNewDocument",
                    Map.of(
                            "source",
                            "if (window.PushManager) {"
                                    + " const mine = { toJSON: () => (" + subscription + ") };"
                                    + " PushManager.prototype.getSubscription = async () => null;"
                                    + " PushManager.prototype.subscribe = async () => mine; }"));
            b.driver.executeCdpCommand(
                    "Browser.grantPermissions",
                    Map.of("origin", base.toString().replaceAll("/$", ""), "permissions", List.of("notifications")));

            b.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
            b.waitForText("#status", "Your turn");
            b.find("#notify-me").click();
            b.waitForText("#toast", "Notifications are on");
            assertThat(b.script("return navigator.serviceWorker.controller === null"
                            + " ? navigator.serviceWorker.getRegistration().then(r => !!r && !!r.active)"
                            + " : true"))
                    .isEqualTo(true);

            // the attackers move from another device; the defenders' answer makes it this seat's turn
            Games.move(seats.id(), seats.attackers(), Games.KING_ESCAPES.get(0), 0)
                    .then()
                    .statusCode(201);
            Instant moved = Instant.now();
            Games.move(seats.id(), seats.defenders(), Games.KING_ESCAPES.get(1), 1)
                    .then()
                    .statusCode(201);
            PushReceiver.Push push = service.await(
                    p -> p.path().equals(keys.path()) && "your-turn".equals(p.type()), Duration.ofSeconds(20));
            assertThat(push).as("a your-turn push").isNotNull();
            assertThat(push.problem()).isNull();
            assertThat(push.message().path("gameId").asText()).isEqualTo(seats.id());
            assertThat(push.message().path("url").asText()).endsWith("/play/" + seats.id());
            assertThat(push.at()).isAfter(moved);

            // what the service worker does with it: a notification that names the turn and opens the game
            b.driver.executeCdpCommand("ServiceWorker.enable", Map.of());
            assertThat(b.script("return navigator.serviceWorker.ready.then(r => r.active.state)"))
                    .isEqualTo("activated");
            // delivered again until shown: a worker that has gone idle may take the first one while it starts
            Object shown = b.until(d -> {
                b.driver.executeCdpCommand(
                        "ServiceWorker.deliverPushMessage",
                        Map.of(
                                "origin", base.toString().replaceAll("/$", ""),
                                "registrationId", "0",
                                "data", push.message().toString()));
                Object titles = b.script("return navigator.serviceWorker.getRegistration()"
                        + ".then(r => r.getNotifications())"
                        + ".then(all => all.map(n => n.title + ' | ' + n.body + ' | ' + n.data.url))");
                return titles instanceof List<?> list && !list.isEmpty() ? list : null;
            });
            assertThat(shown)
                    .asList()
                    .containsExactly(push.message().path("title").asText() + " | "
                            + push.message().path("body").asText() + " | /play/" + seats.id());
        }
    }
}
