package com.taflpost.tournament;

import com.taflpost.catalog.ResultView;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameStatus;
import com.taflpost.paging.Cursor;
import com.taflpost.paging.CursorPaging;
import com.taflpost.paging.Keyset;
import jakarta.persistence.EntityManager;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What reads of a tournament show, bounded whatever its size: the tournament with its round in play, its rounds
 * without their games, and one round's games, a page at a time. Each reads only the rows it shows, never all the
 * games of a round robin.
 */
final class TournamentPages {
    private static final String ROUNDS = "rounds";
    private static final String ROUND_GAMES = "round-games";

    private TournamentPages() {}

    /** The tournament: settings, players, and the round in play with its games. */
    static TournamentView view(TournamentEntity t) {
        List<TournamentState.Entry> entries = TournamentState.entries(t.id);
        Map<String, String> names = names(entries);
        List<Object[]> rounds = database()
                .createQuery("""
                        select r.key.number, r.status, r.byePlayerId from RoundEntity r
                        where r.key.tournamentId = :id order by r.key.number""", Object[].class)
                .setParameter("id", t.id)
                .getResultList();
        Object[] current = rounds.stream()
                .filter(r -> RoundEntity.RUNNING.equals(r[1]))
                .findFirst()
                .orElse(rounds.isEmpty() ? null : rounds.get(rounds.size() - 1));
        return new TournamentView(
                t.id,
                t.name,
                t.description,
                t.status,
                t.organiser.name,
                new TournamentView.Settings(
                        t.format,
                        t.rounds,
                        t.ruleset,
                        t.boardId,
                        new TournamentView.TimeControl(
                                t.clockType, t.clockPerMove, t.clockInitial, t.clockIncrement, t.clockCap),
                        t.rated,
                        t.gamesPerPairing,
                        t.maxPlayers,
                        t.vacationAllowed),
                entries.stream().map(TournamentState.Entry::name).toList(),
                entries.stream()
                        .filter(TournamentState.Entry::withdrawn)
                        .map(TournamentState.Entry::name)
                        .toList(),
                rounds.size(),
                current == null
                        ? null
                        : round(t.id, (Integer) current[0], (String) current[1], (UUID) current[2], names),
                t.createdAt,
                t.startedAt,
                t.finishedAt);
    }

    /** A page of the rounds paired so far, in order, each with how many of its games have ended; keyset on number. */
    static Keyset<TournamentView.RoundSummary> rounds(TournamentEntity t, CursorPaging paging) {
        Cursor cursor = paging.cursor(ROUNDS, 1);
        Map<String, String> names = names(TournamentState.entries(t.id));
        @SuppressWarnings("unchecked")
        List<Object[]> rows = database()
                .createNativeQuery("""
                        select r.number, r.status, r.bye_player_id, count(distinct tg.pairing), count(g.id),
                               count(g.id) filter (where g.status = 'finished')
                        from tournament_rounds r
                        left join tournament_games tg on tg.tournament_id = r.tournament_id and tg.round = r.number
                        left join games g on g.id = tg.game_id
                        where r.tournament_id = :id and r.number > :after
                        group by r.number, r.status, r.bye_player_id
                        order by r.number
                        limit :limit""")
                .setParameter("id", t.id)
                .setParameter("after", cursor == null ? 0 : Math.toIntExact(cursor.number(0)))
                .setParameter("limit", paging.limit())
                .getResultList();
        List<TournamentView.RoundSummary> items = rows.stream()
                .map(r -> new TournamentView.RoundSummary(
                        ((Number) r[0]).intValue(),
                        (String) r[1],
                        r[2] == null ? null : names.get(r[2].toString()),
                        ((Number) r[3]).intValue(),
                        ((Number) r[4]).intValue(),
                        ((Number) r[5]).intValue()))
                .toList();
        return Keyset.of(items, paging.size, round -> Cursor.of(ROUNDS, round.number()));
    }

