package com.taflpost.event;

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

/**
 * Single-use tickets that open an event stream, for browsers' EventSource, which cannot send a token: a ticket in a
 * URL lives a minute and opens one stream, where a token in a URL would be a long-lived secret in every log. Tickets
 * are kept in PostgreSQL (as hashes), so that any instance can redeem them.
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

    /** A new ticket for the recipient's stream; expired tickets are forgotten on the way. */
    @Transactional
    public Issued issue(String recipient) {
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
                .createNativeQuery("insert into event_tickets (ticket_hash, recipient, expires_at) values (?1, ?2, ?3)")
                .setParameter(1, hash(ticket))
                .setParameter(2, recipient)
                .setParameter(3, expiresAt)
                .executeUpdate();
        return new Issued(ticket, expiresAt);
    }

    /** The recipient whose stream the ticket opens, spending it; empty for an unknown, spent or expired ticket. */
    @Transactional
    public Optional<String> redeem(String ticket) {
        @SuppressWarnings("unchecked")
        List<String> recipients = entityManager
                .createNativeQuery(
                        "delete from event_tickets where ticket_hash = ?1 and expires_at > ?2 returning recipient")
                .setParameter(1, hash(ticket))
                .setParameter(2, now.instant())
                .getResultList();
        return recipients.stream().findFirst();
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
