package com.taflpost.game;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.rules.EndReason;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The result reasons clients see: the rules' endings by their own ids, then the endings off the board. */
class ResultReasonTest {

    @Test
    void everyEndingOfTheRulesIsAResultReasonWithItsId() {
        for (EndReason ending : EndReason.values()) {
            assertThat(ResultReason.of(ending)).as("%s", ending).isNotNull();
            assertThat(ResultReason.of(ending).id()).isEqualTo(ending.id());
        }
    }

    @Test
    void theApiKeepsItsElevenReasons() {
        assertThat(Arrays.stream(ResultReason.values()).map(ResultReason::id))
                .containsExactly(
                        "king-captured",
                        "king-escaped",
                        "exit-fort",
                        "encirclement",
                        "repetition",
                        "no-legal-move",
                        "move-limit",
                        "resignation",
                        "timeout",
                        "forfeit",
                        "adjudication");
    }

    @Test
    void aReasonReadBackByItsIdIsItself() {
        for (ResultReason reason : ResultReason.values()) {
            assertThat(ResultReason.fromId(reason.id())).isSameAs(reason);
        }
    }
}
