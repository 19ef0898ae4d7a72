package com.taflpost.tournament;

import com.taflpost.platform.Now;
import com.taflpost.tournament.pairing.Format;
import com.taflpost.tournament.pairing.Round;
import com.taflpost.tournament.pairing.RoundRobin;
import com.taflpost.tournament.pairing.SwissPairer;
import com.taflpost.tournament.standings.Standings;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The organiser starts a tournament: the entrants' ratings are fixed for seeding, and a round robin's every round or
 * a Swiss's first is created at once, its games in bulk (see {@link TournamentRounds#start}), so that the answer
 * comes as soon as a large round robin's thousands of games are stored.
 */
@ApplicationScoped
public class TournamentStart {

    @Inject
    TournamentService tournaments;

    @Inject
    TournamentRounds rounds;

    @Inject
    TournamentEvents events;

    @Inject
    EntrantRatings ratings;

    @Inject
    Now now;

    @Transactional
    public TournamentView start(UUID caller, String id) {
        TournamentEntity tournament = tournaments.organised(caller, id);
        if (!TournamentEntity.ENTRY.equals(tournament.status)) {
            throw TournamentProblems.notInEntry(tournament.status);
        }
        TournamentState entered = TournamentState.load(tournament);
        if (entered.entries().size() < 2) {
            throw TournamentProblems.tooFewPlayers(entered.entries().size());
        }
        for (TournamentState.Entry entry : entered.entries()) {
            EntryEntity row = EntryEntity.findById(new EntryEntity.Key(tournament.id, entry.player()));
            row.rating = ratings.ratingOf(entry.player(), tournament.ruleset, tournament.boardId);
        }
        tournament.status = TournamentEntity.RUNNING;
        tournament.startedAt = now.instant();
        TournamentEntity.getEntityManager().flush();
        TournamentState state = TournamentState.load(tournament);
        List<Round> schedule = tournament.format() == Format.ROUND_ROBIN
                ? RoundRobin.schedule(state.entrants(), tournament.gamesPerPairing)
                : List.of(SwissPairer.pairNextRound(
                                Standings.swissPlayers(
                                        tournament.gamesPerPairing,
                                        state.entrants(),
                                        state.withdrawnIds(),
                                        List.of(),
                                        Map.of()),
                                List.of(),
                                tournament.gamesPerPairing)
                        .orElseThrow());
        if (tournament.format() == Format.ROUND_ROBIN) {
            tournament.rounds = schedule.size();
        }
        events.started(
                state.entries().stream().map(TournamentState.Entry::player).toList(),
                new TournamentEvents.Started(
                        tournament.id,
                        tournament.name,
                        tournament.format,
                        tournament.rounds,
                        state.entries().stream()
                                .map(TournamentState.Entry::name)
                                .toList()));
        rounds.start(tournament, schedule, state.names());
        return TournamentPages.view(tournament);
    }
}
