package com.taflpost.record;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Board pictures of games and of positions. */
@QuarkusTest
class GamePicturesTest {

    private static Document svg(String text) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static NodeList classed(Document svg, String kind) throws Exception {
        return (NodeList) XPathFactory.newInstance()
                .newXPath()
                .evaluate("//*[@class='" + kind + "']", svg, XPathConstants.NODESET);
    }

    /** The body of a 200 answer to GET {@code path} of game {@code id}, with the query parameters given. */
    private static String text(String path, String id, Map<String, ?> query) {
        return given().queryParams(query)
                .get("/api/games/{id}/" + path, id)
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    @Test
    void aPictureAndARecordShownBeforeAMoveAreNotShownAfterIt() throws Exception {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        String before = text("board.svg", id, Map.of());
        String recordBefore = text("record", id, Map.of());
        assertThat(classed(svg(before), "last-to").getLength()).isZero();

        Games.move(id, game.getString("seats.attackers"), "d2-f2", 0).then().statusCode(201);

        String after = text("board.svg", id, Map.of());
        assertThat(classed(svg(after), "last-to").getLength()).isEqualTo(1);
        assertThat(after).contains("after 1. d2-f2");
        assertThat(text("record", id, Map.of())).isNotEqualTo(recordBefore).contains("d2-f2");
        // the start is the start still, and the picture from the other side is its own
        assertThat(text("board.svg", id, Map.of("ply", 0))).isEqualTo(before);
        assertThat(text("board.svg", id, Map.of("bottom", "defenders"))).isNotEqualTo(after);
    }

    @Test
    void aGamesPictureShowsItsPiecesLastMoveAndCaptures() throws Exception {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        Games.move(id, game.getString("seats.attackers"), "d2-f2", 0).then().statusCode(201);
        Games.move(id, game.getString("seats.defenders"), "d3-c3", 1).then().statusCode(201);
        Games.move(id, game.getString("seats.attackers"), "b4-b3", 2).then().statusCode(201);
        Games.move(id, game.getString("seats.defenders"), "e4-e3", 3).then().statusCode(201);
        Games.move(id, game.getString("seats.attackers"), "d1-d3xc3", 4).then().statusCode(201);

        String text = given().queryParam("bottom", "defenders")
                .get("/api/games/{id}/board.svg", id)
                .then()
                .statusCode(200)
                .contentType(containsString("image/svg+xml"))
                .extract()
                .asString();
        save("game-" + id + ".svg", text);
        Document picture = svg(text);
        assertThat(picture.getDocumentElement().getLocalName()).isEqualTo("svg");
        assertThat(classed(picture, "attacker").getLength()).isEqualTo(8);
        assertThat(classed(picture, "defender").getLength()).isEqualTo(3);
        assertThat(classed(picture, "king").getLength()).isEqualTo(1);
        assertThat(((Element) classed(picture, "last-to").item(0)).getAttribute("fill"))
                .isNotEmpty();
        assertThat(((Element) classed(picture, "captured").item(0)).getAttribute("data-square"))
                .isEqualTo("c3");
        // numbered as the record numbers it, and whose turn it is
        assertThat(text).contains("after 3. d1-d3xc3; defenders to move");

        Document start = svg(given().queryParam("ply", 0)
                .get("/api/games/{id}/board.svg", id)
                .then()
                .statusCode(200)
                .extract()
                .asString());
        assertThat(classed(start, "defender").getLength()).isEqualTo(4);
        assertThat(classed(start, "last-to").getLength()).isZero();

        given().queryParam("ply", 9)
                .get("/api/games/{id}/board.svg", id)
                .then()
                .statusCode(400)
                .body("code", equalTo("ply-out-of-range"));
        given().queryParam("bottom", "kings")
                .get("/api/games/{id}/board.svg", id)
                .then()
                .statusCode(400)
                .body("code", equalTo("unknown-side"));
        given().get("/api/games/{id}/board.svg", "NoSuchGame")
                .then()
                .statusCode(404)
                .body("code", equalTo("game-not-found"));
    }

    @Test
    void anyPositionIsPicturedAndABadOneIs422() throws Exception {
        String text = given().queryParam(
                        "position", "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/")
                .get("/api/positions/board.svg")
                .then()
                .statusCode(200)
                .contentType(containsString("image/svg+xml"))
                .header("ETag", containsString("\""))
                .extract()
                .asString();
        save("position-copenhagen.svg", text);
        Document picture = svg(text);
        assertThat(classed(picture, "attacker").getLength()).isEqualTo(24);
        assertThat(classed(picture, "defender").getLength()).isEqualTo(12);
        assertThat(classed(picture, "restricted").getLength()).isEqualTo(5);

        given().queryParam("position", "/3t3/3t3/7/7/7/7/7/")
                .get("/api/positions/board.svg")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("invalid-position"));
        given().queryParam("position", "/9999999999999999999999/")
                .get("/api/positions/board.svg")
                .then()
                .statusCode(422);
        given().get("/api/positions/board.svg").then().statusCode(400).body("code", equalTo("position-required"));
    }

    /** Keeps the pictures in target/ so that a person can look at them. */
    private static void save(String name, String svg) throws Exception {
        Path pictures = Path.of("target", "pictures");
        Files.createDirectories(pictures);
        Files.writeString(pictures.resolve(name), svg);
    }
}
