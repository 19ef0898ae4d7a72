package com.taflpost.game;

import com.taflpost.auth.TokenIssuer;
import com.taflpost.rules.Side;
import java.net.URI;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "Seats",
        description = "The secret seat tokens of an anonymous game, given once, when it is created. Each"
                + " is a bearer token that plays one side of this game only: keep yours, send the other to your"
                + " opponent with"
                + " the game's URL.")
public record Seats(
        @Schema(
                description = "The seat the creator asked for",
                enumeration = {"attackers", "defenders"},
                examples = "attackers")
        String creatorSide,

        @Schema(description = "The game's URL, to share", examples = "http://localhost:8080/api/games/Xk3p9QaZ2m")
        String gameUrl,

        @Schema(description = "Seat token of the attackers") String attackers,
        @Schema(description = "Seat token of the defenders") String defenders) {

    /** Signs both seat tokens of a new anonymous game; {@code gamesUrl} is the games collection's URL. */
    public static Seats issue(TokenIssuer tokens, String gameId, Side creatorSide, URI gamesUrl) {
        return new Seats(
                creatorSide.id(),
                gamesUrl.resolve(gameId).toString(),
                tokens.seatToken(gameId, Side.ATTACKERS),
                tokens.seatToken(gameId, Side.DEFENDERS));
    }
}
