package com.taflpost.game;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "LegalMoves",
        description = "The moves the side to move may play now",
        requiredProperties = {"ply", "sideToMove", "from", "moves"})
public record LegalMovesView(
        @Schema(description = "The game's ply these moves would follow", examples = "2")
        int ply,

        @Schema(
                enumeration = {"attackers", "defenders"},
                examples = "attackers")
        String sideToMove,

        @Schema(description = "The square asked for with ?from, or null", nullable = true, examples = "d9")
        String from,

        @Schema(description = "The moves with the captures each makes; empty once the game is over")
        List<LegalMove> moves) {}
