package com.taflpost.game.chat;

import static com.taflpost.testsupport.Games.as;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.event.Recipients;
import com.taflpost.rules.Side;
import com.taflpost.testsupport.Concurrently;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ChatTest {
    @Inject
    AgroalDataSource database;

    @Inject
    TestClock clock;

    private static Response say(String id, String token, String text) {
        return as(token).body(Map.of("text", text)).post("/api/games/{id}/chat", id);
    }

    private static Response sayToSpectators(String id, String token, String text) {
        return as(token).body(Map.of("text", text)).post("/api/games/{id}/spectator-chat", id);
    }

    private static JsonPath read(String id, String token) {
        return as(token)
                .get("/api/games/{id}/chat", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /** Past the pace, so that the same author may write again. */
    private void later() {
        clock.advance(Chatting.PACE);
    }

    @Test
    void theTwoSeatsTalkAndEachHearsTheOtherAsText() {
        Seats game = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        say(game.id(), game.attackers(), "  <script>alert(1)</script>  ")
                .then()
                .statusCode(201)
                .body("text", equalTo("<script>alert(1)</script>"))
                .body("side", equalTo("attackers"))
                .body("author", nullValue());
        say(game.id(), game.defenders(), "<b>x</b>").then().statusCode(201);

        for (String token : List.of(game.attackers(), game.defenders())) {
            JsonPath chat = read(game.id(), token);
            assertThat(chat.getList("items.text")).containsExactly("<script>alert(1)</script>", "<b>x</b>");
            assertThat(chat.getList("items.side")).containsExactly("attackers", "defenders");
            assertThat(chat.getBoolean("muted")).isFalse();
        }
        // the raw JSON carries the text as it was sent: nothing escaped into HTML, nothing read as markup
        assertThat(as(game.attackers()).get("/api/games/{id}/chat", game.id()).asString())
                .contains("\"<b>x</b>\"");

        for (Side side : Side.values()) {
            List<String> heard = events(Recipients.seat(game.id(), side), "chat-message");
            assertThat(heard).hasSize(2);
            assertThat(heard.get(0)).contains("\"chat\":\"players\"").contains("\"gameId\":\"" + game.id() + "\"");
        }
        // the players' chat is not the spectators'
        assertThat(events(Recipients.game(game.id()), "chat-message")).isEmpty();
        given().get("/api/games/{id}/spectator-chat", game.id())
                .then()
                .statusCode(200)
                .body("items", hasSize(0));
    }

    @Test
    void onlyThePlayersReadAndWriteTheirChat() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        TestPlayer cnut = Players.register("cnut");
        String id = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        Seats other = Seats.of(Games.anonymous("copenhagen", "brandubh"));

        say(id, astrid.token(), "hello").then().statusCode(201).body("author", equalTo(astrid.name()));
        say(id, null, "hello").then().statusCode(401);
        say(id, cnut.token(), "hello").then().statusCode(403).body("code", equalTo("not-in-game"));
        say(id, other.attackers(), "hello").then().statusCode(403).body("code", equalTo("wrong-game"));
        as(null).get("/api/games/{id}/chat", id).then().statusCode(401);
        as(cnut.token()).get("/api/games/{id}/chat", id).then().statusCode(403);
        as(other.defenders()).get("/api/games/{id}/chat", id).then().statusCode(403);
        as(bjorn.token()).get("/api/games/{id}/chat", "NoSuchGame").then().statusCode(404);
        assertThat(read(id, bjorn.token()).getList("items.author")).containsExactly(astrid.name());
        assertThat(events(Recipients.player(bjorn.id()), "chat-message")).hasSize(1);
        assertThat(events(Recipients.player(astrid.id()), "chat-message")).hasSize(1);
    }

    @Test
    void aMessageIsOneLineOfOneTo500CharactersOnceTrimmed() {
        Seats game = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        for (String bad : List.of("", "   \t ", "two\nlines", "bell\u0007", "x".repeat(501))) {
            say(game.id(), game.attackers(), bad).then().statusCode(422).body("code", equalTo("bad-chat-text"));
        }
        // NUL is refused as every JSON body's is, while the body is read (400, naming the field)
        say(game.id(), game.attackers(), "nul\u0000here")
                .then()
                .statusCode(400)
                .body("code", equalTo("validation"))
                .body(containsString("text"));
        as(game.attackers())
                .body(Map.of())
                .post("/api/games/{id}/chat", game.id())
                .then()
                .statusCode(422)
                .body("code", equalTo("bad-chat-text"));
        // refusals do not count against the pace
        say(game.id(), game.attackers(), "  " + "é".repeat(500) + "\t ")
                .then()
                .statusCode(201)
                .body("text", equalTo("é".repeat(500)));
        later();
        say(game.id(), game.attackers(), "😀".repeat(500)).then().statusCode(201);
    }

    @Test
    void eachAuthorWritesAtMostOneMessageEveryTwoSeconds() {
        Seats game = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        say(game.id(), game.attackers(), "one").then().statusCode(201);
        Response refused = say(game.id(), game.attackers(), "two");
        refused.then().statusCode(429).body("code", equalTo("chat-too-fast"));
        assertThat(Integer.parseInt(refused.header("Retry-After"))).isBetween(1, 2);
        // the spectators' chat shares the author's pace in this game
        sayToSpectators(game.id(), game.attackers(), "two")
                .then()
                .statusCode(429)
                .body("code", equalTo("chat-too-fast"));
        // the other author is not held back
        say(game.id(), game.defenders(), "reply").then().statusCode(201);
        later();
        say(game.id(), game.attackers(), "two").then().statusCode(201);
        assertThat(read(game.id(), game.defenders()).getList("items.text")).containsExactly("one", "reply", "two");
    }

    @Test
    void ofMessagesSentAtOnceByOneAuthorOnlyOnePasses() throws Exception {
        Seats game = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        List<Response> answers = Concurrently.together(
                () -> say(game.id(), game.attackers(), "a"),
                () -> say(game.id(), game.attackers(), "b"),
                () -> sayToSpectators(game.id(), game.attackers(), "c"),
                () -> say(game.id(), game.attackers(), "d"));
        assertThat(answers.stream().map(Response::statusCode))
                .containsOnly(201, 429)
                .containsOnlyOnce(201);
        assertThat(read(game.id(), game.defenders()).getList("items").size()
                        + given().get("/api/games/{id}/spectator-chat", game.id())
                                .jsonPath()
                                .getList("items")
                                .size())
                .isEqualTo(1);
    }

    @Test
    void theChatIsReadOldestFirstAPageAtATime() {
        Seats game = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        for (int i = 0; i < 5; i++) {
            say(game.id(), game.toMoveAt(i), "m" + i).then().statusCode(201);
            later();
        }
        JsonPath first = as(game.attackers())
                .queryParam("max", 2)
                .get("/api/games/{id}/chat", game.id())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(first.getList("items.text")).containsExactly("m0", "m1");
        long last = first.getLong("items[1].id");
        JsonPath rest = as(game.attackers())
                .queryParam("after", last)
                .queryParam("max", 200)
                .get("/api/games/{id}/chat", game.id())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(rest.getList("items.text")).containsExactly("m2", "m3", "m4");
        as(game.attackers())
                .queryParam("max", 0)
                .get("/api/games/{id}/chat", game.id())
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-max"));
        as(game.attackers())
                .queryParam("max", 201)
                .get("/api/games/{id}/chat", game.id())
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-max"));
        as(game.attackers())
                .queryParam("after", "x")
                .get("/api/games/{id}/chat", game.id())
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-after"));
    }

    @Test
    void aPlayerWhoMutesTheOpponentNeitherReadsNorHearsThem() {
        Seats game = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        say(game.id(), game.attackers(), "before").then().statusCode(201);
        as(game.defenders())
                .body(Map.of("muted", true))
                .put("/api/games/{id}/chat/mute", game.id())
                .then()
                .statusCode(200)
                .body("muted", equalTo(true));
        later();
        say(game.id(), game.attackers(), "while muted").then().statusCode(201);
        say(game.id(), game.defenders(), "my own").then().statusCode(201);

        JsonPath muted = read(game.id(), game.defenders());
        assertThat(muted.getBoolean("muted")).isTrue();
        assertThat(muted.getList("items.text")).containsExactly("my own");
        assertThat(read(game.id(), game.attackers()).getList("items.text"))
                .containsExactly("before", "while muted", "my own");
        assertThat(events(Recipients.seat(game.id(), Side.DEFENDERS), "chat-message"))
                .hasSize(2)
                .noneMatch(payload -> payload.contains("while muted"));
        assertThat(events(Recipients.seat(game.id(), Side.ATTACKERS), "chat-message"))
                .hasSize(3);

        as(game.defenders())
                .body(Map.of())
                .put("/api/games/{id}/chat/mute", game.id())
                .then()
                .statusCode(400)
                .body("code", equalTo("muted-required"));
        as(null).body(Map.of("muted", true))
                .put("/api/games/{id}/chat/mute", game.id())
                .then()
                .statusCode(401);
        as(game.defenders())
                .body(Map.of("muted", false))
                .put("/api/games/{id}/chat/mute", game.id())
                .then()
                .statusCode(200)
                .body("muted", equalTo(false));
        assertThat(read(game.id(), game.defenders()).getList("items.text"))
                .containsExactly("before", "while muted", "my own");
    }

    @Test
    void anyoneReadsTheSpectatorsChatAndRegisteredPlayersWriteIt() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        TestPlayer cnut = Players.register("cnut");
        String id = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        Seats other = Seats.of(Games.anonymous("copenhagen", "brandubh"));

        sayToSpectators(id, cnut.token(), "<i>nice</i> opening")
                .then()
                .statusCode(201)
                .body("author", equalTo(cnut.name()))
                .body("side", nullValue());
        sayToSpectators(id, astrid.token(), "thanks").then().statusCode(201).body("side", equalTo("attackers"));
        sayToSpectators(id, null, "anon").then().statusCode(401);
        sayToSpectators(id, other.attackers(), "wrong game")
                .then()
                .statusCode(403)
                .body("code", equalTo("wrong-game"));
        sayToSpectators(id, cnut.token(), "a\rb").then().statusCode(422).body("code", equalTo("bad-chat-text"));

        given().get("/api/games/{id}/spectator-chat", id)
                .then()
                .statusCode(200)
                .body("items.text", equalTo(List.of("<i>nice</i> opening", "thanks")))
                .body("muted", nullValue());
        given().get("/api/games/{id}/spectator-chat", "NoSuchGame").then().statusCode(404);
        List<String> heard = events(Recipients.game(id), "chat-message");
        assertThat(heard).hasSize(2);
        assertThat(heard.get(0)).contains("\"chat\":\"spectators\"").contains("<i>nice</i> opening");
        // the players do not hear the spectators' chat on their own streams: they read it on the game's
        assertThat(events(Recipients.player(bjorn.id()), "chat-message")).isEmpty();

        // an anonymous game's seat may write to its spectators
        sayToSpectators(other.id(), other.defenders(), "hi all")
                .then()
                .statusCode(201)
                .body("side", equalTo("defenders"))
                .body("author", nullValue());
    }

    @Test
    void theChatIsInAPlayersOwnExportOnly() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        TestPlayer cnut = Players.register("cnut");
        String id = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        say(id, astrid.token(), "gl").then().statusCode(201);
        say(id, bjorn.token(), "hf").then().statusCode(201);

        String own = as(astrid.token())
                .get("/api/players/{name}/games.ndjson", astrid.name())
                .then()
                .statusCode(200)
                .extract()
                .asString();
        JsonPath line = JsonPath.from(
                own.lines().filter(l -> l.contains(id)).findFirst().orElseThrow());
        assertThat(line.getList("chat.text")).containsExactly("gl", "hf");

        for (String token : new String[] {null, bjorn.token(), cnut.token()}) {
            as(token)
                    .get("/api/players/{name}/games.ndjson", astrid.name())
                    .then()
                    .statusCode(200)
                    .body(containsString(id))
                    .body(org.hamcrest.Matchers.not(containsString("\"chat\"")));
        }
    }

    private List<String> events(String recipient, String type) {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "select payload::text from events where recipient = ? and type = ? order by id")) {
            query.setString(1, recipient);
            query.setString(2, type);
            List<String> payloads = new ArrayList<>();
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    payloads.add(rows.getString(1));
                }
            }
            return payloads;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
