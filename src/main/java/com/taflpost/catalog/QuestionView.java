package com.taflpost.catalog;

import com.taflpost.rules.format.RulesetQuestions;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "RulesQuestion",
        description = "One question of a ruleset description (docs/variants.md, the description format): a key of a"
                + " new game's rules, with the answers it takes and when it applies")
public record QuestionView(
        @Schema(description = "The key, as a new game's rules and a ruleset's questions name it", examples = "escape")
        String key,

        @Schema(description = "What the question decides", examples = "Where the king escapes to")
        String description,

        @Schema(
                description = "The answers it takes; empty for a number from 0 to maximum",
                examples = "[\"corners\", \"edges\"]")
        List<String> answers,

        @Schema(
                description = "The largest number it takes; null for a question answered by a choice",
                nullable = true,
                examples = "10000")
        Integer maximum,

        @Schema(
                description = "The answer of another question under which this one has no meaning, and is neither"
                        + " shown nor sent; null when it always applies",
                nullable = true)
        Unless unless) {

    @Schema(name = "RulesQuestionUnless", description = "A question's answer that makes another question meaningless")
    public record Unless(
            @Schema(description = "The other question's key", examples = "throne")
            String key,

            @Schema(description = "The answer that makes the question meaningless", examples = "no")
            String answer) {}

    static QuestionView of(RulesetQuestions.Question question) {
        return new QuestionView(
                question.key(),
                question.asks(),
                question.answers(),
                question.maximum(),
                question.unless() == null
                        ? null
                        : new Unless(question.unless().key(), question.unless().answer()));
    }
}
