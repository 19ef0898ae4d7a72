package com.taflpost.player;

import com.taflpost.auth.TokenIssuer;
import com.taflpost.http.Page;
import com.taflpost.platform.Now;
import com.taflpost.problem.ApiException;
import com.taflpost.standby.Standby;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.persistence.PersistenceException;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import org.hibernate.exception.ConstraintViolationException;

/** Registration, sign-in and what can be known about players. */
@ApplicationScoped
public class PlayerService {

    private final TokenIssuer tokens;
    private final PlayerGamesSource games;
    private final PlayerRatingsSource ratings;

    private final Now now;
    private final Standby standby;
    private final Event<PlayerDeleted> deleted;

    PlayerService(
            TokenIssuer tokens,
            PlayerGamesSource games,
            PlayerRatingsSource ratings,
            Now now,
            Standby standby,
            Event<PlayerDeleted> deleted) {
        this.tokens = tokens;
        this.games = games;
        this.ratings = ratings;
        this.now = now;
        this.standby = standby;
        this.deleted = deleted;
    }

    @Transactional
    public PlayerProfile register(Registration registration) {
        if (Player.findByName(registration.name()).isPresent()) {
            throw nameTaken(registration.name());
        }
        Player player = new Player();
        player.id = UUID.randomUUID();
        player.name = registration.name();
        player.passwordHash = Passwords.hash(registration.password());
        player.createdAt = now.instant();
        try {
            player.persistAndFlush();
        } catch (ConstraintViolationException e) {
            // another registration took the name between the check and the insert
            throw nameTaken(registration.name());
        }
        // a new player has no games and no ratings yet: nothing to read, and nothing read outside this transaction
        return new PlayerProfile(
                player.id,
                player.name,
                player.createdAt,
                new PlayerGames(List.of(), List.of(), new PlayerGames.Tally(0, 0, 0)),
                List.of(),
                false,
                null);
    }

    public TokenResponse token(Credentials credentials) {
        Player player = Player.findByName(credentials.name()).orElse(null);
        if (player == null) {
            Passwords.spendTimeOfAMatch(credentials.password());
            throw badCredentials();
        }
        if (!Passwords.matches(credentials.password(), player.passwordHash)) {
            throw badCredentials();
        }
        return tokenFor(player);
    }

    /**
     * Changes the password and ends every token of the player, the caller's too; the answer is a new token, so that
     * the one who changed it stays signed in.
     */
    @Transactional
    public TokenResponse changePassword(UUID id, PasswordChange change) {
        Player player = current(id);
        if (!Passwords.matches(change.current(), player.passwordHash)) {
            throw new ApiException.Forbidden("wrong-password", "the current password is not this player's password");
        }
        player.passwordHash = Passwords.hash(change.newPassword());
        player.tokenGeneration++;
        return tokenFor(player);
    }

    /** Ends one token: its id is kept until it would have expired anyway. */
    @Transactional
    public void logout(UUID id, String tokenId, Instant expiresAt) {
        Player.getEntityManager()
                .createNativeQuery("""
                        insert into revoked_tokens (jti, player_id, expires_at) values (?1, ?2, ?3)
                        on conflict (jti) do nothing""")
                .setParameter(1, tokenId)
                .setParameter(2, current(id).id)
                .setParameter(3, expiresAt)
                .executeUpdate();
    }

    /** Ends every token of the player issued so far. */
    @Transactional
    public void logoutEverywhere(UUID id) {
        current(id).tokenGeneration++;
    }

