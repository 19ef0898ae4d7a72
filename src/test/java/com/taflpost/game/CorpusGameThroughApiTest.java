package com.taflpost.game;

import static com.taflpost.testsupport.Games.move;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.rules.CorpusGame;
import com.taflpost.rules.EndReason;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Replay;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Winner;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A real recorded Copenhagen game, played move by move through the API by the two seats of an anonymous game. */
@QuarkusTest
class CorpusGameThroughApiTest {

    @Test
    void theShortestRecordedEscapeIsWonByTheDefendersOverTheApi() {
        CorpusGame recorded = CorpusGame.load().stream()
                .filter(game -> endsByEscapeOnItsLastMove(game.moves()))
                .min(Comparator.comparingInt(game -> game.moves().size()))
                .orElseThrow();
        assertThat(recorded.recordedWinner()).isEqualTo(Winner.DEFENDERS);
        List<String> canonical =
                Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN, recorded.moves()).game().plies().stream()
                        .map(Ply::notation)
                        .toList();

        Seats seats = Seats.of(Games.anonymous("copenhagen", "copenhagen"));
        String id = seats.id();
        for (int ply = 0; ply < recorded.moves().size(); ply++) {
            move(id, seats.toMoveAt(ply), recorded.moves().get(ply), ply)
                    .then()
                    .statusCode(201)
                    .body("ply", equalTo(ply + 1))
                    .body("lastMove", equalTo(canonical.get(ply)));
        }

        JsonPath finished = given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(finished.getString("status")).isEqualTo("finished");
        assertThat(finished.getString("result.winner")).isEqualTo("defenders");
        assertThat(finished.getString("result.reason")).isEqualTo("king-escaped");
        assertThat(finished.getList("moves", String.class)).isEqualTo(canonical);
    }

    private static boolean endsByEscapeOnItsLastMove(List<String> moves) {
        Replay replay = Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN, moves);
        return replay.isComplete()
                && replay.game().ply() == moves.size()
                && replay.game().isOver()
                && replay.game().outcome().reason() == EndReason.KING_ESCAPED;
    }
}
