package com.taflpost.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.rules.Board;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Preset;
import com.taflpost.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A grid is written once per board and kept: what is written is what Jackson writes for the plain cells. */
class GridTest {

    private final ObjectMapper mapper = new ObjectMapper();

    @Test
    void theKeptJsonIsWhatJacksonWritesForTheCells() throws JsonProcessingException {
        for (Layout layout : Layout.values()) {
            List<List<Grid.Cell>> grid = Grid.of(layout.board(), Ruleset.COPENHAGEN);
            List<List<Grid.Cell>> plain = new ArrayList<>();
            for (List<Grid.Cell> row : grid) {
                plain.add(new ArrayList<>(row));
            }
            assertThat(mapper.writeValueAsString(grid))
                    .as(layout.name())
                    .isEqualTo(mapper.writeValueAsString(plain))
                    .contains("\"piece\":null");
        }
    }

    @Test
    void aBoardShownAgainIsTheSameGridAndAnotherBoardAnother() {
        Board start = Layout.COPENHAGEN.board();
        Board copy = Board.parse(start.toString());
        assertThat(Grid.of(copy, Ruleset.COPENHAGEN)).isSameAs(Grid.of(start, Ruleset.COPENHAGEN));
        Board moved = Layout.BRANDUBH.board();
        assertThat(Grid.of(moved, Ruleset.COPENHAGEN)).isNotEqualTo(Grid.of(start, Ruleset.COPENHAGEN));
        assertThat(Grid.of(start, Ruleset.COPENHAGEN).get(5).get(5).piece()).isEqualTo("king");
    }

    @Test
    void theSameBoardUnderAnotherRulesetIsAnotherGrid() {
        Board start = Layout.COPENHAGEN.board();
        List<List<Grid.Cell>> edges = Grid.of(start, Preset.TAWLBWRDD);
        assertThat(edges).isNotEqualTo(Grid.of(start, Ruleset.COPENHAGEN));
        assertThat(edges.get(0).get(0).kind()).isNull();
        assertThat(edges.get(5).get(5).kind()).isEqualTo("throne");
    }
}
