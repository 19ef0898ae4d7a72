package com.taflpost.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ETagsTest {

    @Test
    void aTagIsItsPartsJoinedByDotsInQuotes() {
        assertThat(ETags.of("game", "Xk3p9QaZ2m", 12, "active", 12)).isEqualTo("\"game.Xk3p9QaZ2m.12.active.12\"");
        assertThat(ETags.of("record")).isEqualTo("\"record\"");
    }

    @Test
    void ifNoneMatchComparesWeaklyAndIfMatchStrongly() {
        String tag = ETags.of("game", "g", 2, "active", 2);

        assertThat(ETags.noneMatchFails("W/" + tag, tag)).isTrue();
        assertThat(ETags.noneMatchFails("\"other\", " + tag, tag)).isTrue();
        assertThat(ETags.matches("W/" + tag, tag)).isFalse();
        assertThat(ETags.matches(tag, tag)).isTrue();
        assertThat(ETags.matches("*", tag)).isTrue();
        assertThat(ETags.noneMatchFails(null, tag)).isFalse();
    }
}
