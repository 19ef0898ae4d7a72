package com.taflpost.standby;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import com.taflpost.problem.DatabaseOutage;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.agroal.DataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.ConnectException;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Profiles and a player's own games are read where {@link Standby#reads} says (issue 41): while it says the reads
 * pool (here during an outage of the primary, as a failover is), their queries go there, and what they show is what
 * the player just wrote.
 */
@QuarkusTest
class StandbyReadsTest {

    @Inject
    @DataSource("reads")
    AgroalDataSource reads;

    @Inject
    DatabaseOutage outage;

    @Inject
    Standby standby;

    @AfterEach
    void primaryAnswersAgain() throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (outage.isDown() && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
    }

    @Test
    void aProfileIsReadFromTheReadsPool() {
        TestPlayer creator = Players.register("reads-profile");
        TestPlayer opponent = Players.register("reads-opponent");
        String game = Games.registered("copenhagen", creator, "attackers", opponent, false);
        Games.move(game, creator.token(), Games.KING_ESCAPES.get(0), 0).then().statusCode(201);

        long before = acquired();
        outage.failed(new ConnectException("the primary is gone"));
        assertThat(standby.reads()).isSameAs(reads);
        given().get("/api/players/{name}", creator.name())
                .then()
                .statusCode(200)
                .body("games.current.id", hasItem(game))
                .body("games.current.find { it.id == '" + game + "' }.ply", equalTo(1));
        assertThat(acquired() - before)
                .as("connections taken from the reads pool by one profile read")
                .isGreaterThanOrEqualTo(3);
    }

    @Test
    void myGamesAreReadFromTheReadsPool() {
        TestPlayer creator = Players.register("reads-mine");
        TestPlayer opponent = Players.register("reads-mine-opponent");
        String game = Games.registered("copenhagen", creator, "attackers", opponent, false);
        Games.move(game, creator.token(), Games.KING_ESCAPES.get(0), 0).then().statusCode(201);

        long before = acquired();
        outage.failed(new ConnectException("the primary is gone"));
        given().auth()
                .oauth2(opponent.token())
                .get("/api/players/me/games")
                .then()
                .statusCode(200)
                .body("awaitingYou", equalTo(1))
                .body("games[0].id", equalTo(game))
                .body("games[0].yourTurn", equalTo(true));
        assertThat(acquired() - before)
                .as("connections taken from the reads pool by one read of my games")
                .isGreaterThanOrEqualTo(2);
    }

    private long acquired() {
        return reads.getMetrics().acquireCount();
    }
}
