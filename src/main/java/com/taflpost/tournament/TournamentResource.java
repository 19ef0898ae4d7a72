package com.taflpost.tournament;

import com.taflpost.auth.Caller;
import com.taflpost.http.Links;
import com.taflpost.paging.CursorPaging;
import com.taflpost.paging.Keyset;
import com.taflpost.paging.NextLink;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;

public class TournamentResource implements TournamentApi {

    @Inject
    TournamentService tournaments;

    @Inject
    NextLink next;

    @Inject
    TournamentStart starts;

    @Inject
    TournamentRulings rulings;

    @Inject
    Caller caller;

    @Inject
    Links links;

    @Override
    public Response create(CreateTournamentRequest request) {
        TournamentView tournament = tournaments.create(caller.requirePlayer(), request);
        return Response.created(links.to("/api/tournaments/" + tournament.id()))
                .entity(tournament)
                .build();
    }

    @Override
    public TournamentPageSchemas.TournamentPage list(String status, CursorPaging paging) {
        Keyset<TournamentSummary> page = tournaments.list(status, paging);
        return new TournamentPageSchemas.TournamentPage(page.items(), paging.size, next.after(page.next()));
    }

    @Override
    public TournamentView get(String id) {
        return tournaments.get(id);
    }

    @Override
    public TournamentPageSchemas.RoundPage rounds(String id, CursorPaging paging) {
        Keyset<TournamentView.RoundSummary> page = tournaments.rounds(id, paging);
        return new TournamentPageSchemas.RoundPage(page.items(), paging.size, next.after(page.next()));
    }

    @Override
    public TournamentPageSchemas.RoundGamePage roundGames(String id, int number, CursorPaging paging) {
        Keyset<TournamentView.RoundGame> page = tournaments.games(id, number, paging);
        return new TournamentPageSchemas.RoundGamePage(page.items(), paging.size, next.after(page.next()));
    }

    @Override
    public StandingsView standings(String id) {
        return tournaments.standings(id);
    }

    @Override
    public TournamentView enter(String id) {
        return tournaments.enter(caller.requirePlayer(), id);
    }

    @Override
    public TournamentView leave(String id) {
        return tournaments.leave(caller.requirePlayer(), id);
    }

    @Override
    public TournamentView start(String id) {
        return starts.start(caller.requirePlayer(), id);
    }

    @Override
    public TournamentView cancel(String id) {
        return tournaments.cancel(caller.requirePlayer(), id);
    }

    @Override
    public TournamentView withdraw(String id, WithdrawRequest request) {
        return rulings.withdraw(caller.requirePlayer(), id, request);
    }

    @Override
    public TournamentView adjudicate(String id, String gameId, AdjudicateRequest request) {
        return rulings.adjudicate(caller.requirePlayer(), id, gameId, request);
    }
}
