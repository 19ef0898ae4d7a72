package com.taflpost.http;

import com.taflpost.rules.Side;
import jakarta.enterprise.context.RequestScoped;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * Who is calling: anonymous, a registered player (player token) or the holder of a seat (seat token). The token's
 * signature, issuer and expiry are already checked before a request reaches a resource.
 */
@RequestScoped
public class Caller {

    private final JsonWebToken token;

    Caller(JsonWebToken token) {
        this.token = token;
    }

    public boolean isAnonymous() {
        return token.getRawToken() == null;
    }

    public Optional<UUID> playerId() {
        return isPlayer() ? Optional.of(uuid(token.getSubject())) : Optional.empty();
    }

    public Optional<String> playerName() {
        return isPlayer() ? Optional.ofNullable(token.getName()) : Optional.empty();
    }

    public Optional<Seat> seat() {
        if (isAnonymous() || !token.getGroups().contains(TokenIssuer.SEAT_GROUP)) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Seat(uuid(token.getClaim(TokenIssuer.GAME_CLAIM)),
                    Side.fromId(token.getClaim(TokenIssuer.SIDE_CLAIM))));
        } catch (IllegalArgumentException e) {
            throw invalid();
        }
    }

    /** The calling player's id; 401 without a token, 403 with a token that is not a player's. */
    public UUID requirePlayer() {
        if (isAnonymous()) {
            throw new ApiException.Unauthorized("unauthorized", "this call needs a player token");
        }
        return playerId().orElseThrow(() -> new ApiException.Forbidden("forbidden", "this call needs a player token"));
    }

    private boolean isPlayer() {
        return !isAnonymous() && token.getGroups().contains(TokenIssuer.PLAYER_GROUP);
    }

    private static UUID uuid(Object value) {
        try {
            return UUID.fromString(String.valueOf(value));
        } catch (IllegalArgumentException e) {
            throw invalid();
        }
    }

    private static ApiException invalid() {
        return new ApiException.Unauthorized("invalid-token", "the bearer token does not carry the claims this server issues");
    }
}
