package com.taflpost.tournament;

import com.taflpost.event.EventLog.NewEvent;
import com.taflpost.game.GameEnded;
import com.taflpost.game.GameEntity;
import com.taflpost.game.seat.CreateGameRequest;
import com.taflpost.game.seat.GameCreation;
import com.taflpost.game.timeout.EndingLocks;
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
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import javax.sql.DataSource;

/**
 * Runs tournaments forward: creates a round's games, and when a tournament game ends, closes its round, pairs the
 * next Swiss round or finishes the tournament. Every step holds the tournament's row lock ({@code select ... for
 * update}), so that of two games ending at once on two instances the second waits, then sees the first's result and
 * the round already closed: the next round is paired exactly once.
 */
@ApplicationScoped
public class TournamentRounds implements EndingLocks {
    private static final int PODIUM = 3;

    @Inject
    EntityManager database;

    @Inject
    DataSource dataSource;

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

    /** Tournaments are locked before ratings, as one game's ending takes them. */
    @Override
    public int order() {
        return 1;
    }

    /** The games' tournaments, in id order, skipping those another transaction holds (see {@link EndingLocks}). */
    @Override
    @SuppressWarnings("unchecked")
    public Set<String> lockSkipping(List<GameEntity> games) {
        List<String> ids = games.stream()
                .map(g -> g.tournamentId)
                .filter(id -> id != null)
                .distinct()
                .sorted()
                .toList();
        if (ids.isEmpty()) {
            return Set.of();
        }
        Set<String> locked = Set.copyOf(database.createNativeQuery(
                        "select id from tournaments where id in (:ids) order by id for update skip locked")
                .setParameter("ids", ids)
                .getResultList());
        return games.stream()
                .filter(g -> g.tournamentId != null && !locked.contains(g.tournamentId))
                .map(g -> g.id)
                .collect(Collectors.toSet());
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

    /**
     * Stores the rounds and creates all their games at once, both players seated (see {@link
     * GameCreation#createSeatedAll}); each round's players hear it started, and each game's players of their game.
     */
    void start(TournamentEntity tournament, List<Round> rounds, Map<String, String> names) {
        Map<String, Player> players = database.createQuery("select p from Player p where p.id in :ids", Player.class)
                .setParameter(
                        "ids", names.keySet().stream().map(UUID::fromString).toList())
                .getResultStream()
                .collect(Collectors.toMap(p -> p.id.toString(), p -> p));
        List<PlacedGame> made = new ArrayList<>();
        List<GameCreation.SeatedGame> seated = new ArrayList<>();
        List<NewEvent> told = new ArrayList<>();
        for (Round round : rounds) {
            RoundEntity row = new RoundEntity();
            row.key = new RoundEntity.Key(tournament.id, round.number());
            row.status = RoundEntity.RUNNING;
            row.byePlayerId =
                    round.bye().map(bye -> UUID.fromString(bye.player())).orElse(null);
            row.startedAt = now.instant();
            row.persist();
            List<UUID> inRound = new ArrayList<>();
            int number = 0;
            for (Pairing.Match match : round.matches()) {
                number++;
                inRound.add(UUID.fromString(match.first()));
                inRound.add(UUID.fromString(match.second()));
                for (Seating seating : match.games()) {
                    made.add(new PlacedGame(round.number(), number, match, seating));
                    seated.add(new GameCreation.SeatedGame(
                            players.get(seating.attacker()), players.get(seating.defender()), entity -> {
                                entity.rated = tournament.rated;
                                entity.tournamentId = tournament.id;
                                entity.tournamentRound = round.number();
                                entity.vacationAllowed = tournament.vacationAllowed;
                            }));
                }
            }
            round.bye().ifPresent(bye -> inRound.add(UUID.fromString(bye.player())));
            told.addAll(events.roundStarted(
                    inRound,
                    new TournamentEvents.RoundStarted(
                            tournament.id,
                            tournament.name,
                            round.number(),
                            round.bye().map(bye -> names.get(bye.player())).orElse(null))));
        }
        CreateGameRequest request = new CreateGameRequest(
                tournament.ruleset, tournament.boardId, null, null, "attackers", null, tournament.timeControl());
        // the rounds are written with the games, which flush them first: the games' rows refer to them
        List<String> ids = games.createSeatedAll(request, seated);
        insertTournamentGames(tournament.id, made, ids);
        for (int i = 0; i < made.size(); i++) {
            PlacedGame game = made.get(i);
            told.addAll(events.game(
                    List.of(
                            UUID.fromString(game.seating().attacker()),
                            UUID.fromString(game.seating().defender())),
                    new TournamentEvents.NewGame(
                            tournament.id,
                            game.round(),
                            ids.get(i),
                            names.get(game.seating().attacker()),
                            names.get(game.seating().defender()))));
        }
        events.raise(told);
    }

    /** A game a round start creates: its round, its pairing's place in the round, the pairing and the seats. */
    private record PlacedGame(int round, int pairing, Pairing.Match match, Seating seating) {}

    /** The games' places in their rounds, with one statement (as the games themselves are written). */
    private void insertTournamentGames(String tournamentId, List<PlacedGame> made, List<String> ids) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement insert = connection.prepareStatement("""
                        insert into tournament_games
                               (game_id, tournament_id, round, pairing, first_player_id, second_player_id)
                        select g.game_id, ?, g.round, g.pairing, g.first::uuid, g.second::uuid
                        from unnest(?::text[], ?::int[], ?::int[], ?::text[], ?::text[])
                             g(game_id, round, pairing, first, second)""")) {
            insert.setString(1, tournamentId);
            insert.setObject(2, ids.toArray(String[]::new));
            insert.setObject(3, made.stream().map(PlacedGame::round).toArray(Integer[]::new));
            insert.setObject(4, made.stream().map(PlacedGame::pairing).toArray(Integer[]::new));
            insert.setObject(5, made.stream().map(g -> g.match().first()).toArray(String[]::new));
            insert.setObject(6, made.stream().map(g -> g.match().second()).toArray(String[]::new));
            insert.executeUpdate();
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
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
        // the first unfinished game is enough, found through an index of those alone: a round's deadline may end
        // many of its games in one batch, each asking this
        boolean playing = (Boolean) database.createNativeQuery("select exists (select from games g"
                        + " where g.tournament_id = :id and g.tournament_round = :round and g.status <> 'finished')")
                .setParameter("id", tournament.id)
                .setParameter("round", game.tournamentRound)
                .getSingleResult();
        if (playing) {
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
                start(tournament, List.of(next.get()), state.names());
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
