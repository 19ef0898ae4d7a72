package com.taflpost.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.rules.Board;
import com.taflpost.rules.Layout;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A grid is written once per board and kept: what is written is what Jackson writes for the plain cells. */
class GridTest {

    private final ObjectMapper mapper = new ObjectMapper();

    @Test
    void theKeptJsonIsWhatJacksonWritesForTheCells() throws JsonProcessingException {
        for (Layout layout : Layout.values()) {
            List<List<Grid.Cell>> grid = Grid.of(layout.board());
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
        assertThat(Grid.of(copy)).isSameAs(Grid.of(start));
        Board moved = Layout.BRANDUBH.board();
        assertThat(Grid.of(moved)).isNotEqualTo(Grid.of(start));
        assertThat(Grid.of(start).get(5).get(5).piece()).isEqualTo("king");
    }
}
