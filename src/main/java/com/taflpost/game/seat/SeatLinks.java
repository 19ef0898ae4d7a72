package com.taflpost.game.seat;

import com.taflpost.auth.TokenIssuer;
import com.taflpost.game.GameView.SeatLink;
import com.taflpost.http.Links;
import com.taflpost.platform.Now;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Short links to an anonymous game's seat: {@code /play/{id}#s=<secret>}, a link a person can copy, read and keep,
 * where the seat token would make it hundreds of characters long. The server keeps the secret's hash and exchanges the
 * secret for the seat token; old links with the token itself keep working.
 */
@ApplicationScoped
public class SeatLinks {
    /** 16 random bytes, written in base64url: 22 characters, 128 bits. */
    private static final int SECRET_BYTES = 16;

    private static final Pattern SECRET = Pattern.compile("[A-Za-z0-9_-]{22}");

    private final SecureRandom random = new SecureRandom();

    @Inject
    EntityManager database;

    @Inject
    TokenIssuer tokens;

    @Inject
    Links links;

    @Inject
    Now now;

    /** A new short link to the seat, stored in the caller's transaction, with the seat's token. */
    SeatLink issue(String gameId, Side side) {
        byte[] bytes = new byte[SECRET_BYTES];
        random.nextBytes(bytes);
        String secret = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        database.createNativeQuery(
                        "insert into seat_links (secret_hash, game_id, side, created_at) values (:hash, :game, :side,"
                                + " :at)")
                .setParameter("hash", hash(secret))
                .setParameter("game", gameId)
                .setParameter("side", side.id())
                .setParameter("at", now.instant())
                .executeUpdate();
        return link(gameId, side, secret);
    }

    /** The seat a short link's secret opens in this game, with its token; 404 for a secret this game never gave. */
    public SeatLink exchange(String gameId, String secret) {
        if (!SECRET.matcher(secret).matches()) {
            throw unknown(gameId);
        }
        @SuppressWarnings("unchecked")
        List<String> sides = database.createNativeQuery(
                        "select side from seat_links where secret_hash = :hash and game_id = :game")
                .setParameter("hash", hash(secret))
                .setParameter("game", gameId)
                .getResultList();
        if (sides.isEmpty()) {
            throw unknown(gameId);
        }
        return link(gameId, Side.fromId(sides.get(0)), secret);
    }

    private SeatLink link(String gameId, Side side, String secret) {
        return new SeatLink(side.id(), tokens.seatToken(gameId, side), links.to("/play/" + gameId) + "#s=" + secret);
    }

    private static ApiException unknown(String gameId) {
        return new ApiException.NotFound(
                "seat-link-unknown",
                "this is not a seat link of game " + gameId + ": it may have been cut short when it was copied");
    }

    private static String hash(String secret) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
