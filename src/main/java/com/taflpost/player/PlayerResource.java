package com.taflpost.player;

import com.taflpost.auth.Caller;
import com.taflpost.http.Links;
import com.taflpost.http.Page;
import com.taflpost.http.Paging;
import org.jboss.resteasy.reactive.RestResponse;

public class PlayerResource implements PlayerApi {

    private final PlayerService players;
    private final Caller caller;
    private final Links links;

    PlayerResource(PlayerService players, Caller caller, Links links) {
        this.players = players;
        this.caller = caller;
        this.links = links;
    }

    @Override
    public RestResponse<PlayerProfile> register(Registration registration) {
        PlayerProfile profile = players.register(registration);
        return RestResponse.ResponseBuilder.<PlayerProfile>created(links.to("/api/players/" + profile.name()))
                .entity(profile)
                .build();
    }

    @Override
    public Page<PlayerSummary> list(String q, Paging paging) {
        return players.search(q, paging.page, paging.size);
    }

    @Override
    public PlayerProfile me() {
        return players.profile(caller.requirePlayer());
    }

    @Override
    public TokenResponse changePassword(PasswordChange change) {
        return players.changePassword(caller.requirePlayer(), change);
    }

    @Override
    public void deleteMe() {
        players.delete(caller.requirePlayer());
    }

    @Override
    public PlayerProfile get(String name) {
        return players.profile(name, caller.playerId().orElse(null));
    }
}
