package com.taflpost.rating;

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

/** A rating history is read a page at a time by cursor, the last change first. */
@QuarkusTest
class RatingHistoryPagingTest {

    private static String rated(TestPlayer attackers, TestPlayer defenders) {
        String id = Play.ratedGame("tablut", attackers, defenders);
        Play.attackersWin(id, attackers, defenders);
        return id;
    }

    @Test
    void pagesFollowedWhileGamesEndRepeatAndSkipNone() {
        TestPlayer astrid = Players.register("hist");
        TestPlayer bjorn = Players.register("hist");
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            made.add(0, rated(astrid, bjorn));
        }
        List<String> later = new ArrayList<>();
        List<Object> seen = Pages.follow(
                null,
                "/api/players/" + astrid.name() + "/ratings/history?size=1",
                "items.gameId",
                () -> later.add(rated(bjorn, astrid)));
        assertThat(later).hasSize(3);
        assertThat(seen).containsExactlyElementsOf(made);
    }

    @Test
    void aCursorOfAnotherListIsRefused() {
        TestPlayer astrid = Players.register("hist");
        given().get("/api/players/{name}/ratings/history?cursor=bWluZXwwfHh8eQ", astrid.name())
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-cursor"));
        // a history cursor whose id is not a number
        given().get("/api/players/{name}/ratings/history?cursor=aGlzdG9yeXx4", astrid.name())
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-cursor"));
    }
}
