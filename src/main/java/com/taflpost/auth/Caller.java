package com.taflpost.auth;

import com.taflpost.problem.ApiException;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.RequestScoped;
import jakarta.json.JsonNumber;
import jakarta.json.JsonString;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
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
        String game = text(token.getClaim(TokenIssuer.GAME_CLAIM));
        String side = text(token.getClaim(TokenIssuer.SIDE_CLAIM));
        if (game == null || side == null) {
            throw invalid();
        }
        try {
            return Optional.of(new Seat(game, Side.fromId(side)));
        } catch (IllegalArgumentException e) {
            throw invalid();
        }
    }

    /** The player token of the call, as the revocation check names it; empty for a seat token or none. */
    public Optional<PlayerToken> playerToken() {
        return playerId().map(player -> new PlayerToken(player, generation(token), tokenId(token)));
    }

    /** The token's id (jti); for a token without one, a digest of the token, which names it as well. */
    public String tokenId() {
        return tokenId(token);
    }

    /** The same for any token: what a logout stores and the revocation check looks up. */
    public static String tokenId(JsonWebToken token) {
        if (token.getTokenID() != null) {
            return token.getTokenID();
        }
        try {
            byte[] sha = MessageDigest.getInstance("SHA-256")
                    .digest(token.getRawToken().getBytes(StandardCharsets.UTF_8));
            return "sha256:" + HexFormat.of().formatHex(sha);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** When the token stops being accepted anyway. */
    public Instant tokenExpiresAt() {
        return Instant.ofEpochSecond(token.getExpirationTime());
    }

    /** The token generation a player token was issued in; tokens from before generations were counted have 0. */
    public static int generation(JsonWebToken token) {
        Object claim = token.getClaim(TokenIssuer.GENERATION_CLAIM);
        if (claim instanceof JsonNumber number) {
            return number.intValue();
        }
        return claim instanceof Number number ? number.intValue() : 0;
    }

    /** The calling player's id; 401 without a token, 403 with a token that is not a player's. */
    public UUID requirePlayer() {
        if (isAnonymous()) {
            throw missingPlayerToken();
        }
        return playerId().orElseThrow(Caller::notAPlayerToken);
    }

    /** 401: a call that needs a player token got none. */
    public static ApiException missingPlayerToken() {
        return new ApiException.Unauthorized("unauthorized", "this call needs a player token");
    }

    /** 403: a call that needs a player token got a seat token. */
    public static ApiException notAPlayerToken() {
        return new ApiException.Forbidden("player-token-required", "this call needs a player token, not a seat token");
    }

    private boolean isPlayer() {
        return !isAnonymous() && token.getGroups().contains(TokenIssuer.PLAYER_GROUP);
    }

    /** A string claim, which the token library may hand out as a JSON string. */
    private static String text(Object claim) {
        return claim instanceof JsonString string ? string.getString() : claim instanceof String string ? string : null;
    }

    private static UUID uuid(Object value) {
        try {
            return UUID.fromString(String.valueOf(value));
        } catch (IllegalArgumentException e) {
            throw invalid();
        }
    }

    private static ApiException invalid() {
        return new ApiException.Unauthorized(
                "invalid-token", "the bearer token does not carry the claims this server issues");
    }
}
