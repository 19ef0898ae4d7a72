package com.taflpost.rules.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.taflpost.rules.Preset;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.format.RulesetFormat.Description;
import com.taflpost.rules.format.RulesetFormatException.Reason;
import com.taflpost.rules.format.RulesetQuestions.Question;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The questions a front end offers are the ones the description format reads, with the answers it accepts. */
class RulesetQuestionsTest {

    @Test
    void theQuestionsAreTheKeysTheFormatWritesInItsOrder() {
        assertThat(RulesetQuestions.KEYS)
                .containsExactlyElementsOf(
                        RulesetFormat.toMap(Ruleset.COPENHAGEN, null).keySet());
        assertThat(RulesetQuestions.ALL)
                .allSatisfy(question -> assertThat(question.asks()).isNotBlank());
    }

    @Test
    void everyListedAnswerIsReadUnderSomePreset() {
        for (Question question : RulesetQuestions.ALL) {
            List<String> answers =
                    question.isNumber() ? List.of("0", "1", Integer.toString(question.maximum())) : question.answers();
            for (String answer : answers) {
                List<Reason> refusals = new ArrayList<>();
                boolean read = false;
                for (Preset preset : Preset.all()) {
                    Map<String, String> entries = applying(question, answer);
                    try {
                        Description description = RulesetFormat.read(entries, preset.ruleset());
                        assertThat(RulesetFormat.toMap(description.ruleset(), null))
                                .containsEntry(question.key(), answer);
                        read = true;
                    } catch (RulesetFormatException e) {
                        refusals.add(e.reason());
                    }
                }
                assertThat(read).as(question.key() + ":" + answer).isTrue();
                assertThat(refusals).as(question.key() + ":" + answer).allMatch(reason -> reason == Reason.IMPOSSIBLE);
            }
        }
    }

    @Test
    void everyAnswerAPresetGivesIsListed() {
        for (Preset preset : Preset.all()) {
            RulesetFormat.toMap(preset.ruleset(), null).forEach((key, answer) -> {
                Question question = question(key);
                if (question.isNumber()) {
                    assertThat(Integer.parseInt(answer)).isBetween(0, question.maximum());
                } else {
                    assertThat(question.answers()).as(key).contains(answer);
                }
            });
        }
    }

    @Test
    void anAnswerNotListedIsRefusedAndSoIsANumberAboveTheMaximum() {
        for (Question question : RulesetQuestions.ALL) {
            String wrong = question.isNumber() ? Integer.toString(question.maximum() + 1) : "perhaps";
            var refusal = catchThrowableOfType(
                    RulesetFormatException.class, () -> RulesetFormat.read(applying(question, wrong)));
            assertThat(refusal).as(question.key()).isNotNull();
            assertThat(refusal.reason()).as(question.key()).isEqualTo(Reason.BAD_VALUE);
        }
    }

    @Test
    void aQuestionThatDoesNotApplyIsRefusedWhereTheFormatKnowsItMeansNothing() {
        for (Question question : RulesetQuestions.ALL) {
            if (question.unless() == null || question(question.unless().key()).isNumber()) {
                continue;
            }
            Map<String, String> entries = new LinkedHashMap<>();
            entries.put(question.unless().key(), question.unless().answer());
            entries.put(
                    question.key(),
                    question.isNumber() ? "0" : question.answers().get(0));
            var refusal = catchThrowableOfType(RulesetFormatException.class, () -> RulesetFormat.read(entries));
            assertThat(refusal).as(question.key()).isNotNull();
            assertThat(refusal.reason()).isEqualTo(Reason.IMPOSSIBLE);
        }
    }

    /** The answer, with the question it depends on answered so that it applies. */
    private static Map<String, String> applying(Question question, String answer) {
        Map<String, String> entries = new LinkedHashMap<>();
        if (question.unless() != null) {
            Question other = question(question.unless().key());
            entries.put(
                    other.key(),
                    other.isNumber()
                            ? "100"
                            : other.answers().stream()
                                    .filter(a -> !a.equals(question.unless().answer()))
                                    .findFirst()
                                    .orElseThrow());
        }
        entries.put(question.key(), answer);
        return entries;
    }

    private static Question question(String key) {
        return RulesetQuestions.ALL.stream()
                .filter(q -> q.key().equals(key))
                .findFirst()
                .orElseThrow();
    }
}
