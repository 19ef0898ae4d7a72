package com.taflpost.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The game page keeps up and keeps its seats (issue: the live game page): a page that was offline while the opponent
 * moved catches up by itself and says how its connection stands; an anonymous player finds the game again from the
 * home page; a broken seat link says so and stores nothing; the creator's own invitation link is handed back to send
 * on. Screenshots of the page on a desktop and a phone, light and dark, go to target/browser/.
 */
@QuarkusTest
class GamePageLiveBrowserIT {
    private static final Map<String, Object> BRANDUBH =
            Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "attackers");

    private static final String KEEP_STREAMS = "window.streams = []; const Source = window.EventSource;"
            + " window.EventSource = class extends Source {"
            + " constructor(...args) { super(...args); streams.push(this); } };";

    @TestHTTPResource("/")
    URL base;

    @Test
    void theCreatorOpeningTheirOwnInvitationIsToldToSendItAndKeepsTheirSeat() {
        JsonPath game =
                Games.create(null, BRANDUBH).then().statusCode(201).extract().jsonPath();
        String id = game.getString("id");
        String invitation = game.getString("invitation.url");
        try (Browser creator = new Browser("live-own-invitation", 1280, 900, "en");
                Browser friend = new Browser("live-own-invitation-friend", 390, 844, "en")) {
            creator.darkTheme();
            creator.open(game.getString("seat.playUrl"));
            creator.waitForText("#status", "Waiting for the opponent");
            Object seatBefore = storedSeat(creator, id);
            assertThat(seatBefore).isNotNull();

            creator.open(invitation);
            creator.waitForText("#notice", "This is your opponent's link: send it to them.");
            assertThat(creator.find("#notice #opponent-link").getAttribute("value"))
                    .isEqualTo(invitation);
            assertThat(creator.find("#notice [data-copy='opponent-link']").getText())
                    .isEqualTo("Copy");
            creator.waitForText("#status", "Waiting for the opponent");
            assertThat(creator.driver.findElements(By.id("offer"))).isEmpty();
            assertThat(storedSeat(creator, id)).isEqualTo(seatBefore);
            creator.screenshot("desktop-dark");

            // The real friend can still take the seat, and the creator's page sees the game start.
            friend.open(invitation);
            friend.find("#take-seat").click();
            friend.waitForText("#status", "Attackers to move");
            creator.find("#status.your-turn");
            assertThat(storedSeat(creator, id)).isEqualTo(seatBefore);
        }
    }

    @Test
    void aPageThatWasOfflineWhileTheOpponentMovedCatchesUpOnItsOwn() throws InterruptedException {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        Games.move(seats.id(), seats.attackers(), Games.KING_ESCAPES.get(0), 0)
                .then()
                .statusCode(201);
        try (Browser b = new Browser("live-offline", 390, 844, "en")) {
            b.darkTheme();
            // The page's streams, for the test to cut as a dropped connection does: without telling the page.
            b.driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", KEEP_STREAMS));
            b.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
            b.waitForText("#status", "Defenders to move");
            b.until(d -> "stream".equals(b.live()) ? Boolean.TRUE : null);
            assertThat(b.find("#live").getText()).isEqualTo("Live");
            b.script("window.liveStates = [];"
                    + " new MutationObserver(() => liveStates.push(document.body.dataset.live))"
                    + ".observe(document.body, {attributes: true, attributeFilter: ['data-live']});");

            b.driver.executeCdpCommand("Network.enable", Map.of());
            network(b, true);
            b.until(d -> "offline".equals(b.live()) ? Boolean.TRUE : null);
            b.waitForText("#live", "Offline — will catch up");
            b.script("streams.forEach(s => s.close())");
            // The defenders move from another device while this page cannot hear it.
            Games.move(seats.id(), seats.defenders(), Games.KING_ESCAPES.get(1), 1)
                    .then()
                    .statusCode(201);
            Thread.sleep(10_000);
            assertThat(b.find("#status").getText()).isEqualTo("Defenders to move");
            b.screenshot("phone-dark-offline");

            network(b, false);
            new WebDriverWait(b.driver, Duration.ofSeconds(8))
                    .until(d -> "defender"
                                    .equals(b.script("var s = document.querySelector(\".board"
                                            + " [data-square='c7']\"); return s && s.dataset.piece;"))
                            ? Boolean.TRUE
                            : null);
            b.find("#status.your-turn");
            b.until(d -> "stream".equals(b.live()) ? Boolean.TRUE : null);
            b.waitForText("#live", "Live");
            assertThat(b.find("#moves").getText()).contains("b4-b2", "c4-c7");
            List<Object> states = new ArrayList<>((List<?>) b.script("return liveStates"));
            assertThat(states).containsSubsequence("offline", "stream");
            assertThat(b.script("return document.getElementById('trouble').textContent"))
                    .isEqualTo("");
            assertThat(b.script("return document.getElementById('refusal').textContent"))
                    .isEqualTo("");
            assertThat(b.driver.findElement(By.tagName("body")).getText()).doesNotContain("Failed to fetch");
            b.screenshot("phone-dark-caught-up");

            // The page plays on as usual once it caught up.
            b.square("a4").click();
            b.square("a5").click();
            b.waitForText("#status", "Defenders to move");
            given().get("/api/games/{id}", seats.id()).then().statusCode(200).body("ply", org.hamcrest.Matchers.is(3));
        }
    }

    @Test
    void anAnonymousPlayerFindsTheGameAgainOnTheHomePage() {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        try (Browser b = new Browser("live-way-back", 1280, 900, "en")) {
            b.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
            b.find("#status.your-turn");
            // The seat's link is shown in full with a copy button, not folded away.
            assertThat(b.find("#keep #seat-link").getAttribute("value")).contains("/play/" + seats.id() + "#");
            b.waitForText("#keep", "only way back");
            b.square("b4").click();
            b.square("b2").click();
            b.waitForText("#status", "Defenders to move");
            b.screenshot("desktop-light");

            b.open(base.toString());
            b.waitForText("#browser-games", "Attackers");
            b.find("#browser-games li[data-game='" + seats.id() + "'] a").click();
            b.waitForText("#status", "Defenders to move");
            assertThat(b.driver.getCurrentUrl()).isEqualTo(base + "play/" + seats.id());
            Games.move(seats.id(), seats.defenders(), Games.KING_ESCAPES.get(1), 1)
                    .then()
                    .statusCode(201);
            b.find("#status.your-turn");
            assertThat(b.find("#share").getText()).doesNotContain("You are watching");
        }
    }

    @Test
    void aTruncatedOrWrongSeatLinkSaysSoAndLeavesTheVisitorWatching() {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        String token = seats.attackers();
        try (Browser b = new Browser("live-broken-link", 390, 844, "en")) {
            b.open(base + "play/" + seats.id() + "#seat=" + token.substring(0, token.length() - 30));
            b.waitForText("#notice", "This link is incomplete or wrong: ask for it again. You are watching the game.");
            b.waitForText("#share", "You are watching this game.");
            b.waitForText("#status", "Attackers to move");
            assertThat(b.driver.findElement(By.tagName("body")).getText())
                    .doesNotContain("Game not found")
                    .doesNotContain("token");
            assertNothingStored(b);
            b.screenshot("phone-light-broken-link");

            b.open(base + "play/" + seats.id() + "#s=AAAAAAAAAAAAAAAAAAAAAA");
            b.waitForText("#notice", "This link is incomplete or wrong");
            b.waitForText("#share", "You are watching this game.");
            assertThat(b.driver.getCurrentUrl()).isEqualTo(base + "play/" + seats.id());
            assertNothingStored(b);
        }
    }

    @Test
    void aSeatResignsOnTheOpponentsTurnAndACreatorCancelsAWaitingGame() {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        JsonPath waiting =
                Games.create(null, BRANDUBH).then().statusCode(201).extract().jsonPath();
        try (Browser b = new Browser("live-controls", 1280, 900, "en")) {
            b.open(base + "play/" + seats.id() + "#seat=" + seats.defenders());
            b.waitForText("#status", "Attackers to move");
            assertThat(b.find("#abort").getText()).isEqualTo("Abort");
            b.find("#resign").click();
            b.driver.switchTo().alert().accept();
            b.waitForText("#result", "Attackers win");
            assertThat(b.find("#new-game-link").getText()).isEqualTo("New game");
            assertThat(b.driver.findElements(By.id("resign"))).isEmpty();
            given().get("/api/games/{id}", seats.id())
                    .then()
                    .statusCode(200)
                    .body("status", org.hamcrest.Matchers.is("finished"))
                    .body("result.winner", org.hamcrest.Matchers.is("attackers"));
            b.screenshot("desktop-light-resigned");
            // "New game" asks for the same rules and board again
            b.find("#new-game-link").click();
            b.until(d ->
                    "brandubh".equals(b.script("return document.getElementById('game-board')?.value")) ? true : null);
            assertThat(b.script("return document.getElementById('game-ruleset').value"))
                    .isEqualTo("copenhagen");

            // The short link of a new game's seat is traded for its token; its creator cancels it before anyone came.
            String shortLink = waiting.getString("seat.playUrl");
            assertThat(shortLink).matches(".*/play/[A-Za-z0-9_-]+#s=[A-Za-z0-9_-]{22}");
            b.open(shortLink);
            b.waitForText("#status", "Waiting for the opponent");
            // the same link again (the exchange signs a new token for the same seat): no notice, the seat stays
            b.open(base.toString());
            b.open(shortLink);
            b.waitForText("#status", "Waiting for the opponent");
            assertThat(b.driver.findElements(By.id("notice"))).isEmpty();
            assertThat(b.find("#keep #seat-link").getAttribute("value")).isEqualTo(shortLink);
            b.find("#cancel-game").click();
            b.driver.switchTo().alert().accept();
            b.waitForText("#result", "This game was cancelled.");
            assertThat(b.driver.findElements(By.id("cancel-game"))).isEmpty();
            given().get("/api/games/{id}", waiting.getString("id"))
                    .then()
                    .statusCode(200)
                    .body("status", org.hamcrest.Matchers.is("aborted"));
        }
    }

    private static void network(Browser b, boolean offline) {
        b.driver.executeCdpCommand(
                "Network.emulateNetworkConditions",
                Map.of("offline", offline, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
    }

    private static Object storedSeat(Browser b, String id) {
        return b.script("return localStorage.getItem('taflpost.seat." + id + "')");
    }

    private static void assertNothingStored(Browser b) {
        assertThat(b.script("return Object.keys(localStorage).filter(k => k.startsWith('taflpost.seat.'))"))
                .asList()
                .isEmpty();
        assertThat(b.script("return localStorage.getItem('taflpost.games')")).isNull();
    }
}
