package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Pages that hold still as they load: the layout shifts a browser measures stay under 0.1 on every page, phone and
 * desktop (Lighthouse's "good"); the game's board keeps the box it had before the game arrived; the site header is at
 * most two rows on a phone, for a visitor and for a signed-in player with a long name; every page has a meta
 * description and the header's link to the analysis board. Screenshots go to target/browser/.
 */
@QuarkusTest
class PagesHoldStillBrowserIT {
    /**
     * Installed before each page's own scripts: adds up the layout shifts (none after input counts, as in CLS) and
     * records the board's box the moment the game page lays it out, before the game is read.
     */
    private static final String WATCH = """
            window.__shift = 0; window.__shifted = [];
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) {
                if (e.hadRecentInput) continue;
                window.__shift += e.value;
                for (const s of e.sources) window.__shifted.push(s.node ? (s.node.id || s.node.className || s.node.nodeName) : '?');
              }
            }).observe({ type: 'layout-shift', buffered: true });
            new MutationObserver(() => {
              const board = document.getElementById('board');
              if (board && !window.__boardBefore && !board.firstChild) {
                const r = board.getBoundingClientRect();
                window.__boardBefore = [r.width, r.height];
              }
            }).observe(document, { childList: true, subtree: true });
            """;

    @TestHTTPResource("/")
    URL base;

    @Test
    void everyPageHoldsStillAndHasADescriptionAndTheAnalysisLink() {
        TestPlayer astrid = Players.register("astrid");
        Seats running = Seats.of(Games.seated(Map.of("ruleset", "copenhagen", "board", "copenhagen")));
        Games.move(running.id(), running.attackers(), "d1-d3", 0).then().statusCode(201);
        Seats finished = Games.playedToTheEnd();
        List<String> problems = new ArrayList<>();
        for (boolean phone : new boolean[] {false, true}) {
            String form = phone ? "phone" : "desktop";
            try (Browser b = phone ? phone("still-" + form) : watched("still-" + form, 1280, 900)) {
                watch(b);
                for (var page : pages(running, finished, astrid).entrySet()) {
                    page.getValue().accept(b);
                    settle(b);
                    b.screenshot(page.getKey());
                    String where = form + " " + page.getKey();
                    double shift = number(b, "return window.__shift");
                    if (shift >= 0.1) {
                        problems.add(where + ": layout shift " + shift + " by " + b.script("return window.__shifted"));
                    }
                    Object description = b.script(
                            "var m = document.querySelector('meta[name=description]'); return m ? m.content : ''");
                    if (((String) description).length() < 50) {
                        problems.add(where + ": no meta description");
                    }
                    if (b.find(".top-nav a[href='/analysis']").getSize().getHeight() == 0) {
                        problems.add(where + ": no link to the analysis board in the header");
                    }
                }
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void theBoardKeepsTheBoxItHadBeforeTheGameArrived() {
        Seats seats = Seats.of(Games.seated(Map.of("ruleset", "copenhagen", "board", "copenhagen")));
        for (boolean phone : new boolean[] {false, true}) {
            try (Browser b = phone ? phone("still-board-phone") : watched("still-board", 1280, 900)) {
                watch(b);
                b.open(base + "play/" + seats.id());
                b.find(".board .sq");
                settle(b);
                List<?> before = (List<?>) b.script("return window.__boardBefore");
                List<?> after = (List<?>) b.script(
                        "var r = document.getElementById('board').getBoundingClientRect(); return [r.width, r.height]");
                assertThat(before)
                        .as("the board's box before the game was read")
                        .isNotNull();
                assertThat(((Number) before.get(0)).doubleValue()).isGreaterThan(200);
                for (int i = 0; i < 2; i++) {
                    assertThat(((Number) after.get(i)).doubleValue())
                            .as(i == 0 ? "width" : "height")
                            .isCloseTo(((Number) before.get(i)).doubleValue(), offset(1.0));
                }
            }
        }
    }

    @Test
    void thePhoneHeaderIsTwoRowsAtMostForAVisitorAndASignedInPlayer() {
        TestPlayer longName = Players.register("ingrid-thorvaldsdottir");
        for (boolean dark : new boolean[] {false, true}) {
            String theme = dark ? "dark" : "light";
            try (Browser b = phone("still-header-" + theme)) {
                if (dark) {
                    b.darkTheme();
                }
                b.open(base.toString());
                b.find("#create-game");
                assertThat(rows(b)).as("a visitor's header rows").isLessThanOrEqualTo(2);
                b.screenshot("visitor");
                b.script(
                        "localStorage.setItem('taflpost.player', JSON.stringify({token: arguments[0], name: arguments[1]}))",
                        longName.token(),
                        longName.name());
                b.open(base + "analysis");
                b.waitForText("#player-name", longName.name().substring(0, 4));
                b.find("#logout");
                assertThat(rows(b)).as("a signed-in player's header rows").isLessThanOrEqualTo(2);
                assertThat(b.find(".top-nav a[href='/analysis']").getAttribute("aria-current"))
                        .isEqualTo("page");
                assertThat(number(b, "return document.documentElement.scrollWidth"))
                        .isLessThanOrEqualTo(390);
                // a long name shortens; "Log out" stays whole beside the language
                assertThat(number(
                                b,
                                "return document.getElementById('lang').getBoundingClientRect().left"
                                        + " - document.getElementById('logout').getBoundingClientRect().right"))
                        .as("room between Log out and the language")
                        .isGreaterThanOrEqualTo(0);
                b.screenshot("signed-in");
            }
        }
    }

    /** The pages of issue 44's Lighthouse list, each waited for until its content is in. */
    private Map<String, Consumer<Browser>> pages(Seats running, Seats finished, TestPlayer astrid) {
        Map<String, Consumer<Browser>> pages = new LinkedHashMap<>();
        pages.put("home", x -> {
            x.open(base.toString());
            x.find("#create-game");
        });
        pages.put("game", x -> {
            x.open(base + "play/" + running.id());
            x.find(".board .sq.last-to");
        });
        pages.put("analysis", x -> {
            x.open(base + "analysis");
            x.find(".board .sq");
        });
        pages.put("review", x -> {
            Games.as(null).post("/api/games/{id}/review", finished.id());
            x.open(base + "play/" + finished.id());
            x.find("#result");
            x.find("#review-chart");
            assertThat(x.text("#review figcaption")).matches("Inaccuracies \\d+ · Mistakes \\d+ · Blunders \\d+");
        });
        pages.put("tournaments", x -> {
            x.open(base + "tournaments");
            x.waitForText("h1", "Tournaments");
        });
        pages.put("leaderboard", x -> {
            x.open(base + "leaderboard");
            x.waitForText("h1", "Leaderboard");
        });
        pages.put("profile", x -> {
            x.open(base + "players/" + astrid.name());
            x.waitForText("h1", astrid.name());
        });
        return pages;
    }

    /**
     * The header's rows: its items grouped by their middle, two items in one row when their middles are within 12 px.
     */
    private static long rows(Browser b) {
        return (Long) b.script("""
                var items = document.querySelectorAll('header.top .brand, .top-nav a, #who > *, #lang');
                var middles = [];
                for (var el of items) {
                  var r = el.getBoundingClientRect();
                  if (r.height === 0) continue;
                  var m = (r.top + r.bottom) / 2;
                  if (!middles.some(function (x) { return Math.abs(x - m) <= 12; })) middles.push(m);
                }
                return middles.length;
                """);
    }

    private static Browser watched(String name, int width, int height) {
        return new Browser(name, width, height, "en");
    }

    /** A phone's viewport, 390 by 844: headless Chromium's window alone would not get narrower than 500. */
    private static Browser phone(String name) {
        Browser b = new Browser(name, 390, 844, "en");
        b.driver.executeCdpCommand(
                "Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
        return b;
    }

    private static void watch(Browser b) {
        b.driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", WATCH));
    }

    /** Two frames and a moment later: the page's last shifts are reported to the observer. */
    private static void settle(Browser b) {
        b.driver.executeAsyncScript(
                "var done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)));");
    }

    private static double number(Browser b, String js) {
        return ((Number) b.script(js)).doubleValue();
    }
}
