package com.taflpost.player;

import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A player's games for the profile (filled by the games feature through {@link PlayerGamesSource}): the ones going on,
 * the invitations, and the tally of finished ones.
 */
@Schema(name = "PlayerGames")
public record PlayerGames(
        @Schema(
                description = "The player's waiting and active games, the most recently changed first: at most 50; the"
                        + " others are listed by GET /api/players/{name}/games?status=active")
        List<Current> current,

        List<Current> invitations,
        Tally results) {
    /** The most current games a profile shows: a player may have thousands, which their games list pages. */
    public static final int CURRENT_SHOWN = 50;

    @Schema(name = "PlayerGame", description = "A game of the player, seen from the player's seat")
    public record Current(
            String id,

            @Schema(ref = "RulesetNameOrCustom") String ruleset,

            @Schema(description = "board id or custom") String board,

            @Schema(
                    description = "The player's side (for an invitation: the seat kept for the player)",
                    enumeration = {"attackers", "defenders"})
            String side,

            @Schema(description = "The opponent's name; null while the seat is open", nullable = true)
            String opponent,

            @Schema(enumeration = {"waiting", "active"}) String status,

            @Schema(description = "Whether the player is to move")
            boolean yourTurn,

            int ply,
            Instant updatedAt) {}

    @Schema(name = "Results", description = "The player's finished games")
    public record Tally(long wins, long losses, long draws) {}
}
