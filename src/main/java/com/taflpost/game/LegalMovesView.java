package com.taflpost.game;

import com.taflpost.rules.Ply;
import com.taflpost.rules.Square;
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
        List<LegalMove> moves) {
    @Schema(
            name = "LegalMove",
            description = "One legal move, as values a client can draw without parsing notation",
            requiredProperties = {"from", "to", "captures", "notation"})
    public record LegalMove(
            @Schema(description = "The square the piece leaves", examples = "d9")
            String from,

            @Schema(description = "The square it goes to", examples = "d5")
            String to,

            @Schema(description = "The squares of the pieces it would capture, in square order", examples = "[\"d4\"]")
            List<String> captures,

            @Schema(
                    description = "The move in canonical notation with its captures, as it is sent",
                    examples = "d9-d5xd4")
            String notation) {

        static LegalMove of(Ply ply) {
            return new LegalMove(
                    ply.from().toString(),
                    ply.to().toString(),
                    ply.captures().stream().map(Square::toString).toList(),
                    ply.notation());
        }
    }
}
