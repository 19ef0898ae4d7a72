package com.taflpost.challenge;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "ChallengeInbox", description = "A player's challenges")
public record ChallengeInbox(
        @Schema(required = true, description = "Open challenges addressed to the player, newest first")
        List<ChallengeView> received,

        @Schema(required = true, description = "The player's own challenges in every status, newest first")
        List<ChallengeView> sent,

        @Schema(required = true, description = "Open challenges by other players that anyone may accept, newest first")
        List<ChallengeView> open) {}
