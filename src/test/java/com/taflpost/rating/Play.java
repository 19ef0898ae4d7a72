package com.taflpost.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.TestPlayer;
import io.restassured.path.json.JsonPath;
import io.restassured.path.json.config.JsonPathConfig;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;

/** Rated games played through the HTTP API, and their ratings read back, for the rating tests. */
final class Play {

    private Play() {}

    /** A rated game the attackers created with the defenders named, joined by them: active, attackers to move. */
    static String ratedGame(String ruleset, TestPlayer attackers, TestPlayer defenders) {
        return Games.registered(ruleset, attackers, "attackers", defenders, true);
    }

    /** Each side moves once: the fewest plies a rated game needs to change ratings. Attackers to move after. */
    static void opening(String id, TestPlayer attackers, TestPlayer defenders) {
        Games.move(id, attackers.token(), "d2-f2", 0).then().statusCode(201);
        Games.move(id, defenders.token(), "c4-c3", 1).then().statusCode(201);
    }

    /** After the opening the attackers move again, then the defenders resign. */
    static void attackersWin(String id, TestPlayer attackers, TestPlayer defenders) {
        opening(id, attackers, defenders);
        Games.move(id, attackers.token(), "f2-f3", 2).then().statusCode(201);
        Games.resign(id, defenders.token()).then().statusCode(200);
    }

    /** After the opening the attackers resign. */
    static void defendersWin(String id, TestPlayer attackers, TestPlayer defenders) {
        opening(id, attackers, defenders);
        Games.resign(id, attackers.token()).then().statusCode(200);
    }

    /** The player's rating in a pool as the profile shows it. */
    static JsonPath profileRating(TestPlayer player, String ruleset, String board) {
        JsonPath profile = json(Games.as(null).get("/api/players/{name}", player.name()));
        List<Map<String, Object>> ratings = profile.getList("ratings");
        int index = -1;
        for (int i = 0; i < ratings.size(); i++) {
            if (ruleset.equals(ratings.get(i).get("ruleset"))
                    && board.equals(ratings.get(i).get("board"))) {
                index = i;
            }
        }
        assertThat(index)
                .as(player.name() + " has a " + ruleset + "/" + board + " rating")
                .isNotNegative();
        return profile.setRootPath("ratings[" + index + "]");
    }

    /** A 200 answer's body, its numbers read as doubles (not floats, RestAssured's default). */
    static JsonPath json(Response response) {
        String body = response.then().statusCode(200).extract().asString();
        return JsonPath.from(body).using(new JsonPathConfig(JsonPathConfig.NumberReturnType.DOUBLE));
    }

    /** The three numbers at {@code path} (e.g. "" or "after") are the expected rating's. */
    static void assertValues(JsonPath json, String path, Rating expected) {
        String prefix = path.isEmpty() ? "" : path + ".";
        assertThat(json.getDouble(prefix + "rating")).isCloseTo(expected.rating(), within(1e-6));
        assertThat(json.getDouble(prefix + "deviation")).isCloseTo(expected.deviation(), within(1e-6));
        assertThat(json.getDouble(prefix + "volatility")).isCloseTo(expected.volatility(), within(1e-9));
    }
}
