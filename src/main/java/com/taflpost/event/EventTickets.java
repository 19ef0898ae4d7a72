package com.taflpost.event;

import com.taflpost.auth.PlayerToken;
import com.taflpost.platform.Now;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Single-use tickets that open an event stream, for browsers' EventSource, which cannot send a token: a ticket in a
 * URL lives a minute and opens one stream, where a token in a URL would be a long-lived secret in every log. Tickets
 * are kept in PostgreSQL (as hashes), so that any instance can redeem them. A ticket traded for a player token keeps
 * which token it was: once that token is ended (logout, logout-all, a password change), the ticket opens nothing.
 */
@ApplicationScoped
public class EventTickets {
    static final Duration LIFETIME = Duration.ofSeconds(60);

    private final SecureRandom random = new SecureRandom();

    @Inject
    EntityManager entityManager;

    @Inject
    Now now;

    /** A ticket and when it stops being accepted. */
    public record Issued(String ticket, Instant expiresAt) {}

    /** What a ticket opens: its recipient's stream, and the player token it was traded for (none for a seat). */
    public record Redeemed(String recipient, Optional<PlayerToken> token) {}

    /**
     * A new ticket for the recipient's stream, traded for {@code token} (empty for a seat token); expired tickets are
     * forgotten on the way.
     */
    @Transactional
    public Issued issue(String recipient, Optional<PlayerToken> token) {
        Instant at = now.instant();
        entityManager
                .createNativeQuery("delete from event_tickets where expires_at <= ?1")
                .setParameter(1, at)
                .executeUpdate();
        byte[] secret = new byte[32];
        random.nextBytes(secret);
        String ticket = Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        Instant expiresAt = at.plus(LIFETIME);
        entityManager
                .createNativeQuery("insert into event_tickets (ticket_hash, recipient, expires_at, token_player,"
                        + " token_generation, token_id) values (?1, ?2, ?3, ?4, ?5, ?6)")
                .setParameter(1, hash(ticket))
                .setParameter(2, recipient)
                .setParameter(3, expiresAt)
                .setParameter(4, token.map(PlayerToken::player).orElse(null))
                .setParameter(5, token.map(PlayerToken::generation).orElse(null))
                .setParameter(6, token.map(PlayerToken::tokenId).orElse(null))
                .executeUpdate();
        return new Issued(ticket, expiresAt);
    }

    /**
     * What the ticket opens, spending it; empty for an unknown, spent or expired ticket. Whether its player token has
     * been ended since is for the caller to check.
     */
    @Transactional
    public Optional<Redeemed> redeem(String ticket) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager
                .createNativeQuery("delete from event_tickets where ticket_hash = ?1 and expires_at > ?2"
                        + " returning recipient, token_player, token_generation, token_id")
                .setParameter(1, hash(ticket))
                .setParameter(2, now.instant())
                .getResultList();
        return rows.stream().findFirst().map(row -> new Redeemed((String) row[0], token(row)));
    }

    private static Optional<PlayerToken> token(Object[] row) {
        if (row[1] == null || row[2] == null || row[3] == null) {
            return Optional.empty();
        }
        UUID player = row[1] instanceof UUID uuid ? uuid : UUID.fromString(row[1].toString());
        return Optional.of(new PlayerToken(player, ((Number) row[2]).intValue(), (String) row[3]));
    }

    private static String hash(String ticket) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(ticket.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
