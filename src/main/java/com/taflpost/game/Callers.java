package com.taflpost.game;

import com.taflpost.http.ApiException;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonString;
import java.util.UUID;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * Reads the caller from the request's bearer token, already verified by smallrye-jwt: a player token
 * ({@code groups} player, {@code sub} the player id) or a seat token ({@code groups} seat, claims {@code game}
 * and {@code side}).
 */
@RequestScoped
public class Callers {
    static final String PLAYER_GROUP = "player";
    static final String SEAT_GROUP = "seat";
    static final String GAME_CLAIM = "game";
    static final String SIDE_CLAIM = "side";

    @Inject
    JsonWebToken token;

    public Caller current() {
        if (token == null || token.getRawToken() == null) {
            return new Caller.Nobody();
        }
        if (token.getGroups().contains(PLAYER_GROUP)) {
            try {
                return new Caller.Player(UUID.fromString(token.getSubject()));
            } catch (IllegalArgumentException | NullPointerException e) {
                throw badToken();
            }
        }
        if (token.getGroups().contains(SEAT_GROUP)) {
            String game = text(token.getClaim(GAME_CLAIM));
            String side = text(token.getClaim(SIDE_CLAIM));
            if (game == null || side == null) {
                throw badToken();
            }
            try {
                return new Caller.Seat(game, Side.fromId(side));
            } catch (IllegalArgumentException e) {
                throw badToken();
            }
        }
        throw badToken();
    }

    private static String text(Object claim) {
        return claim instanceof JsonString string ? string.getString() : claim instanceof String string ? string : null;
    }

    private static ApiException badToken() {
        return new ApiException.Unauthorized("bad-token", "the bearer token is neither a player token nor a seat token");
    }
}
