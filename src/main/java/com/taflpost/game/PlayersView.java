package com.taflpost.game;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "GamePlayers",
        description = "The registered players per side; null for an open seat or an anonymous game")
public record PlayersView(
        @Schema(nullable = true, examples = "astrid") String attackers,
        @Schema(nullable = true, examples = "bjorn") String defenders) {}
