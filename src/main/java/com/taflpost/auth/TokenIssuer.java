package com.taflpost.auth;

import com.taflpost.rules.Side;
import io.smallrye.jwt.build.Jwt;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Signs the server's two kinds of bearer token. A player token names a registered player; a seat token lets
 * whoever holds it play one side of one game, so that an anonymous game can be shared by link. {@link Caller}
 * reads them back.
 */
@ApplicationScoped
public class TokenIssuer {

    public static final String ISSUER = "taflpost";
    public static final String PLAYER_GROUP = "player";
    public static final String SEAT_GROUP = "seat";
    public static final String GAME_CLAIM = "game";
    public static final String SIDE_CLAIM = "side";
    /** The player's token generation when the token was issued: a later one (logout-all, ...) ends the token. */
    public static final String GENERATION_CLAIM = "gen";

    /** A correspondence game may last months; its seat link must outlive it. */
    static final Duration SEAT_TOKEN_LIFETIME = Duration.ofDays(365);

    /** A signed token and the instant it stops being accepted. */
    public record IssuedToken(String token, Instant expiresAt) {}

    private final Duration playerTokenLifetime;

    TokenIssuer(
            @ConfigProperty(name = "taflpost.auth.player-token-lifetime", defaultValue = "P30D")
                    Duration playerTokenLifetime) {
        this.playerTokenLifetime = playerTokenLifetime;
    }

    public String playerToken(UUID playerId, String playerName) {
        return issuePlayerToken(playerId, playerName, 0).token();
    }

    /** A player token of {@code generation}, with its own id (jti) so that a logout can end it alone. */
    public IssuedToken issuePlayerToken(UUID playerId, String playerName, int generation) {
        Instant expiresAt = now().plus(playerTokenLifetime);
        String token = Jwt.issuer(ISSUER)
                .claim(
                        org.eclipse.microprofile.jwt.Claims.jti.name(),
                        UUID.randomUUID().toString())
                .subject(playerId.toString())
                .upn(playerName)
                .groups(Set.of(PLAYER_GROUP))
                .claim(GENERATION_CLAIM, generation)
                .expiresAt(expiresAt)
                .sign();
        return new IssuedToken(token, expiresAt);
    }

    public String seatToken(String gameId, Side side) {
        return Jwt.issuer(ISSUER)
                .subject("seat:" + gameId + ":" + side.id())
                .groups(Set.of(SEAT_GROUP))
                .claim(GAME_CLAIM, gameId)
                .claim(SIDE_CLAIM, side.id())
                .expiresAt(now().plus(SEAT_TOKEN_LIFETIME))
                .sign();
    }

    private static Instant now() {
        // whole seconds: the token holds seconds, and expiresAt in an answer must be the one in the token
        return Instant.ofEpochSecond(Instant.now().getEpochSecond());
    }
}
