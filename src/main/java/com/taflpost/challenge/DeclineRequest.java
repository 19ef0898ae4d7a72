package com.taflpost.challenge;

import com.taflpost.contract.Lengths;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "DeclineChallenge", description = "Declining a challenge, with an optional reason for the challenger")
public record DeclineRequest(
        @Schema(description = "Why, at most 500 characters", examples = "No time this month, sorry")
        @Size(max = Lengths.REASON, message = Lengths.MESSAGE)
        String reason) {}
