package com.taflpost.tournament;

import com.taflpost.contract.Lengths;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "Adjudicate", description = "The organiser's decision on a stuck game")
public record AdjudicateRequest(
        @Schema(
                required = true,
                enumeration = {"attackers", "defenders", "draw"},
                examples = "defenders")
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String winner) {}
