package com.taflpost.security;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

import com.taflpost.testsupport.Challenges;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Finding 13 of the third security pass: a game kept for a named opponent showed on both players' public profiles,
 * while a challenge between the same two was 404 to everyone else. Both are now private to their two players until
 * accepted.
 */
@QuarkusTest
class ReservedGamePrivacyAttackTest {

    @Test
    void aGameKeptForANamedOpponentIsKnownOnlyToItsTwoPlayersUntilAccepted() {
        TestPlayer astrid = Players.register("keeper");
        TestPlayer bjorn = Players.register("kept");
        TestPlayer snoop = Players.register("snoop");
        String game = Games.create(
                        astrid.token(),
                        Map.of(
                                "ruleset",
                                "copenhagen",
                                "board",
                                "brandubh",
                                "side",
                                "attackers",
                                "opponent",
                                bjorn.name()))
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        String challenge = Challenges.created(astrid, Map.of("opponent", bjorn.name()));

        // the same rule for both: strangers, logged in or not, see neither
        Games.as(snoop.token()).get("/api/challenges/{id}", challenge).then().statusCode(404);
        for (String stranger : new String[] {null, snoop.token()}) {
            Games.as(stranger)
                    .get("/api/players/{name}", astrid.name())
                    .then()
                    .statusCode(200)
                    .body("games.current.id", not(hasItem(game)));
            Games.as(stranger)
                    .get("/api/players/{name}", bjorn.name())
                    .then()
                    .statusCode(200)
                    .body("games.invitations.id", not(hasItem(game)));
        }

        // its two players see it, on either profile
        for (TestPlayer party : new TestPlayer[] {astrid, bjorn}) {
            Games.as(party.token())
                    .get("/api/players/{name}", astrid.name())
                    .then()
                    .body("games.current.id", hasItem(game));
            Games.as(party.token())
                    .get("/api/players/{name}", bjorn.name())
                    .then()
                    .body("games.invitations.id", hasItem(game));
        }
        Games.as(bjorn.token()).get("/api/players/me").then().body("games.invitations.id", hasItem(game));

        // accepted, it is an ordinary game on both public profiles
        Games.join(game, bjorn.token()).then().statusCode(200).body("status", equalTo("active"));
        for (TestPlayer player : new TestPlayer[] {astrid, bjorn}) {
            Games.as(null).get("/api/players/{name}", player.name()).then().body("games.current.id", hasItem(game));
        }
    }
}
