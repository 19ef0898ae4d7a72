package com.taflpost.rules.format;

import com.taflpost.rules.Piece;
import com.taflpost.rules.Square;
import java.util.Locale;

/**
 * What {@link BoardSvg} draws on a square: the pieces (discs told apart without colour) and the crosses over the
 * squares a move captured. The board decides where a square is; these draw at the centre it gives them.
 */
final class SvgMarks {
    static final String CAPTURE = "#c62828";
    private static final String DARK = "#262321";
    private static final String LIGHT = "#fbf8f0";

    private SvgMarks() {}

    /** A piece centred on ({@code cx}, {@code cy}), grouped with its class and square. */
    static void piece(StringBuilder svg, Square square, Piece piece, int cx, int cy) {
        String open = "<g class=\"" + piece.name().toLowerCase(Locale.ROOT) + "\" data-square=\"" + square + "\">";
        svg.append(open);
        switch (piece) {
            case ATTACKER -> circle(svg, cx, cy, 14, DARK, "#000000", 2, 0.6);
            case DEFENDER -> circle(svg, cx, cy, 14, LIGHT, DARK, 2, 0.6);
            case KING -> {
                circle(svg, cx, cy, 17, LIGHT, DARK, 2.5, 0.6);
                circle(svg, cx, cy, 12.5, "none", DARK, 1.5, 0);
                svg.append("<path d=\"M")
                        .append(cx)
                        .append(' ')
                        .append(cy - 9)
                        .append("V")
                        .append(cy + 9)
                        .append("M")
                        .append(cx - 9)
                        .append(' ')
                        .append(cy)
                        .append("H")
                        .append(cx + 9)
                        .append("\" stroke=\"")
                        .append(DARK)
                        .append("\" stroke-width=\"3.5\" stroke-linecap=\"round\"/>");
            }
        }
        svg.append("</g>\n");
    }

    /** A disc with a soft shadow below it, so pieces stand off the board. */
    private static void circle(
            StringBuilder svg,
            int cx,
            int cy,
            double r,
            String fill,
            String stroke,
            double strokeWidth,
            double shadow) {
        if (shadow > 0) {
            svg.append("<circle cx=\"")
                    .append(cx + 1.5)
                    .append("\" cy=\"")
                    .append(cy + 2)
                    .append("\" r=\"")
                    .append(SvgText.number(r))
                    .append("\" fill=\"#000000\" fill-opacity=\"0.25\" stroke=\"none\"/>");
        }
        svg.append("<circle cx=\"")
                .append(cx)
                .append("\" cy=\"")
                .append(cy)
                .append("\" r=\"")
                .append(SvgText.number(r))
                .append("\" fill=\"")
                .append(fill)
                .append("\" stroke=\"")
                .append(stroke)
                .append("\" stroke-width=\"")
                .append(SvgText.number(strokeWidth))
                .append("\"/>");
    }

    /** A bold X of half-width {@code half} centred on ({@code cx}, {@code cy}), the capture's kind as its class. */
    static void cross(StringBuilder svg, Square square, String kind, int half, int cx, int cy) {
        svg.append("<path class=\"")
                .append(kind)
                .append("\" data-square=\"")
                .append(square)
                .append("\" d=\"M")
                .append(cx - half)
                .append(' ')
                .append(cy - half)
                .append("L")
                .append(cx + half)
                .append(' ')
                .append(cy + half)
                .append("M")
                .append(cx - half)
                .append(' ')
                .append(cy + half)
                .append("L")
                .append(cx + half)
                .append(' ')
                .append(cy - half)
                .append("\" stroke=\"")
                .append(CAPTURE)
                .append("\" stroke-width=\"5\" stroke-linecap=\"round\" fill=\"none\"/>\n");
    }
}
