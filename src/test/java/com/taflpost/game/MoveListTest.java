package com.taflpost.game;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MoveListTest {
    private final ObjectMapper json = new ObjectMapper();

    @Test
    void aMoveListIsWrittenAsThePlainListWouldBe() throws Exception {
        List<String> plain = List.of("d11-d9", "f4-d4xd5", "a\"b\\c");
        MoveList moves = MoveList.of(plain);

        assertThat(moves).containsExactlyElementsOf(plain);
        // twice: the second writes what the first wrote and kept
        for (int i = 0; i < 2; i++) {
            assertThat(json.writeValueAsString(Map.of("moves", moves)))
                    .isEqualTo(json.writeValueAsString(Map.of("moves", plain)));
        }
        assertThat(json.writeValueAsString(MoveList.of(List.of()))).isEqualTo("[]");
    }

    @Test
    void oneMoreMoveIsANewListAndTheOldOneStaysAsItWas() throws Exception {
        MoveList before = MoveList.of(List.of("d11-d9"));
        assertThat(json.writeValueAsString(before)).isEqualTo("[\"d11-d9\"]");

        MoveList after = before.plus("f4-d4");

        assertThat(after).containsExactly("d11-d9", "f4-d4");
        assertThat(json.writeValueAsString(after)).isEqualTo("[\"d11-d9\",\"f4-d4\"]");
        assertThat(json.writeValueAsString(before)).isEqualTo("[\"d11-d9\"]");
        assertThat(MoveList.of(after)).isSameAs(after);
        assertThat(after).isEqualTo(List.of("d11-d9", "f4-d4"));
    }
}