    /**
     * A page of the round's games in board order (then by game id), by keyset on (pairing, game id); 404
     * round-not-found when it has not been paired.
     */
    static Keyset<TournamentView.RoundGame> games(TournamentEntity t, int number, CursorPaging paging) {
        Cursor cursor = paging.cursor(ROUND_GAMES, 2);
        if (database().find(RoundEntity.class, new RoundEntity.Key(t.id, number)) == null) {
            throw TournamentProblems.roundNotFound(number);
        }
        var query = database()
                .createQuery(
                        TournamentState.GAMES.formatted(" and t.round = :round"
                                        + (cursor == null ? "" : " and (t.pairing, t.gameId) > (:pairing, :game)"))
                                + " order by t.pairing, t.gameId",
                        Object[].class)
                .setParameter("id", t.id)
                .setParameter("round", number)
                .setMaxResults(paging.limit());
        if (cursor != null) {
            query.setParameter("pairing", Math.toIntExact(cursor.number(0))).setParameter("game", cursor.text(1));
        }
        List<TournamentState.Game> games = TournamentState.games(query);
        Map<String, String> names = names(games.stream()
                .flatMap(g -> Stream.of(g.first(), g.second(), g.attacker(), g.defender()))
                .collect(Collectors.toSet()));
        List<TournamentView.RoundGame> items = games.stream()
                .map(g -> new TournamentView.RoundGame(
                        g.pairing(),
                        List.of(
                                names.get(g.first().toString()),
                                names.get(g.second().toString())),
                        g.id(),
                        names.get(g.attacker().toString()),
                        names.get(g.defender().toString()),
                        result(g)))
                .toList();
        return Keyset.of(items, paging.size, game -> Cursor.of(ROUND_GAMES, game.pairing(), game.gameId()));
    }

    /** One round with its pairings and their games: a round has a game or two for each pair of its players. */
    private static TournamentView.RoundView round(
            String tournamentId, int number, String status, UUID bye, Map<String, String> names) {
        List<TournamentState.Game> games = TournamentState.games(database()
                .createQuery(
                        TournamentState.GAMES.formatted(" and t.round = :round")
                                + " order by t.pairing, g.createdAt, t.gameId",
                        Object[].class)
                .setParameter("id", tournamentId)
                .setParameter("round", number));
        Map<Integer, List<TournamentState.Game>> byPairing = new LinkedHashMap<>();
        games.forEach(g ->
                byPairing.computeIfAbsent(g.pairing(), p -> new ArrayList<>()).add(g));
        List<TournamentView.PairingView> pairings = byPairing.values().stream()
                .map(pairing -> new TournamentView.PairingView(
                        List.of(
                                names.get(pairing.get(0).first().toString()),
                                names.get(pairing.get(0).second().toString())),
                        pairing.stream()
                                .map(g -> new TournamentView.GameRow(
                                        g.id(),
                                        names.get(g.attacker().toString()),
                                        names.get(g.defender().toString()),
                                        result(g)))
                                .toList()))
                .toList();
        return new TournamentView.RoundView(number, status, pairings, bye == null ? null : names.get(bye.toString()));
    }

    private static ResultView result(TournamentState.Game game) {
        return game.status() == GameStatus.FINISHED
                ? new ResultView(game.winner().id(), game.reason().id())
                : null;
    }

    /** The names of the players a page shows, read for them alone (a round of a large event has thousands). */
    private static Map<String, String> names(Set<UUID> players) {
        if (players.isEmpty()) {
            return Map.of();
        }
        return database()
                .createQuery("select p.id, p.name from Player p where p.id in :ids", Object[].class)
                .setParameter("ids", players)
                .getResultStream()
                .collect(Collectors.toMap(r -> r[0].toString(), r -> (String) r[1]));
    }

    private static Map<String, String> names(List<TournamentState.Entry> entries) {
        Map<String, String> names = new LinkedHashMap<>();
        entries.forEach(e -> names.put(e.player().toString(), e.name()));
        return names;
    }

    private static EntityManager database() {
        return GameEntity.getEntityManager();
    }
}
