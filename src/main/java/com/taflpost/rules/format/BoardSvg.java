package com.taflpost.rules.format;

import com.taflpost.rules.Board;
import com.taflpost.rules.GameState;
import com.taflpost.rules.Piece;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Square;

/**
 * Draws a board as a standalone SVG picture: squares, coordinates on all four edges, the throne and corners
 * hatched, the pieces, the last move's squares highlighted and the squares it captured crossed out in red.
 * <p>
 * Everything can be told apart without colour: attackers are dark discs, defenders light discs, the king a
 * larger light disc with a double rim and a cross; restricted squares are hatched; a capture is a bold X; a
 * captured king is ringed and crossed.
 * <p>
 * With the attackers at the bottom the board is drawn as in the rulebook: {@code a1} at the bottom left. With the
 * defenders at the bottom it is turned half a turn, as the board looks from the other side of the table:
 * {@code a1} at the top right, the files running from right to left and the ranks from top to bottom. The
 * coordinate labels stay upright. The picture has a {@code viewBox}, so it scales to any size; it uses no
 * external fonts or resources. Elements carry classes ({@code attacker}, {@code defender}, {@code king},
 * {@code last-from}, {@code last-to}, {@code captured}, {@code king-captured}, {@code restricted}) and pieces a
 * {@code data-square}, for styling and tests.
 */
public final class BoardSvg {

    private static final int CELL = 40;
    private static final int MARGIN = 26;
    private static final int TITLE_HEIGHT = 34;
    private static final int MAX_TITLE_FONT = 20;
    private static final int MIN_TITLE_FONT = 12;
    /** A generous average width of a bold sans-serif glyph, in ems. */
    private static final double GLYPH_WIDTH = 0.64;

    private static final String FRAME = "#6b4a2b";
    private static final String SQUARE = "#ecd3a6";
    private static final String GRID = "#8a6a45";
    private static final String RESTRICTED = "#c99f68";
    private static final String LAST_FROM = "#f3e27a";
    private static final String LAST_TO = "#e6c531";

    private final Board board;
    /** Whose restricted squares are drawn; null for a throne and four corner squares. */
    private final Ruleset rules;

    private final Side bottom;
    private final int size;
    private final int top;
    private final StringBuilder svg = new StringBuilder(8192);

    private BoardSvg(Board board, Ruleset rules, Side bottom, boolean titled) {
        this.board = board;
        this.rules = rules;
        this.bottom = bottom;
        this.size = board.size();
        this.top = titled ? TITLE_HEIGHT : 0;
    }

    /** The board from the attackers' side, without highlight or title. */
    public static String render(Board board) {
        return render(board, null, Side.ATTACKERS, null);
    }

    /** The board of a game state with its last move highlighted. */
    public static String render(GameState state, Side bottom, String title) {
        return render(state.board(), state.lastPly(), bottom, title);
    }

    /** The board of a game under {@code rules}, its restricted squares drawn, with its last move highlighted. */
    public static String render(GameState state, Ruleset rules, Side bottom, String title) {
        return render(state.board(), rules, state.lastPly(), bottom, title);
    }

    /**
     * @param lastPly the move that led to this board, highlighted; null for none
     * @param bottom the side whose player sits at the bottom of the picture; null means the attackers
     * @param title text above the board; null or blank for none
     * @throws IllegalArgumentException when the last move names a square off this board
     */
    public static String render(Board board, Ply lastPly, Side bottom, String title) {
        return render(board, null, lastPly, bottom, title);
    }

    /**
     * @param rules whose restricted squares are drawn; null for a throne and four corner squares
     */
    public static String render(Board board, Ruleset rules, Ply lastPly, Side bottom, String title) {
        if (lastPly != null) {
            for (Square square : lastPly.captures()) {
                requireOn(board, square);
            }
            requireOn(board, lastPly.from());
            requireOn(board, lastPly.to());
        }
        boolean titled = title != null && !title.isBlank();
        BoardSvg picture = new BoardSvg(board, rules, bottom == null ? Side.ATTACKERS : bottom, titled);
        return picture.draw(lastPly, titled ? title.strip() : null);
    }

