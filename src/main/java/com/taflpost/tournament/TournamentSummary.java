package com.taflpost.tournament;

import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "TournamentSummary", description = "A tournament as lists show it")
public record TournamentSummary(
        @Schema(examples = "3c6ef0a2-1d4b-4e8f-9a7c-2b5d8e1f4a60")
        String id,

        @Schema(examples = "Spring Copenhagen open") String name,

        @Schema(
                enumeration = {"round-robin", "swiss"},
                examples = "swiss")
        String format,

        @Schema(
                enumeration = {"entry", "running", "finished", "cancelled"},
                examples = "entry")
        String status,

        @Schema(description = "The organiser's name", examples = "astrid")
        String organiser,

        @Schema(examples = "copenhagen") String ruleset,
        @Schema(examples = "copenhagen") String board,
        boolean rated,

        @Schema(description = "How many players have entered", examples = "5")
        int players,

        @Schema(examples = "8") int maxPlayers,
        Instant createdAt) {}
