package com.taflpost.rules.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.taflpost.rules.Board;
import com.taflpost.rules.CorpusGame;
import com.taflpost.rules.GameState;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Replay;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Square;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class BoardSvgTest {

    @Test
    void theCopenhagenStartIsWellFormedWithEveryPiece() {
        Document svg = parse(BoardSvg.render(Layout.COPENHAGEN.board()));

        Element root = svg.getDocumentElement();
        assertThat(root.getTagName()).isEqualTo("svg");
        assertThat(root.getAttribute("xmlns")).isEqualTo("http://www.w3.org/2000/svg");
        assertThat(root.getAttribute("viewBox")).isEqualTo("0 0 492 492");
        assertThat(withClass(svg, "attacker")).hasSize(24);
        assertThat(withClass(svg, "defender")).hasSize(12);
        assertThat(withClass(svg, "king"))
                .extracting(e -> e.getAttribute("data-square"))
                .containsExactly("f6");
        assertThat(withClass(svg, "restricted"))
                .extracting(e -> e.getAttribute("data-square"))
                .containsExactlyInAnyOrder("a1", "k1", "a11", "k11", "f6");
        assertThat(withClass(svg, "last-to")).isEmpty();
        assertThat(text(svg, "title")).containsExactly("11x11 tafl board");
        assertThat(text(svg, "text")).contains("a", "k", "1", "11").doesNotContain("l", "12");
    }

    @Test
    void theLastMoveAndItsCapturesAreMarked() {
        GameState state = corpusState(ply -> ply.captures().size() >= 2);
        Ply ply = state.lastPly();

        Document svg = parse(BoardSvg.render(state, Side.ATTACKERS, "after " + ply.notation()));

        assertThat(withClass(svg, "last-from")).extracting(this::squareAt).containsExactly(ply.from());
        assertThat(withClass(svg, "last-to")).extracting(this::squareAt).containsExactly(ply.to());
        assertThat(withClass(svg, "captured"))
                .extracting(e -> e.getAttribute("data-square"))
                .containsExactlyElementsOf(
                        ply.captures().stream().map(Square::toString).toList());
        assertThat(withClass(svg, "king-captured")).isEmpty();
        assertThat(withClass(svg, "attacker")).hasSize(state.board().count(com.taflpost.rules.Piece.ATTACKER));
        assertThat(withClass(svg, "defender")).hasSize(state.board().count(com.taflpost.rules.Piece.DEFENDER));
        assertThat(text(svg, "title")).containsExactly("after " + ply.notation());
    }

    @Test
    void aCapturedKingIsMarked() {
        GameState state = corpusState(Ply::kingCaptured);

        Document svg = parse(BoardSvg.render(state, Side.ATTACKERS, null));

        assertThat(withClass(svg, "king-captured"))
                .isNotEmpty()
                .allSatisfy(e -> assertThat(e.getAttribute("data-square"))
                        .isEqualTo(state.board().king().toString()));
        assertThat(withClass(svg, "king")).hasSize(1);
    }

    @Test
    void withTheDefendersAtTheBottomTheBoardIsTurnedHalfATurn() {
        Board board = Board.parse("/7/1t5/7/3K3/7/5T1/7/");

        Document attackersView = parse(BoardSvg.render(board, null, Side.ATTACKERS, null));
        Document defendersView = parse(BoardSvg.render(board, null, Side.DEFENDERS, null));

        // The picture is 7 * 40 + 2 * 26 = 332 wide; b6 is near the top left seen from the attackers' side.
        assertThat(center(attackersView, "attacker")).containsExactly(86, 86);
        assertThat(center(attackersView, "defender")).containsExactly(246, 246);
        assertThat(center(defendersView, "attacker")).containsExactly(246, 246);
        assertThat(center(defendersView, "defender")).containsExactly(86, 86);
        assertThat(center(defendersView, "king")).containsExactly(166, 166);
        // The labels follow their squares: file a and rank 1 are at the right and the top seen from the defenders.
        assertThat(label(attackersView, "a").getAttribute("x")).isEqualTo("46");
        assertThat(label(defendersView, "a").getAttribute("x")).isEqualTo("286");
        assertThat(label(attackersView, "1").getAttribute("y")).isEqualTo("291");
        assertThat(label(defendersView, "1").getAttribute("y")).isEqualTo("51");
    }

    @Test
    void everyBoardSizeFromFiveToNineteenIsDrawn() {
        Board small = Board.parse("/5/1t3/2K2/3T1/5/");
        Document five = parse(BoardSvg.render(small, null, Side.ATTACKERS, "five"));
        assertThat(five.getDocumentElement().getAttribute("viewBox")).isEqualTo("0 0 252 286");
        assertThat(squares(five)).isEqualTo(25);

        Board big = Board.parse("/3ttttttttttttt3/8t10/19/19/t8T8t/t8T8t/t8T8t/t8T8t/t7TTT7t/tt3TTTTKTTTT3tt/"
                + "t7TTT7t/t8T8t/t8T8t/t8T8t/t8T8t/19/19/8t10/3ttttttttttttt3/");
        Document nineteen = parse(BoardSvg.render(big));
        assertThat(nineteen.getDocumentElement().getAttribute("viewBox")).isEqualTo("0 0 812 812");
        assertThat(squares(nineteen)).isEqualTo(361);
        assertThat(withClass(nineteen, "attacker")).hasSize(big.count(com.taflpost.rules.Piece.ATTACKER));
        assertThat(withClass(nineteen, "defender")).hasSize(big.count(com.taflpost.rules.Piece.DEFENDER));
        assertThat(text(nineteen, "text")).contains("s", "19");
    }

    @Test
    void theTitleIsEscapedAndLongTitlesAreCutShort() {
        String title = "<script>alert('x')</script> & \"friends\" \u0001 \uD83D\uDC51";

        String picture = BoardSvg.render(Layout.BRANDUBH.board(), null, null, title);

        assertThat(picture).doesNotContain("<script>");
        assertThat(text(parse(picture), "title"))
                .containsExactly("<script>alert('x')</script> & \"friends\" \uFFFD \uD83D\uDC51");

        String longTitle = "x".repeat(500);
        List<String> texts = text(parse(BoardSvg.render(Layout.BRANDUBH.board(), null, null, longTitle)), "text");
        assertThat(texts.get(0)).isEqualTo("x".repeat(40) + "\u2026");
    }

    @Test
    void aLastMoveOffTheBoardIsRefused() {
        Ply offBoard = new Ply(Side.ATTACKERS, Square.parse("a9"), Square.parse("a8"), List.of(), false);

        assertThatThrownBy(() -> BoardSvg.render(Layout.BRANDUBH.board(), offBoard, Side.ATTACKERS, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a9 is not on a 7x7 board");
    }

    /** The first state of the corpus reached by a move that {@code wanted} accepts. */
    private static GameState corpusState(Predicate<Ply> wanted) {
        for (CorpusGame game : CorpusGame.load()) {
            for (GameState state : Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN, game.moves())
                    .game()
                    .states()) {
                if (state.lastPly() != null && wanted.test(state.lastPly())) {
                    return state;
                }
            }
        }
        throw new AssertionError("no such move in the corpus");
    }

    private static Document parse(String svg) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new AssertionError("not well-formed XML: " + e.getMessage() + "\n" + svg, e);
        }
    }

    private static List<Element> withClass(Document svg, String kind) {
        List<Element> found = new ArrayList<>();
        NodeList all = svg.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element element = (Element) all.item(i);
            if (element.getAttribute("class").equals(kind)) {
                found.add(element);
            }
        }
        return found;
    }

    private static List<String> text(Document svg, String tag) {
        List<String> texts = new ArrayList<>();
        NodeList nodes = svg.getElementsByTagName(tag);
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent());
        }
        return texts;
    }

    /** The first coordinate label with this text. */
    private static Element label(Document svg, String content) {
        NodeList texts = svg.getElementsByTagName("text");
        for (int i = 0; i < texts.getLength(); i++) {
            if (texts.item(i).getTextContent().equals(content)) {
                return (Element) texts.item(i);
            }
        }
        throw new AssertionError("no label " + content);
    }

    /** The board squares: the 40 by 40 rectangles. */
    private static long squares(Document svg) {
        NodeList rects = svg.getElementsByTagName("rect");
        long count = 0;
        for (int i = 0; i < rects.getLength(); i++) {
            Element rect = (Element) rects.item(i);
            if (rect.getAttribute("width").equals("40")
                    && rect.getAttribute("height").equals("40")) {
                count++;
            }
        }
        return count;
    }

    /** The square a highlighted rectangle covers, read back from its position (attackers at the bottom, no title). */
    private Square squareAt(Element rect) {
        int file = (Integer.parseInt(rect.getAttribute("x")) - 26) / 40;
        int row = (Integer.parseInt(rect.getAttribute("y")) - 34 - 26) / 40;
        return new Square(file, 10 - row);
    }

    /** The centre of the only piece of a kind: its second circle (the first is its shadow). */
    private static List<Integer> center(Document svg, String kind) {
        List<Element> pieces = withClass(svg, kind);
        assertThat(pieces).hasSize(1);
        NodeList circles = pieces.get(0).getElementsByTagName("circle");
        Element disc = (Element) circles.item(1);
        return List.of(Integer.parseInt(disc.getAttribute("cx")), Integer.parseInt(disc.getAttribute("cy")));
    }
}