    private boolean restricted(Square square) {
        return rules == null ? board.isRestricted(square) : board.isRestricted(square, rules);
    }

    private static void requireOn(Board board, Square square) {
        if (!board.contains(square)) {
            throw new IllegalArgumentException(square + " is not on a " + board.size() + "x" + board.size() + " board");
        }
    }

    private String draw(Ply lastPly, String title) {
        int side = size * CELL + 2 * MARGIN;
        int width = side;
        int height = side + top;
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
                .append(width)
                .append(' ')
                .append(height)
                .append("\" width=\"")
                .append(width)
                .append("\" height=\"")
                .append(height)
                .append("\" role=\"img\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\">\n");
        String label = title != null ? title : size + "x" + size + " tafl board";
        svg.append("<title>").append(SvgText.escape(label)).append("</title>\n");
        svg.append("<rect width=\"")
                .append(width)
                .append("\" height=\"")
                .append(height)
                .append("\" fill=\"#ffffff\"/>\n");
        if (title != null) {
            drawTitle(title, width);
        }
        svg.append("<rect x=\"0\" y=\"")
                .append(top)
                .append("\" width=\"")
                .append(side)
                .append("\" height=\"")
                .append(side)
                .append("\" rx=\"6\" fill=\"")
                .append(FRAME)
                .append("\"/>\n");
        drawSquares(lastPly);
        drawCoordinates();
        drawPieces();
        if (lastPly != null) {
            drawCaptures(lastPly);
        }
        return svg.append("</svg>\n").toString();
    }

    private void drawTitle(String title, int width) {
        // No font metrics here: a long title gets a smaller font, down to a floor, and is cut short beyond that.
        double room = width - 16;
        int longest = (int) (room / (GLYPH_WIDTH * MIN_TITLE_FONT));
        String shown = title;
        if (title.codePointCount(0, title.length()) > longest) {
            shown = title.substring(0, title.offsetByCodePoints(0, longest - 1)) + "\u2026";
        }
        int length = shown.codePointCount(0, shown.length());
        int fontSize = (int) Math.min(MAX_TITLE_FONT, Math.floor(room / (GLYPH_WIDTH * length)));
        svg.append("<text x=\"")
                .append(width / 2)
                .append("\" y=\"")
                .append(TITLE_HEIGHT / 2 + fontSize / 3 + 2)
                .append("\" text-anchor=\"middle\" font-size=\"")
                .append(fontSize)
                .append("\" font-weight=\"bold\" fill=\"#222\">")
                .append(SvgText.escape(shown))
                .append("</text>\n");
    }

    private void drawSquares(Ply lastPly) {
        svg.append("<g stroke=\"").append(GRID).append("\" stroke-width=\"1\">\n");
        for (int rank = 0; rank < size; rank++) {
            for (int file = 0; file < size; file++) {
                Square square = new Square(file, rank);
                String fill = SQUARE;
                String kind = null;
                if (lastPly != null && square.equals(lastPly.to())) {
                    fill = LAST_TO;
                    kind = "last-to";
                } else if (lastPly != null && square.equals(lastPly.from())) {
                    fill = LAST_FROM;
                    kind = "last-from";
                } else if (restricted(square)) {
                    fill = RESTRICTED;
                }
                svg.append("<rect");
                if (kind != null) {
                    svg.append(" class=\"").append(kind).append('"');
                }
                svg.append(" x=\"")
                        .append(x(square))
                        .append("\" y=\"")
                        .append(y(square))
                        .append("\" width=\"")
                        .append(CELL)
                        .append("\" height=\"")
                        .append(CELL)
                        .append("\" fill=\"")
                        .append(fill)
                        .append("\"/>\n");
            }
        }
        svg.append("</g>\n");
        for (int rank = 0; rank < size; rank++) {
            for (int file = 0; file < size; file++) {
                Square square = new Square(file, rank);
                if (restricted(square)) {
                    hatch(square);
                }
            }
        }
    }

