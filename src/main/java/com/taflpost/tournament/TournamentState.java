package com.taflpost.tournament;

import com.taflpost.game.GameEntity;
import com.taflpost.game.GameStatus;
import com.taflpost.game.ResultReason;
import com.taflpost.rating.Rating;
import com.taflpost.rules.Winner;
import com.taflpost.tournament.pairing.Entrant;
import com.taflpost.tournament.pairing.Pairing;
import com.taflpost.tournament.pairing.Round;
import com.taflpost.tournament.pairing.Seating;
import com.taflpost.tournament.standings.GameRef;
import com.taflpost.tournament.standings.GameResult;
import com.taflpost.tournament.standings.Standings;
import com.taflpost.tournament.standings.StandingsRow;
import jakarta.persistence.TypedQuery;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * A tournament's entries, rounds and games as the database holds them now. Read as plain values (projections, not
 * entities), so that what another transaction committed before this one took the tournament's lock is seen, whatever
 * this transaction had loaded before. The pure pairing and standings code works on player ids as strings.
 */
record TournamentState(TournamentEntity tournament, List<Entry> entries, List<RoundRow> roundRows, List<Game> games) {

    record Entry(UUID player, String name, int order, Double rating, boolean withdrawn) {}

    record RoundRow(int number, String status, UUID bye) {}

    record Game(
            String id,
            int round,
            int pairing,
            UUID first,
            UUID second,
            UUID attacker,
            UUID defender,
            GameStatus status,
            Winner winner,
            ResultReason reason) {

        GameResult result() {
            if (status != GameStatus.FINISHED) {
                return null;
            }
            return switch (winner) {
                case ATTACKERS -> GameResult.ATTACKERS_WON;
                case DEFENDERS -> GameResult.DEFENDERS_WON;
                case DRAW -> GameResult.DRAW;
            };
        }
    }

    /** The tournament's ({@code :id}) games as {@link Game}s, narrowed by the formatted-in condition, to order. */
    static final String GAMES = """
            select t.gameId, t.round, t.pairing, t.firstPlayerId, t.secondPlayerId,
                   g.attackers.id, g.defenders.id, g.status, g.resultWinner, g.resultReason
            from TournamentGameEntity t, GameEntity g
            where g.id = t.gameId and t.tournamentId = :id%s""";

    static TournamentState load(TournamentEntity tournament) {
        String id = tournament.id;
        var database = GameEntity.getEntityManager();
        List<Entry> entries = entries(id);
        List<RoundRow> rounds = database.createQuery("""
                        select r.key.number, r.status, r.byePlayerId from RoundEntity r
                        where r.key.tournamentId = :id order by r.key.number""", Object[].class)
                .setParameter("id", id)
                .getResultStream()
                .map(r -> new RoundRow((Integer) r[0], (String) r[1], (UUID) r[2]))
                .toList();
        List<Game> games = games(database.createQuery(
                        GAMES.formatted("") + " order by t.round, t.pairing, g.createdAt, t.gameId", Object[].class)
                .setParameter("id", id));
        return new TournamentState(tournament, entries, rounds, games);
    }

    /** The tournament's games, as {@link #GAMES} (completed) reads them. */
    static List<Game> games(TypedQuery<Object[]> query) {
        return query.getResultStream()
                .map(r -> new Game(
                        (String) r[0],
                        (Integer) r[1],
                        (Integer) r[2],
                        (UUID) r[3],
                        (UUID) r[4],
                        (UUID) r[5],
                        (UUID) r[6],
                        (GameStatus) r[7],
                        (Winner) r[8],
                        (ResultReason) r[9]))
                .toList();
    }

    /** The tournament's entries, in order of entry. */
    static List<Entry> entries(String id) {
        return GameEntity.getEntityManager()
                .createQuery("""
                        select e.key.playerId, p.name, e.entryOrder, e.rating, e.withdrawn
                        from EntryEntity e join e.player p where e.key.tournamentId = :id
                        order by e.entryOrder""", Object[].class)
                .setParameter("id", id)
                .getResultStream()
                .map(r -> new Entry((UUID) r[0], (String) r[1], (Integer) r[2], (Double) r[3], (Boolean) r[4]))
                .toList();
    }

    List<Entrant> entrants() {
        return entries.stream()
                .map(e -> new Entrant(
                        e.player().toString(), e.rating() == null ? Rating.START_RATING : e.rating(), e.order()))
                .toList();
    }

    Set<String> withdrawnIds() {
        return entries.stream()
                .filter(Entry::withdrawn)
                .map(e -> e.player().toString())
                .collect(Collectors.toSet());
    }

    /** The rounds as the pure pairing code sees them. */
    List<Round> rounds() {
        List<Round> rounds = new ArrayList<>();
        for (RoundRow row : roundRows) {
            List<Pairing> pairings = new ArrayList<>();
            for (List<Game> pairing : pairingsOf(row.number()).values()) {
                Game first = pairing.get(0);
                List<Seating> seatings = pairing.stream()
                        .map(g -> new Seating(
                                g.attacker().toString(), g.defender().toString()))
                        .toList();
                pairings.add(new Pairing.Match(
                        first.first().toString(), first.second().toString(), seatings));
            }
            if (row.bye() != null) {
                pairings.add(new Pairing.Bye(row.bye().toString()));
            }
            rounds.add(new Round(row.number(), pairings));
        }
        return rounds;
    }

    Map<GameRef, GameResult> results() {
        Map<GameRef, GameResult> results = new HashMap<>();
        for (Game game : games) {
            GameResult result = game.result();
            if (result != null) {
                results.put(
                        new GameRef(
                                game.round(),
                                game.attacker().toString(),
                                game.defender().toString()),
                        result);
            }
        }
        return results;
    }

    List<StandingsRow> standings() {
        return Standings.compute(tournament.format(), tournament.gamesPerPairing, entrants(), rounds(), results());
    }

    StandingsView standingsView() {
        Map<String, String> names = names();
        return new StandingsView(
                tournament.status,
                standings().stream()
                        .map(row -> new StandingsView.Row(
                                row.rank(),
                                names.get(row.player()),
                                row.points(),
                                row.games(),
                                row.wins(),
                                row.draws(),
                                row.losses(),
                                new StandingsView.TieBreaks(
                                        row.tieBreaks().sonnebornBerger(),
                                        row.tieBreaks().buchholz())))
                        .toList());
    }

    /** Player id (as text) to name. */
    Map<String, String> names() {
        Map<String, String> names = new LinkedHashMap<>();
        entries.forEach(e -> names.put(e.player().toString(), e.name()));
        return names;
    }

    private Map<Integer, List<Game>> pairingsOf(int round) {
        Map<Integer, List<Game>> pairings = new TreeMap<>();
        games.stream()
                .filter(g -> g.round() == round)
                .forEach(g -> pairings.computeIfAbsent(g.pairing(), p -> new ArrayList<>())
                        .add(g));
        return pairings;
    }
}
