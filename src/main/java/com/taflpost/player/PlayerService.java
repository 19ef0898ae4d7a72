package com.taflpost.player;

import com.taflpost.http.ApiException;
import com.taflpost.http.Page;
import com.taflpost.http.TokenIssuer;
import com.taflpost.platform.Now;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Locale;
import java.util.UUID;
import org.hibernate.exception.ConstraintViolationException;

/** Registration, sign-in and what can be known about players. */
@ApplicationScoped
public class PlayerService {

    private final TokenIssuer tokens;
    private final PlayerGamesSource games;

    private final Now now;

    PlayerService(TokenIssuer tokens, PlayerGamesSource games, Now now) {
        this.tokens = tokens;
        this.games = games;
        this.now = now;
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
        return profile(player);
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
        TokenIssuer.IssuedToken token = tokens.issuePlayerToken(player.id, player.name);
        return new TokenResponse(token.token(), "Bearer", token.expiresAt(), player.ref());
    }

    public PlayerProfile profile(String name) {
        return profile(Player.findByName(name).orElseThrow(() -> notFound("no player is named '" + name + "'")));
    }

    public PlayerProfile profile(UUID id) {
        return profile(Player.<Player>findByIdOptional(id)
                .orElseThrow(() -> notFound("the player of this token no longer exists")));
    }

    /** Players whose name starts with {@code prefix} (any case), in name order. */
    public Page<PlayerSummary> search(String prefix, int page, int size) {
        var query = Player.<Player>find("lower(name) like ?1 escape '\\' order by lower(name)", likePrefix(prefix));
        var items = query.page(page, size).list().stream()
                .map(player -> new PlayerSummary(player.id, player.name, player.createdAt))
                .toList();
        return new Page<>(items, page, size, query.count());
    }

    /** The one place a profile is put together. */
    private PlayerProfile profile(Player player) {
        return new PlayerProfile(player.id, player.name, player.createdAt, games.summaryFor(player.id));
    }

    private static String likePrefix(String prefix) {
        return (prefix == null ? "" : prefix).toLowerCase(Locale.ROOT)
                .replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
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