    /** Diagonal hatching across a restricted square, clear of the edge so the grid line stays visible. */
    private void hatch(Square square) {
        int x = x(square);
        int y = y(square);
        int inset = 3;
        int span = CELL - 2 * inset;
        svg.append("<g class=\"restricted\" data-square=\"")
                .append(square)
                .append("\" stroke=\"")
                .append(GRID)
                .append("\" stroke-width=\"1.5\" stroke-linecap=\"round\">");
        for (int k = 1; k < 6; k++) {
            double offset = span * k / 3.0;
            // The k-th line of slope -1 in the inset square: from its left or bottom edge to its top or right edge.
            double x1 = x + inset + Math.max(0, offset - span);
            double y1 = y + inset + Math.min(offset, span);
            double x2 = x + inset + Math.min(offset, span);
            double y2 = y + inset + Math.max(0, offset - span);
            if (Math.abs(x2 - x1) < 1) {
                continue;
            }
            svg.append("<line x1=\"")
                    .append(SvgText.number(x1))
                    .append("\" y1=\"")
                    .append(SvgText.number(y1))
                    .append("\" x2=\"")
                    .append(SvgText.number(x2))
                    .append("\" y2=\"")
                    .append(SvgText.number(y2))
                    .append("\"/>");
        }
        svg.append("</g>\n");
    }

    private void drawCoordinates() {
        int fontSize = 14;
        svg.append("<g font-size=\"").append(fontSize).append("\" fill=\"#f4e6cc\" text-anchor=\"middle\">\n");
        int far = MARGIN + size * CELL;
        for (int i = 0; i < size; i++) {
            Square onFile = new Square(i, 0);
            String letter = String.valueOf((char) ('a' + i));
            int cx = x(onFile) + CELL / 2;
            text(cx, top + MARGIN / 2 + 5, letter);
            text(cx, top + far + MARGIN / 2 + 5, letter);
            Square onRank = new Square(0, i);
            String number = Integer.toString(i + 1);
            int cy = y(onRank) + CELL / 2 + 5;
            text(MARGIN / 2, cy, number);
            text(far + MARGIN / 2, cy, number);
        }
        svg.append("</g>\n");
    }

    private void text(int x, int y, String content) {
        svg.append("<text x=\"")
                .append(x)
                .append("\" y=\"")
                .append(y)
                .append("\">")
                .append(content)
                .append("</text>\n");
    }

    private void drawPieces() {
        svg.append("<g stroke-width=\"2\">\n");
        for (int rank = 0; rank < size; rank++) {
            for (int file = 0; file < size; file++) {
                Square square = new Square(file, rank);
                Piece piece = board.at(square);
                if (piece != null) {
                    SvgMarks.piece(svg, square, piece, x(square) + CELL / 2, y(square) + CELL / 2);
                }
            }
        }
        svg.append("</g>\n");
    }

    private void drawCaptures(Ply lastPly) {
        for (Square square : lastPly.captures()) {
            SvgMarks.cross(svg, square, "captured", 11, x(square) + CELL / 2, y(square) + CELL / 2);
        }
        if (lastPly.kingCaptured()) {
            Square king = board.king();
            int x = x(king);
            int y = y(king);
            svg.append("<rect class=\"king-captured\" data-square=\"")
                    .append(king)
                    .append("\" x=\"")
                    .append(x + 2)
                    .append("\" y=\"")
                    .append(y + 2)
                    .append("\" width=\"")
                    .append(CELL - 4)
                    .append("\" height=\"")
                    .append(CELL - 4)
                    .append("\" fill=\"#ffffff\" fill-opacity=\"0.45\" stroke=\"")
                    .append(SvgMarks.CAPTURE)
                    .append("\" stroke-width=\"3\"/>\n");
            SvgMarks.cross(svg, king, "king-captured", 14, x + CELL / 2, y + CELL / 2);
        }
    }

    /** The left edge of a square in the picture. */
    private int x(Square square) {
        int column = bottom == Side.ATTACKERS ? square.file() : size - 1 - square.file();
        return MARGIN + column * CELL;
    }

    /** The top edge of a square in the picture. */
    private int y(Square square) {
        int row = bottom == Side.ATTACKERS ? size - 1 - square.rank() : square.rank();
        return top + MARGIN + row * CELL;
    }
}
