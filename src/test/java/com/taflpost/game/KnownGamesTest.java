package com.taflpost.game;

import static com.taflpost.testsupport.Games.move;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * A game this instance knows (see {@link KnownGames}) is never served once the stored game moved on without it, as when
 * another instance of the server played a move: reads and moves answer from the stored game.
 */
@QuarkusTest
class KnownGamesTest {
    @Inject
    DataSource database;

    @Test
    void aGameThatMovedOnElsewhereIsAnsweredAsStored() throws SQLException {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        String attackers = game.getString("seats.attackers");
        String defenders = game.getString("seats.defenders");
        move(id, attackers, "d2-f2", 0).then().statusCode(201);
        given().get("/api/games/{id}", id).then().statusCode(200).body("ply", equalTo(1));

        playedElsewhere(id, "d3-c3");

        given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .body("ply", equalTo(2))
                .body("moves", contains("d2-f2", "d3-c3"))
                .body("sideToMove", equalTo("attackers"));
        given().get("/api/games/{id}/legal-moves?from=c3", id)
                .then()
                .statusCode(200)
                .body("ply", equalTo(2))
                .body("sideToMove", equalTo("attackers"));
        // legal in the game as known here (the defenders' turn), but the defenders moved already
        move(id, defenders, "d3-e3", null).then().statusCode(409).body("code", equalTo("not-your-turn"));
        // the move played elsewhere, sent again: a repeated request
        move(id, defenders, "d3-c3", 1).then().statusCode(200).body("ply", equalTo(2));
        move(id, attackers, "f2-f3", 2).then().statusCode(201).body("ply", equalTo(3));
        given().get("/api/games/{id}", id).then().statusCode(200).body("moves", contains("d2-f2", "d3-c3", "f2-f3"));
    }

    @Test
    void aKnownGameChangedElsewhereIsNotMovedOnTwice() throws SQLException {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        String attackers = game.getString("seats.attackers");
        String defenders = game.getString("seats.defenders");
        move(id, attackers, "d2-f2", 0).then().statusCode(201);
        playedElsewhere(id, "d3-c3");
        playedElsewhere(id, "f2-f3");

        // the defenders' move for ply 1, as known here, is stale now: refused with the stored ply
        move(id, defenders, "d5-e5", 1).then().statusCode(409).body("code", equalTo("stale-ply"));
        move(id, defenders, "d5-e5", 3).then().statusCode(201).body("ply", equalTo(4));
        given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .body("moves", contains("d2-f2", "d3-c3", "f2-f3", "d5-e5"));
    }

    /** A move written as another instance would write it: the row only, with the next version. */
    private void playedElsewhere(String id, String move) throws SQLException {
        try (Connection connection = database.getConnection();
                PreparedStatement update = connection.prepareStatement(
                        "update games set moves = array_append(moves, ?), version = version + 1 where id = ?")) {
            update.setString(1, move);
            update.setString(2, id);
            update.executeUpdate();
        }
    }
}
