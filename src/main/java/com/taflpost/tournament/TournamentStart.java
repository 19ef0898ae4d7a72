package com.taflpost.tournament;

import com.taflpost.platform.Now;
import com.taflpost.tournament.pairing.Format;
import com.taflpost.tournament.pairing.Round;
import com.taflpost.tournament.pairing.RoundRobin;
import com.taflpost.tournament.pairing.SwissPairer;
import com.taflpost.tournament.standings.Standings;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.PersistenceException;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;

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

    @Inject
    DataSource dataSource;

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
        seed(
                tournament.id,
                ratings.ratingsOf(
                        entered.entries().stream()
                                .map(TournamentState.Entry::player)
                                .toList(),
                        tournament.ruleset,
                        tournament.boardId));
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

    /** Stores the entrants' seeding ratings with one statement, not a round trip per entrant. */
    private void seed(String tournamentId, Map<UUID, Double> ratings) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement update = connection.prepareStatement("""
                        update tournament_entries e set rating = s.rating
                        from unnest(?::text[], ?::float8[]) s(player_id, rating)
                        where e.tournament_id = ? and e.player_id = s.player_id::uuid""")) {
            List<UUID> players = List.copyOf(ratings.keySet());
            update.setObject(1, players.stream().map(UUID::toString).toArray(String[]::new));
            update.setObject(2, players.stream().map(ratings::get).toArray(Double[]::new));
            update.setString(3, tournamentId);
            update.executeUpdate();
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }
}