    /**
     * Deletes the account but not its games: the row stays, named [deleted], its former name free again, its
     * password unusable and its tokens ended; its webhooks go and its open challenges are cancelled.
     */
    @Transactional
    public void delete(UUID id) {
        Player player = current(id);
        player.name = Player.DELETED_NAME;
        player.passwordHash = Passwords.hash(UUID.randomUUID().toString());
        player.deletedAt = now.instant();
        player.tokenGeneration++;
        var entityManager = Player.getEntityManager();
        entityManager
                .createNativeQuery("delete from webhooks where player_id = ?1")
                .setParameter(1, id)
                .executeUpdate();
        // its games show the new name: the game's store gives each a new version
        deleted.fire(new PlayerDeleted(id));
        entityManager.createNativeQuery("""
                        update challenges set status = 'cancelled'
                        where status = 'open'
                        and (challenger_id = ?1 or opponent_id = ?1)""").setParameter(1, id).executeUpdate();
    }

    /**
     * The named player's profile as {@code viewer} (a player's id, or null) sees it. Read where {@link Standby#reads}
     * says, as its games and ratings are: profiles are read far more often than players change.
     */
    public PlayerProfile profile(String name, UUID viewer) {
        return profile(
                shown("lower(name) = lower(?)", name).orElseThrow(() -> notFound("no player is named '" + name + "'")),
                viewer);
    }

    /** The caller's own profile, read as anyone's is. */
    public PlayerProfile profile(UUID id) {
        return profile(
                shown("id = ?", id).orElseThrow(() -> notFound("the player of this token no longer exists")), id);
    }

    /** Players whose name starts with {@code prefix} (any case), in name order. */
    public Page<PlayerSummary> search(String prefix, int page, int size) {
        var query = Player.<Player>find(
                "lower(name) like ?1 escape '\\' and deletedAt is null order by lower(name)", likePrefix(prefix));
        var items = query.page(page, size).list().stream()
                .map(player -> new PlayerSummary(player.id, player.name, player.createdAt))
                .toList();
        return new Page<>(items, page, size, query.count());
    }

    private TokenResponse tokenFor(Player player) {
        TokenIssuer.IssuedToken token = tokens.issuePlayerToken(player.id, player.name, player.tokenGeneration);
        return new TokenResponse(token.token(), "Bearer", token.expiresAt(), player.ref());
    }

    /** The token's player; a deleted one's tokens are refused before they get here. */
    private static Player current(UUID id) {
        return Player.<Player>findByIdOptional(id)
                .filter(player -> player.deletedAt == null)
                .orElseThrow(() -> notFound("the player of this token no longer exists"));
    }

    /** The one place a profile is put together. */
    private PlayerProfile profile(Player player, UUID viewer) {
        return new PlayerProfile(
                player.id,
                player.name,
                player.createdAt,
                games.summaryFor(player.id, viewer),
                ratings.ratingsOf(player.id),
                player.vacationUntil != null,
                player.vacationUntil);
    }

    /** A player who is not deleted, as a profile shows them: detached, with no password hash. */
    private Optional<Player> shown(String where, Object value) {
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query =
                        connection.prepareStatement("select id, name, created_at, vacation_until from players where "
                                + where + " and deleted_at is null")) {
            query.setObject(1, value);
            try (ResultSet row = query.executeQuery()) {
                if (!row.next()) {
                    return Optional.empty();
                }
                Player player = new Player();
                player.id = row.getObject(1, UUID.class);
                player.name = row.getString(2);
                player.createdAt = row.getObject(3, OffsetDateTime.class).toInstant();
                OffsetDateTime until = row.getObject(4, OffsetDateTime.class);
                player.vacationUntil = until == null ? null : until.toInstant();
                return Optional.of(player);
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    private static String likePrefix(String prefix) {
        return (prefix == null ? "" : prefix)
                        .toLowerCase(Locale.ROOT)
                        .replace("\\", "\\\\")
                        .replace("%", "\\%")
                        .replace("_", "\\_")
                + "%";
    }

    private static ApiException nameTaken(String name) {
        return new ApiException.Conflict("name-taken", "the name '" + name + "' is already taken");
    }

    private static ApiException badCredentials() {
        return new ApiException.Unauthorized("bad-credentials", "no player has this name and password");
    }

    private static ApiException notFound(String detail) {
        return new ApiException.NotFound("player-not-found", detail);
    }
}
