package com.taflpost.http;

import com.taflpost.rules.Side;
import io.smallrye.jwt.build.Jwt;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import java.util.UUID;

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

    static final Duration PLAYER_TOKEN_LIFETIME = Duration.ofDays(30);
    /** A correspondence game may last months; its seat link must outlive it. */
    static final Duration SEAT_TOKEN_LIFETIME = Duration.ofDays(365);

    /** A signed token and the instant it stops being accepted. */
    public record IssuedToken(String token, Instant expiresAt) {
    }

    public String playerToken(UUID playerId, String playerName) {
        return issuePlayerToken(playerId, playerName).token();
    }

    public IssuedToken issuePlayerToken(UUID playerId, String playerName) {
        Instant expiresAt = now().plus(PLAYER_TOKEN_LIFETIME);
        String token = Jwt.issuer(ISSUER)
                .subject(playerId.toString())
                .upn(playerName)
                .groups(Set.of(PLAYER_GROUP))
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
