package com.taflpost.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The web client's pages and files: served under the strict policy, and every message in every language. */
@QuarkusTest
class WebClientTest {
    private static final String CSP = "default-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
    private static final Set<String> LANGUAGES = Set.of("en", "nl", "fr", "el", "hu", "ru");
    private static final Set<String> MODULES = Set.of(
            "app",
            "api",
            "i18n",
            "dom",
            "board",
            "game",
            "game-state",
            "game-view",
            "clock",
            "invitation",
            "home",
            "account",
            "challenge",
            "notify",
            "settings",
            "words",
            "players",
            "chart",
            "tournaments",
            "tournament",
            "leaderboard",
            "profile",
            "chat",
            "rematch",
            "rules-editor",
            "rules-words");

    @Test
    void theHomeGameAndChallengeLinksOpenTheClientUnderTheStrictPolicy() {
        for (String path : new String[] {"/", "/play/Xk3p9QaZ2m", "/challenge/6f1d0c7e-8a2b-4c3d-9e4f-5a6b7c8d9e0f"}) {
            given().get(path)
                    .then()
                    .statusCode(200)
                    .contentType(startsWith("text/html"))
                    .header("Content-Security-Policy", CSP)
                    .body(containsString("<script type=\"module\" src=\"/js/app.js\"></script>"));
        }
    }

    @Test
    void theTournamentLeaderboardAndProfilePagesOpenTheClient() {
        for (String path : new String[] {
            "/tournaments",
            "/tournaments/3c6ef0a2-1d4b-4e8f-9a7c-2b5d8e1f4a60",
            "/leaderboard",
            "/players/astrid",
            "/players/Bj_rn-2"
        }) {
            given().get(path)
                    .then()
                    .statusCode(200)
                    .contentType(startsWith("text/html"))
                    .header("Content-Security-Policy", CSP)
                    .body(containsString("<script type=\"module\" src=\"/js/app.js\"></script>"))
                    .body(containsString("href=\"/tournaments\""))
                    .body(containsString("href=\"/leaderboard\""));
        }
    }

    @Test
    void theApiKeepsAnsweringWithProblemsBesideThePages() {
        for (String path :
                new String[] {"/api/tournaments/no-such-thing/nothing", "/api/leaderboard", "/api/players"}) {
            var answer = given().accept("application/json").get(path);
            if (path.equals("/api/players")) {
                answer.then().statusCode(200).contentType(startsWith("application/json"));
            } else {
                answer.then().statusCode(404).contentType(startsWith("application/problem+json"));
            }
        }
        given().accept("application/json")
                .get("/api/tournaments/3c6ef0a2-1d4b-4e8f-9a7c-2b5d8e1f4a60")
                .then()
                .statusCode(404)
                .contentType(startsWith("application/problem+json"));
        given().accept("application/json")
                .get("/api/players/nobody-at-all-here")
                .then()
                .statusCode(404)
                .contentType(startsWith("application/problem+json"));
    }

    @Test
    void aNameThatNoPlayerCouldHaveIsNotAPage() {
        given().get("/players/a.b").then().statusCode(404);
        given().get("/players/").then().statusCode(404);
        given().get("/players/" + "x".repeat(33)).then().statusCode(404);
        given().get("/tournaments/a.b").then().statusCode(404);
        given().get("/leaderboard/x").then().statusCode(404);
    }

    @Test
    void thePageHasNoInlineScriptOrStyleThatThePolicyWouldBlock() {
        String page = given().get("/").asString();
        assertThat(page).doesNotContain("<style").doesNotContain("style=").doesNotContain("onclick=");
        assertThat(Pattern.compile("<script(?![^>]*src=)").matcher(page).find()).isFalse();
    }

    @Test
    void anIdThatNoGameCouldHaveIsNotAPage() {
        given().get("/play/a.b").then().statusCode(404);
        given().get("/play/").then().statusCode(404);
    }

    @Test
    void theClientPagesStayOutOfTheApiContract() {
        given().get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .body(org.hamcrest.Matchers.not(containsString("\"/play/")))
                .body(org.hamcrest.Matchers.not(containsString("\"/challenge/")))
                .body(org.hamcrest.Matchers.not(containsString("\"/tournaments")))
                .body(org.hamcrest.Matchers.not(containsString("\"/leaderboard")))
                .body(org.hamcrest.Matchers.not(containsString("\"/players/")));
    }

    @Test
    void theModulesStylesAndIconAreServed() {
        for (String module : MODULES) {
            given().get("/js/" + module + ".js").then().statusCode(200).contentType(containsString("javascript"));
        }
        given().get("/css/app.css").then().statusCode(200).contentType(startsWith("text/css"));
        given().get("/favicon.svg").then().statusCode(200);
    }

    @Test
    void everyLanguageHasEveryMessageTheClientUses() throws IOException {
        Set<String> used = new TreeSet<>();
        Pattern literal = Pattern.compile("\\bt\\('([a-zA-Z][\\w.-]*)'");
        for (String module : MODULES) {
            Matcher m = literal.matcher(resource("js/" + module + ".js"));
            while (m.find()) {
                used.add(m.group(1));
            }
        }
        Set<String> english = messages("en").keySet();
        assertThat(english).containsAll(used).contains("rules.1", "rules.5", "reason.king-escaped");
        // The select menus and game headers name every ruleset and board the catalog offers.
        for (String ruleset : given().get("/api/rulesets").jsonPath().getList("id", String.class)) {
            assertThat(english).contains("ruleset." + ruleset);
        }
        for (String board : given().get("/api/boards").jsonPath().getList("id", String.class)) {
            assertThat(english).contains("boardName." + board);
        }
        for (String language : LANGUAGES) {
            Map<String, String> messages = messages(language);
            assertThat(messages.keySet()).as(language).isEqualTo(english);
            assertThat(messages.values())
                    .as(language)
                    .allSatisfy(text -> assertThat(text).isNotBlank());
            given().get("/i18n/" + language + ".json").then().statusCode(200);
        }
    }

    @Test
    void everyQuestionOfCustomRulesAndEveryAnswerHasWordsInEveryLanguage() throws IOException {
        Set<String> english = messages("en").keySet();
        var questions = given().get("/api/rulesets/questions").jsonPath();
        for (String key : questions.getList("key", String.class)) {
            assertThat(english).contains("rule." + key);
            // rules-words.js: the answer in its question's words, or the word several questions share
            for (String answer : questions.getList("find { it.key == '" + key + "' }.answers", String.class)) {
                assertThat(english)
                        .as(key + ":" + answer)
                        .containsAnyOf("rule." + key + "." + answer, "answer." + answer);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String> messages(String language) throws IOException {
        return new ObjectMapper().readValue(resource("i18n/" + language + ".json"), Map.class);
    }

    private static String resource(String path) throws IOException {
        try (InputStream in = WebClientTest.class.getResourceAsStream("/META-INF/resources/" + path)) {
            assertThat(in).as(path).isNotNull();
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }
}
