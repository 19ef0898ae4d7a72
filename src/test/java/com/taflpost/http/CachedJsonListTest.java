package com.taflpost.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CachedJsonListTest {
    private final ObjectMapper json = new ObjectMapper();

    @Test
    void aListIsWrittenAsThePlainListWouldBe() throws Exception {
        List<String> plain = List.of("d11-d9", "f4-d4xd5", "a\"b\\c");
        CachedJsonList<String> moves = CachedJsonList.of(plain);

        assertThat(moves).containsExactlyElementsOf(plain);
        // twice: the second writes what the first wrote and kept
        for (int i = 0; i < 2; i++) {
            assertThat(json.writeValueAsString(Map.of("moves", moves)))
                    .isEqualTo(json.writeValueAsString(Map.of("moves", plain)));
        }
        assertThat(json.writeValueAsString(CachedJsonList.of(List.of()))).isEqualTo("[]");
    }

    record Item(String from, List<String> captures, String kind, boolean restricted) {}

    @Test
    void aListOfRecordsIsWrittenAsThePlainListWouldBe() throws Exception {
        List<Item> plain =
                List.of(new Item("d1", List.of("c2", "e2"), null, true), new Item("a1", List.of(), "x", false));

        assertThat(json.writeValueAsString(CachedJsonList.of(plain))).isEqualTo(json.writeValueAsString(plain));
    }

    @Test
    void oneMoreItemIsANewListAndTheOldOneStaysAsItWas() throws Exception {
        CachedJsonList<String> before = CachedJsonList.of(List.of("d11-d9"));
        assertThat(json.writeValueAsString(before)).isEqualTo("[\"d11-d9\"]");

        CachedJsonList<String> after = before.plus("f4-d4");

        assertThat(after).containsExactly("d11-d9", "f4-d4");
        assertThat(json.writeValueAsString(after)).isEqualTo("[\"d11-d9\",\"f4-d4\"]");
        assertThat(json.writeValueAsString(before)).isEqualTo("[\"d11-d9\"]");
        assertThat(CachedJsonList.of(after)).isSameAs(after);
        assertThat(after).isEqualTo(List.of("d11-d9", "f4-d4"));
    }

    @Test
    void aListGrownAfterItsJsonWasWrittenIsWrittenAsThePlainListWouldBe() throws Exception {
        CachedJsonList<String> empty = CachedJsonList.of(List.of());
        assertThat(json.writeValueAsString(empty)).isEqualTo("[]");

        CachedJsonList<String> one = empty.plus("a\"b");
        CachedJsonList<String> two = one.plus("c\\d");
        CachedJsonList<String> three = two.plus(null);
        // never written before it grew: written whole
        CachedJsonList<String> unwritten = CachedJsonList.of(List.of("x")).plus("y");

        assertThat(json.writeValueAsString(three))
                .isEqualTo(json.writeValueAsString(Arrays.asList("a\"b", "c\\d", null)));
        assertThat(json.writeValueAsString(two)).isEqualTo(json.writeValueAsString(List.of("a\"b", "c\\d")));
        assertThat(json.writeValueAsString(one)).isEqualTo("[\"a\\\"b\"]");
        assertThat(json.writeValueAsString(unwritten)).isEqualTo("[\"x\",\"y\"]");
        CachedJsonList<Item> cells = CachedJsonList.of(List.of(new Item("d1", List.of(), null, true)));
        json.writeValueAsString(cells);
        assertThat(json.writeValueAsString(cells.plus(new Item("a1", List.of("b1"), "corner", false))))
                .isEqualTo(json.writeValueAsString(List.of(
                        new Item("d1", List.of(), null, true), new Item("a1", List.of("b1"), "corner", false))));
    }
}
