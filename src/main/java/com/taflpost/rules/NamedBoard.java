package com.taflpost.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A starting layout under a stable id, as games, records and the catalog name it: the four {@link Layout}s and the
 * layouts of the presets that start elsewhere (Tawlbwrdd, Ard Ri, Alea Evangelii). Kept apart from {@link Layout} so
 * that what iterates the four layouts (the seeded playouts) stays as it is.
 *
 * @param id the stable name, e.g. {@code copenhagen} or {@code alea-evangelii}
 * @param start the starting position; the ruleset's first mover moves first
 */
public record NamedBoard(String id, Board start) {

    private static final List<NamedBoard> ALL =
            all(Preset.fromId("tawlbwrdd"), Preset.fromId("ard-ri"), Preset.fromId("alea-evangelii"));

    private static List<NamedBoard> all(Preset... presetLayouts) {
        List<NamedBoard> boards = new ArrayList<>();
        for (Layout layout : Layout.values()) {
            boards.add(new NamedBoard(layout.id(), layout.board()));
        }
        for (Preset preset : presetLayouts) {
            boards.add(new NamedBoard(preset.id(), preset.start()));
        }
        return List.copyOf(boards);
    }

    /** Every named board, the four layouts first. */
    public static List<NamedBoard> all() {
        return ALL;
    }

    public static NamedBoard fromId(String id) {
        for (NamedBoard board : ALL) {
            if (board.id.equals(id)) {
                return board;
            }
        }
        throw new IllegalArgumentException("unknown board '" + id + "': expected one of "
                + String.join(", ", ALL.stream().map(NamedBoard::id).toList()));
    }

    /** The board of {@code ruleset}'s first preset: where a game starts when it names no board. */
    public static NamedBoard defaultFor(Ruleset ruleset) {
        Board start = Preset.of(ruleset).start();
        for (NamedBoard board : ALL) {
            if (board.start.equals(start)) {
                return board;
            }
        }
        throw new IllegalStateException("the preset of " + ruleset.id() + " starts on no named board");
    }

    /**
     * The start as {@code rules} sees it: only the king may stand on its restricted squares.
     *
     * @throws NotationException when a piece stands on a square the ruleset restricts
     */
    public Board startUnder(Ruleset rules) {
        return Board.parse(start.toString(), rules);
    }
}
