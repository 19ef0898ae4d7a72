package com.taflpost.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Pages;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The tournaments list and a tournament's lists are read a page at a time by cursor. */
@QuarkusTest
class TournamentPagingTest {
    private static final String ENTRY = "/api/tournaments?status=entry&size=2";

    private static String created(TestPlayer organiser) {
        return Games.as(organiser.token())
                .body(Map.of(
                        "name", "Paged event", "format", "round-robin", "ruleset", "copenhagen", "board", "brandubh"))
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
    }

    @Test
    void pagesFollowedWhileTournamentsAreCreatedRepeatAndSkipNone() {
        TestPlayer organiser = Players.register("org");
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            made.add(created(organiser));
        }
        List<Object> before = Pages.follow(null, ENTRY, "items.id");
        List<Object> order = before.stream().filter(made::contains).toList();
        assertThat(order).containsExactlyInAnyOrderElementsOf(made);

        List<String> later = new ArrayList<>();
        List<Object> seen = Pages.follow(null, ENTRY, "items.id", () -> later.add(created(organiser)));
        assertThat(later).isNotEmpty();
        assertThat(seen).doesNotHaveDuplicates();
        assertThat(seen.stream().filter(made::contains).toList()).containsExactlyElementsOf(order);
        assertThat(seen.stream().filter(before::contains).toList()).containsExactlyElementsOf(before);
    }

    @Test
    void aCursorOfAnotherListOrAPagePastTheFirstIsRefused() {
        Games.as(null)
                .get("/api/tournaments?cursor=cm91bmRzfDIw")
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-cursor"));
        // a tournaments cursor without a time
        Games.as(null)
                .get("/api/tournaments?cursor=dG91cm5hbWVudHN8aW5mfHg")
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-cursor"));
        Games.as(null).get("/api/tournaments?page=2").then().statusCode(400).body("code", equalTo("validation"));
        Tournaments t = Tournaments.entered(Map.of("format", "round-robin", "gamesPerPairing", 1), 4);
        t.start();
        Games.as(null)
                .get("/api/tournaments/{id}/rounds?cursor=dG91cm5hbWVudHN8aW5mfHg", t.id)
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-cursor"));
        Games.as(null)
                .get("/api/tournaments/{id}/rounds/1/games?cursor=cm91bmRzfDIw", t.id)
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-cursor"));
        assertThat(Pages.follow(null, "/api/tournaments/" + t.id + "/rounds?size=1", "items.number"))
                .containsExactly(1, 2, 3);
        assertThat(Pages.follow(null, "/api/tournaments/" + t.id + "/rounds/1/games?size=1", "items.pairing"))
                .containsExactly(1, 2);
    }
}
