package com.taflpost.player;

import com.taflpost.auth.Caller;

public class AuthResource implements AuthApi {

    private final PlayerService players;
    private final Caller caller;

    AuthResource(PlayerService players, Caller caller) {
        this.players = players;
        this.caller = caller;
    }

    @Override
    public TokenResponse token(Credentials credentials) {
        return players.token(credentials);
    }

    @Override
    public void logout() {
        players.logout(caller.requirePlayer(), caller.tokenId(), caller.tokenExpiresAt());
    }

    @Override
    public void logoutAll() {
        players.logoutEverywhere(caller.requirePlayer());
    }
}
