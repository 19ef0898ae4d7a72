package com.taflpost.tournament;

import com.taflpost.game.CreateGameRequest;
import com.taflpost.game.GameCreation;
import com.taflpost.game.GameEnded;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameStatus;
import com.taflpost.game.GameView;
import com.taflpost.platform.Now;
import com.taflpost.player.Player;
import com.taflpost.tournament.pairing.Format;
import com.taflpost.tournament.pairing.Pairing;
import com.taflpost.tournament.pairing.Round;
import com.taflpost.tournament.pairing.Seating;
import com.taflpost.tournament.pairing.SwissPairer;
import com.taflpost.tournament.standings.Standings;
import com.taflpost.tournament.standings.StandingsRow;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Runs tournaments forward: creates a round's games, and when a tournament game ends, closes its round, pairs the
 * next Swiss round or finishes the tournament. Every step holds the tournament's row lock ({@code select ... for
 * update}), so that of two games ending at once on two instances the second waits, then sees the first's result and
 * the round already closed: the next round is paired exactly once.
 */
@ApplicationScoped
public class TournamentRounds {
    private static final int PODIUM = 3;

    @Inject
    EntityManager database;

    @Inject
    GameCreation games;

    @Inject
    TournamentEvents events;

    @Inject
    Now now;

    /** The tournament, locked until the transaction ends and read as committed now; null if there is none. */
    TournamentEntity lock(String id) {
        TournamentEntity tournament = database.find(TournamentEntity.class, id);
        if (tournament != null) {
            database.refresh(tournament, LockModeType.PESSIMISTIC_WRITE);
        }
        return tournament;
    }

    /**
     * Locks the tournament's active games matching {@code where}, before the tournament itself: the order in which a
     * game's ending takes its locks (the game's row when it is written, then the tournament's), so that an organiser
     * or a reader ending several games and a player or the sweeper ending one cannot deadlock.
     */
    void lockGames(String tournamentId, String where, Object value) {
        database.createNativeQuery("select g.id from games g where g.tournament_id = :id and g.status = 'active' and "
                        + where + " order by g.id for update")
                .setParameter("id", tournamentId)
                .setParameter("value", value)
                .getResultList();
    }

    /** Stores the round and creates its games with both players seated; its players hear of it. */
    void start(TournamentEntity tournament, Round round, Map<String, String> names) {
        RoundEntity row = new RoundEntity();
        row.key = new RoundEntity.Key(tournament.id, round.number());
        row.status = RoundEntity.RUNNING;
        row.byePlayerId = round.bye().map(bye -> UUID.fromString(bye.player())).orElse(null);
        row.startedAt = now.instant();
        row.persist();
        database.flush();
        List<UUID> players = new ArrayList<>();
        int number = 0;
        for (Pairing.Match match : round.matches()) {
            number++;
            players.add(UUID.fromString(match.first()));
            players.add(UUID.fromString(match.second()));
            for (Seating seating : match.games()) {
                createGame(tournament, round.number(), number, match, seating, names);
            }
        }
        round.bye().ifPresent(bye -> players.add(UUID.fromString(bye.player())));
        events.roundStarted(
                players,
                new TournamentEvents.RoundStarted(
                        tournament.id,
                        tournament.name,
                        round.number(),
                        round.bye().map(bye -> names.get(bye.player())).orElse(null)));
    }

    private void createGame(
            TournamentEntity tournament,
            int round,
            int pairing,
            Pairing.Match match,
            Seating seating,
            Map<String, String> names) {
        Player attacker = Player.findById(UUID.fromString(seating.attacker()));
        Player defender = Player.findById(UUID.fromString(seating.defender()));
        CreateGameRequest request = new CreateGameRequest(
                tournament.ruleset, tournament.boardId, null, null, "attackers", null, tournament.timeControl());
        GameView game = games.createSeated(request, attacker, defender, entity -> {
            entity.rated = tournament.rated;
            entity.tournamentId = tournament.id;
            entity.tournamentRound = round;
        });
        TournamentGameEntity row = new TournamentGameEntity();
        row.gameId = game.id();
        row.tournamentId = tournament.id;
        row.round = round;
        row.pairing = pairing;
        row.firstPlayerId = UUID.fromString(match.first());
        row.secondPlayerId = UUID.fromString(match.second());
        row.persist();
        events.game(
                List.of(attacker.id, defender.id),
                new TournamentEvents.NewGame(
                        tournament.id, round, game.id(), names.get(seating.attacker()), names.get(seating.defender())));
    }

    /** A tournament game ended (in the transaction that stored its result): its round may be over. */
    void onGameEnded(@Observes GameEnded ended) {
        GameEntity game = ended.game();
        if (game.tournamentId == null) {
            return;
        }
        // the result must be in the database before the counts below, which read it there
        database.flush();
        TournamentEntity tournament = lock(game.tournamentId);
        if (tournament == null || !TournamentEntity.RUNNING.equals(tournament.status)) {
            return;
        }
        long playing = database.createQuery(
                        "select count(g) from GameEntity g where g.tournamentId = :id and g.tournamentRound = :round"
                                + " and g.status <> :finished",
                        Long.class)
                .setParameter("id", tournament.id)
                .setParameter("round", game.tournamentRound)
                .setParameter("finished", GameStatus.FINISHED)
                .getSingleResult();
        if (playing > 0) {
            return;
        }
        RoundEntity round = database.find(RoundEntity.class, new RoundEntity.Key(tournament.id, game.tournamentRound));
        database.refresh(round);
        if (!RoundEntity.RUNNING.equals(round.status)) {
            return;
        }
        round.status = RoundEntity.FINISHED;
        database.flush();
        afterRound(tournament);
    }

    /** A round just finished: pair the next Swiss round, or finish the tournament when nothing is left to play. */
    void afterRound(TournamentEntity tournament) {
        long running = database.createQuery(
                        "select count(r) from RoundEntity r where r.key.tournamentId = :id and r.status <> :finished",
                        Long.class)
                .setParameter("id", tournament.id)
                .setParameter("finished", RoundEntity.FINISHED)
                .getSingleResult();
        if (running > 0) {
            return;
        }
        TournamentState state = TournamentState.load(tournament);
        if (tournament.format() == Format.SWISS && state.roundRows().size() < tournament.rounds) {
            Optional<Round> next = SwissPairer.pairNextRound(
                    Standings.swissPlayers(
                            tournament.gamesPerPairing,
                            state.entrants(),
                            state.withdrawnIds(),
                            state.rounds(),
                            state.results()),
                    state.rounds(),
                    tournament.gamesPerPairing);
            // a paired round always has a game (the pairer needs two active players), which will end it
            if (next.isPresent()) {
                start(tournament, next.get(), state.names());
                return;
            }
        }
        finish(tournament, state);
    }

    /** The last round is over (or no legal round is left): the standings are final; the players hear the podium. */
    void finish(TournamentEntity tournament, TournamentState state) {
        tournament.status = TournamentEntity.FINISHED;
        tournament.finishedAt = now.instant();
        database.flush();
        Map<String, String> names = state.names();
        List<StandingsRow> rows = state.standings();
        List<TournamentEvents.Placed> top = rows.stream()
                .limit(PODIUM)
                .map(row -> new TournamentEvents.Placed(row.rank(), names.get(row.player()), row.points()))
                .toList();
        events.finished(
                state.entries().stream().map(TournamentState.Entry::player).toList(),
                new TournamentEvents.Finished(tournament.id, tournament.name, top));
    }
}
