package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Challenges;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * Every page of the web client under axe-core, in the light and the dark theme, on a desktop and on a phone: no
 * critical or serious violation (the lesser ones go to the log). And the board's semantics: a grid of rows of cells,
 * the selected piece's cell marked, each cell named by what it holds and offers, and a refused try says why.
 * Screenshots go to target/browser/.
 */
@QuarkusTest
class AccessibilityBrowserIT {
    private static final Map<String, Object> PER_MOVE_3D = Map.of("type", "per-move", "perMove", "P3D");

    @TestHTTPResource("/")
    URL base;

    @Test
    void everyPageInBothThemesAndSizesHasNoSeriousViolation() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        List<String> problems = new ArrayList<>();
        for (boolean dark : new boolean[] {false, true}) {
            for (boolean phone : new boolean[] {false, true}) {
                String name = "a11y-" + (phone ? "phone" : "desktop") + "-" + (dark ? "dark" : "light");
                try (Browser b = phone ? phone(name) : new Browser(name, 1280, 900, "en")) {
                    if (dark) {
                        b.darkTheme();
                    }
                    for (var page : pages(b, astrid, bjorn).entrySet()) {
                        page.getValue().accept(b);
                        b.screenshot(page.getKey());
                        Object headings = b.script("return document.querySelectorAll('h1').length");
                        if (!Long.valueOf(1).equals(headings)) {
                            problems.add(name + " " + page.getKey() + ": " + headings + " h1 elements, not one");
                        }
                        List<Axe.Violation> violations = Axe.run(b);
                        System.out.println(name + " " + page.getKey() + ": " + violations.size() + " axe violations");
                        for (Axe.Violation v : violations) {
                            String line = name + " " + page.getKey() + ": " + v;
                            System.out.println(line);
                            if (v.blocking()) {
                                problems.add(line);
                            }
                        }
                    }
                }
            }
        }
        assertThat(problems)
                .as("critical and serious axe violations, and pages without one h1")
                .isEmpty();
    }

    /** A phone's viewport, 390 by 844: headless Chromium's window alone would not get narrower than 500. */
    private static Browser phone(String name) {
        Browser b = new Browser(name, 390, 844, "en");
        b.driver.executeCdpCommand(
                "Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
        return b;
    }

    /** The pages in the order a browser visits them: anonymous ones first, then logged in as bjorn. */
    private Map<String, Consumer<Browser>> pages(Browser b, TestPlayer astrid, TestPlayer bjorn) {
        Map<String, Consumer<Browser>> pages = new LinkedHashMap<>();
        pages.put("home", x -> {
            x.open(base.toString());
            x.find("#create-game");
        });
        pages.put("waiting", x -> {
            JsonPath game = Games.create(
                            null, Map.of("ruleset", "copenhagen", "board", "brandubh", "timeControl", PER_MOVE_3D))
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath();
            String id = game.getString("id");
            x.open(base.toString());
            x.script("localStorage.setItem('taflpost.seat." + id + "', JSON.stringify({token: '"
                    + game.getString("seat.token") + "', invitationUrl: '" + game.getString("invitation.url") + "'}))");
            x.open(base + "play/" + id);
            x.find("#invitation");
            x.waitForText("#status", "Waiting");
        });
        pages.put("your-turn-selected", x -> {
            Seats seats = Seats.of(Games.seated(Map.of("ruleset", "copenhagen", "board", "copenhagen")));
            x.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
            x.find("#status.your-turn");
            x.square("a4").click();
            x.find(".board .sq.selected[data-square='a4']");
        });
        pages.put("home-rules-editor", x -> {
            x.open(base.toString());
            x.find("#rules-editor summary").click();
            x.choose("#rule-escape", "edges");
            x.find("#custom-rules");
        });
        pages.put("custom-rules-game", x -> {
            Seats seats = Seats.of(Games.seated(Map.of(
                    "ruleset", "copenhagen",
                    "board", "brandubh",
                    "rules", Map.of("escape", "edges", "exit-fort", "no"))));
            x.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
            x.find("#game-rules summary").click();
            x.find("#game-rules li.differs");
        });
        pages.put("finished", x -> {
            Seats seats = Games.playedToTheEnd();
            x.open(base + "play/" + seats.id() + "#seat=" + seats.defenders());
            x.find("#result");
            x.find("#moves [aria-current]");
        });
        pages.put("spectator", x -> {
            Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
            Games.move(seats.id(), seats.attackers(), "a4-a5", 0).then().statusCode(201);
            x.open(base + "play/" + seats.id());
            x.find(".board .sq.last-to");
        });
        pages.put("invitation-prompt", x -> {
            JsonPath game = Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh"))
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath();
            x.open(game.getString("invitation.url"));
            x.find("#offer");
        });
        pages.put("home-logged-in", x -> {
            Challenges.created(astrid, Map.of("opponent", bjorn.name(), "timeControl", PER_MOVE_3D));
            x.open(base.toString());
            x.script("localStorage.setItem('taflpost.player', JSON.stringify({token: '" + bjorn.token() + "', name: '"
                    + bjorn.name() + "'}))");
            x.open(base.toString());
            x.waitForText("#player-name", bjorn.name());
            x.waitForText("#challenges", "3 days per move");
        });
        pages.put("challenge", x -> {
            String id = Challenges.created(astrid, Map.of("timeControl", PER_MOVE_3D));
            x.open(base + "challenge/" + id);
            x.find("#accept");
            x.waitForText("main", "3 days per move");
        });
        pages.put("notifications", x -> {
            x.open(base + "?notifications");
            x.find(".settings");
        });
        pages.put("tournaments", x -> {
            x.open(base + "tournaments");
            x.waitForText("h1", "Tournaments");
        });
        pages.put("tournament-running", x -> {
            String id = Games.as(astrid.token())
                    .body(Map.of(
                            "name", "Axe open", "ruleset", "copenhagen", "board", "brandubh", "format", "round-robin"))
                    .post("/api/tournaments")
                    .then()
                    .statusCode(201)
                    .extract()
                    .path("id");
            for (TestPlayer p : List.of(astrid, bjorn)) {
                Games.as(p.token())
                        .post("/api/tournaments/{id}/entries", id)
                        .then()
                        .statusCode(200);
            }
            Games.as(astrid.token())
                    .post("/api/tournaments/{id}/start", id)
                    .then()
                    .statusCode(200);
            x.open(base + "tournaments/" + id);
            x.find("#standings");
            x.find("#rounds");
        });
        pages.put("profile-with-chart", x -> {
            String game = Games.registered("copenhagen", astrid, "attackers", bjorn, true);
            Games.playToTheEnd(game, astrid.token(), bjorn.token());
            x.open(base + "players/" + astrid.name());
            x.find("svg.chart");
        });
        pages.put("leaderboard", x -> {
            x.open(base + "leaderboard");
            x.waitForText("h1", "Leaderboard");
        });
        return pages;
    }

    @Test
    void theBoardIsAGridThatNamesItsCellsAndSaysWhyATryIsRefused() {
        Seats seats = Seats.of(Games.seated(Map.of("ruleset", "copenhagen", "board", "copenhagen")));
        try (Browser b = phone("a11y-board")) {
            b.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
            b.find("#status.your-turn");
            assertThat(b.script("return document.querySelectorAll("
                            + "'.board[role=grid] > [role=row] > [role=gridcell].sq').length"))
                    .isEqualTo(121L);
            assertThat(b.script("return document.querySelectorAll('.board [role=gridcell]').length"))
                    .isEqualTo(121L);
            assertThat(b.square("a4").getAttribute("aria-label")).isEqualTo("a4, attacker, can move");
            assertThat(b.square("f6").getAttribute("aria-label")).isEqualTo("f6, king, throne");
            assertThat(b.square("a1").getAttribute("aria-label")).isEqualTo("a1, corner");

            // An opponent's piece.
            b.square("f4").click();
            b.waitForText("#refusal", "That piece is not yours.");
            assertThat(b.script("return document.querySelectorAll('.board [aria-selected=true]').length"))
                    .isEqualTo(0L);

            // The piece picked with the keyboard is the selected cell; its targets say what they offer.
            b.square("a4").sendKeys(Keys.ENTER);
            b.find(".board [data-square='a4'][aria-selected='true']");
            b.until(d -> "".equals(b.script("return document.getElementById('refusal').textContent")) ? true : null);
            assertThat(b.square("a3").getAttribute("aria-label")).isEqualTo("a3: move here");
            assertThat(b.square("a1").getAttribute("aria-label")).isEqualTo("a1, corner");

            b.square("c3").click();
            b.waitForText("#refusal", "Pieces move along a row or a column.");
            b.square("a1").click();
            b.waitForText("#refusal", "Only the king may stand on the throne or in a corner.");
            b.square("b6").click();
            b.square("i6").click();
            b.waitForText("#refusal", "Another piece is in the way.");
            b.screenshot("refused");

            // The opponent's move is said through the live region, in words; one's own is not.
            Games.move(seats.id(), seats.attackers(), "d1-d3", 0).then().statusCode(201);
            b.waitForText("#moves", "d1-d3");
            assertThat(b.find("#announcer").getText()).isEmpty();
            Games.move(seats.id(), seats.defenders(), "f4-c4", 1).then().statusCode(201);
            b.waitForText("#announcer", "Defenders moved f4 to c4.");
            b.script("import('/js/announce.js').then((m) => m.announce("
                    + "m.moveSentence({from: 'e1', to: 'e4', captures: ['e5']}, 'attackers')))");
            b.waitForText("#announcer", "Attackers moved e1 to e4, capturing e5.");

            // Large squares: 44 px targets on a phone, the board scrolling sideways.
            Object before = b.script("return document.querySelector('.sq').getBoundingClientRect().width");
            assertThat(((Number) before).doubleValue()).isLessThan(44);
            b.find("#board-zoom").click();
            b.find("#board.zoomed");
            Object after = b.script("return document.querySelector('.sq').getBoundingClientRect().width");
            assertThat(((Number) after).doubleValue()).isGreaterThanOrEqualTo(44);
            assertThat(b.find("#board-zoom").getAttribute("aria-pressed")).isEqualTo("true");
            b.screenshot("large-squares");
            b.square("d3").click();
            b.find(".board [data-square='d3'][aria-selected='true']");
        }
    }
}
