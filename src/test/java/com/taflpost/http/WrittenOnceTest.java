package com.taflpost.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WrittenOnceTest {
    private final ObjectMapper json = new ObjectMapper();

    @Test
    void aListIsWrittenAsThePlainListWouldBe() throws Exception {
        List<String> plain = List.of("d11-d9", "f4-d4xd5", "a\"b\\c");
        WrittenOnce<String> moves = WrittenOnce.of(plain);

        assertThat(moves).containsExactlyElementsOf(plain);
        // twice: the second writes what the first wrote and kept
        for (int i = 0; i < 2; i++) {
            assertThat(json.writeValueAsString(Map.of("moves", moves)))
                    .isEqualTo(json.writeValueAsString(Map.of("moves", plain)));
        }
        assertThat(json.writeValueAsString(WrittenOnce.of(List.of()))).isEqualTo("[]");
    }

    record Item(String from, List<String> captures, String kind, boolean restricted) {}

    @Test
    void aListOfRecordsIsWrittenAsThePlainListWouldBe() throws Exception {
        List<Item> plain =
                List.of(new Item("d1", List.of("c2", "e2"), null, true), new Item("a1", List.of(), "x", false));

        assertThat(json.writeValueAsString(WrittenOnce.of(plain))).isEqualTo(json.writeValueAsString(plain));
    }

    @Test
    void oneMoreItemIsANewListAndTheOldOneStaysAsItWas() throws Exception {
        WrittenOnce<String> before = WrittenOnce.of(List.of("d11-d9"));
        assertThat(json.writeValueAsString(before)).isEqualTo("[\"d11-d9\"]");

        WrittenOnce<String> after = before.plus("f4-d4");

        assertThat(after).containsExactly("d11-d9", "f4-d4");
        assertThat(json.writeValueAsString(after)).isEqualTo("[\"d11-d9\",\"f4-d4\"]");
        assertThat(json.writeValueAsString(before)).isEqualTo("[\"d11-d9\"]");
        assertThat(WrittenOnce.of(after)).isSameAs(after);
        assertThat(after).isEqualTo(List.of("d11-d9", "f4-d4"));
    }
}
