package com.taflpost.game.addtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.taflpost.contract.TextPatterns;
import com.taflpost.problem.ApiException;
import com.taflpost.testsupport.SchemaPatterns;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The add-time duration's pattern is exactly what the server takes (issue 43, item 8): every text it matches is given,
 * more than nothing and at most P7D, and every other is refused with bad-duration; over every way of writing days,
 * hours, minutes and seconds around the edges, and the spellings the JDK would read but the pattern does not admit.
 */
class AddTimePatternTest {
    private static final List<String> DAYS = List.of("", "0D", "1D", "6D", "7D", "8D", "06D", "10D");
    private static final List<String> HOURS = List.of("", "0H", "00H", "1H", "23H", "24H", "48H", "168H", "169H");
    private static final List<String> MINUTES = List.of("", "0M", "5M", "59M", "60M", "90M", "10080M");
    private static final List<String> SECONDS = List.of("", "0S", "30S", "59S", "60S", "1.5S");

    @Test
    void thePatternAndTheServerAgreeOnEveryWriting() {
        List<String> disagreements = new ArrayList<>();
        for (String text : writings()) {
            boolean matched = SchemaPatterns.matches(TextPatterns.TIME_GIVEN, text);
            Duration given = given(text);
            if (matched != (given != null)) {
                disagreements.add(text + (matched ? " matches but is refused" : " is taken but does not match"));
            }
            if (given != null && (given.isZero() || given.isNegative() || given.compareTo(AddingTime.MOST) > 0)) {
                disagreements.add(text + " gives " + given);
            }
        }
        assertThat(disagreements).isEmpty();
    }

    @Test
    void theEdgesEitherWay() {
        for (String taken : List.of("P7D", "PT168H", "P6DT23H59M59S", "PT1S", "P1DT12H", "PT45M", "PT1H")) {
            assertThat(SchemaPatterns.matches(TextPatterns.TIME_GIVEN, taken))
                    .as(taken)
                    .isTrue();
            assertThat(AddingTime.duration(taken)).isPositive();
        }
        // each the JDK reads, and all but the first four at most P7D: written other than in whole units
        for (String refused : List.of(
                "P7DT1S", "PT169H", "P0D", "PT0S", "PT90M", "pt1h", " PT1H", "+PT1H", "PT1.5S", "P1DT", "P", "PT")) {
            assertThat(SchemaPatterns.matches(TextPatterns.TIME_GIVEN, refused))
                    .as(refused)
                    .isFalse();
            assertThatThrownBy(() -> AddingTime.duration(refused))
                    .as(refused)
                    .isInstanceOfSatisfying(
                            ApiException.class, e -> assertThat(e.code()).isEqualTo("bad-duration"));
        }
    }

    private static List<String> writings() {
        List<String> texts = new ArrayList<>();
        for (String days : DAYS) {
            for (String hours : HOURS) {
                for (String minutes : MINUTES) {
                    for (String seconds : SECONDS) {
                        String time = hours + minutes + seconds;
                        texts.add("P" + days + (time.isEmpty() ? "" : "T" + time));
                        texts.add("P" + days + "T" + time);
                    }
                }
            }
        }
        texts.addAll(List.of("-P1D", "P-1D", "p1d", "P1d", "PT1h", " P1D", "P1D ", "P1W", "P1M", "P1Y", ""));
        return texts;
    }

    /** What the server gives for {@code text}, or null when it refuses it. */
    private static Duration given(String text) {
        try {
            return AddingTime.duration(text);
        } catch (ApiException e) {
            assertThat(e.code()).as(text).isEqualTo("bad-duration");
            return null;
        }
    }
}
