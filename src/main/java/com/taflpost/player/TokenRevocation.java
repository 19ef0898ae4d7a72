package com.taflpost.player;

import com.taflpost.auth.Caller;
import com.taflpost.auth.PlayerToken;
import com.taflpost.auth.TokenIssuer;
import com.taflpost.standby.Standby;
import io.quarkus.scheduler.Scheduled;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.SecurityIdentityAugmentor;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import javax.sql.DataSource;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * Refuses ended player tokens on every request, before it reaches a resource: one indexed lookup in PostgreSQL, not
 * cached, so that a logout on one instance holds on all of them at once. A token is ended when the player's token
 * generation has moved past the token's, when its jti was logged out, or when the player was deleted. Seat tokens
 * are not looked at. The refusal is a 401 invalid-token (see {@link com.taflpost.auth.AuthenticationFailureHandler}).
 */
@ApplicationScoped
public class TokenRevocation implements SecurityIdentityAugmentor {

    private static final String ENDED = """
            select p.token_generation <> ? or p.deleted_at is not null
                   or exists (select 1 from revoked_tokens r where r.jti = ?)
            from players p where p.id = ?""";

    private final DataSource database;
    private final Standby standby;

    TokenRevocation(DataSource database, Standby standby) {
        this.database = database;
        this.standby = standby;
    }

    @Override
    public Uni<SecurityIdentity> augment(SecurityIdentity identity, AuthenticationRequestContext context) {
        if (identity.isAnonymous()
                || !(identity.getPrincipal() instanceof JsonWebToken token)
                || !token.getGroups().contains(TokenIssuer.PLAYER_GROUP)) {
            return Uni.createFrom().item(identity);
        }
        return context.runBlocking(() -> {
            if (ended(token)) {
                throw new AuthenticationFailedException("the token has been ended");
            }
            return identity;
        });
    }

    private boolean ended(JsonWebToken token) {
        UUID player;
        try {
            player = UUID.fromString(token.getSubject());
        } catch (IllegalArgumentException | NullPointerException e) {
            return false; // not one of ours: Caller refuses it as invalid-token
        }
        // on the standby when it may: an ended token is applied there before its logout is answered
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query = connection.prepareStatement(ENDED)) {
            query.setInt(1, Caller.generation(token));
            query.setString(2, Caller.tokenId(token));
            query.setObject(3, player);
            try (ResultSet row = query.executeQuery()) {
                // no such player: the token ends nothing (a profile call answers player-not-found)
                return row.next() && row.getBoolean(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot check the token against the database", e);
        }
    }

    /**
     * Which of these tokens have been ended since they were issued: for the event streams opened with them, which
     * are checked again from time to time (on one connection).
     */
    public Set<PlayerToken> ended(Collection<PlayerToken> tokens) {
        if (tokens.isEmpty()) {
            return Set.of();
        }
        Set<PlayerToken> ended = new HashSet<>();
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query = connection.prepareStatement(ENDED)) {
            for (PlayerToken token : new HashSet<>(tokens)) {
                query.setInt(1, token.generation());
                query.setString(2, token.tokenId());
                query.setObject(3, token.player());
                try (ResultSet row = query.executeQuery()) {
                    // a deleted player's row stays (deleted_at); no row at all ends the token too
                    if (!row.next() || row.getBoolean(1)) {
                        ended.add(token);
                    }
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot check tokens against the database", e);
        }
        return ended;
    }

    /** A logged-out token's row matters only until the token would have expired anyway. */
    @Scheduled(
            every = "${taflpost.auth.revoked-sweep-interval:1h}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void sweep() {
        try (Connection connection = database.getConnection();
                PreparedStatement delete =
                        connection.prepareStatement("delete from revoked_tokens where expires_at < ?")) {
            delete.setTimestamp(1, Timestamp.from(Instant.now()));
            delete.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot sweep expired revoked tokens", e);
        }
    }
}
