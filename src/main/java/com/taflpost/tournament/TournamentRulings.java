package com.taflpost.tournament;

import com.taflpost.game.GameService;
import com.taflpost.game.GameStatus;
import com.taflpost.game.ResultReason;
import com.taflpost.player.Player;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * The organiser's rulings on a running tournament: withdrawing a player, whose open games are forfeited, and
 * adjudicating a stuck game. An organiser who also plays never decides a game of his own, by either; and every
 * ruling is told to all the tournament's players, with who made it.
 */
@ApplicationScoped
public class TournamentRulings {

    @Inject
    TournamentService tournaments;

    @Inject
    TournamentRounds rounds;

    @Inject
    TournamentEvents events;

    @Inject
    GameService games;

    /**
     * The organiser withdraws a player: their unfinished games are lost by forfeit, and they are paired no more. An
     * organiser who plays may withdraw himself, but not a player he has an unfinished game with: that would win it.
     */
    @Transactional
    public TournamentView withdraw(UUID caller, String id, WithdrawRequest request) {
        if (request == null || request.player() == null) {
            throw new ApiException.BadRequest("player-required", "name the player to withdraw: {\"player\": ...}");
        }
        Player.findByName(request.player())
                .ifPresent(player -> rounds.lockGames(
                        id, "(g.attackers_player_id = :value or g.defenders_player_id = :value)", player.id));
        TournamentEntity tournament = tournaments.organised(caller, id);
        if (!TournamentEntity.RUNNING.equals(tournament.status)) {
            throw TournamentProblems.notRunning(tournament.status);
        }
        TournamentState state = TournamentState.load(tournament);
        TournamentState.Entry entry = state.entries().stream()
                .filter(e -> e.name().equalsIgnoreCase(request.player()))
                .findFirst()
                .orElseThrow(() -> TournamentProblems.notAPlayer(request.player()));
        if (entry.withdrawn()) {
            return TournamentPages.view(tournament);
        }
        List<TournamentState.Game> open = state.games().stream()
                .filter(g -> g.status() != GameStatus.FINISHED)
                .filter(g -> g.attacker().equals(entry.player()) || g.defender().equals(entry.player()))
                .toList();
        if (!entry.player().equals(caller)) {
            open.stream()
                    .filter(g -> g.attacker().equals(caller) || g.defender().equals(caller))
                    .findFirst()
                    .ifPresent(own -> {
                        throw TournamentProblems.organiserPlaysInGame(own.id());
                    });
        }
        EntryEntity row = EntryEntity.findById(new EntryEntity.Key(tournament.id, entry.player()));
        row.withdrawn = true;
        TournamentEntity.getEntityManager().flush();
        events.withdrawn(
                players(state.entries()),
                new TournamentEvents.Withdrawn(
                        tournament.id,
                        tournament.name,
                        entry.name(),
                        tournament.organiser.name,
                        open.stream().map(TournamentState.Game::id).toList()));
        for (TournamentState.Game game : open) {
            boolean attacks = game.attacker().equals(entry.player());
            // each forfeit may close a round, pair the next one or finish the tournament (GameEnded)
            games.end(game.id(), Winner.of(attacks ? Side.DEFENDERS : Side.ATTACKERS), ResultReason.FORFEIT);
        }
        return TournamentPages.view(tournament);
    }

    /** The organiser decides a stuck game, unless he plays in it. */
    @Transactional
    public TournamentView adjudicate(UUID caller, String id, String gameId, AdjudicateRequest request) {
        rounds.lockGames(id, "g.id = :value", gameId);
        TournamentEntity tournament = tournaments.organised(caller, id);
        Winner winner = winner(request);
        TournamentGameEntity row = TournamentGameEntity.findById(gameId);
        if (row == null || !row.tournamentId.equals(tournament.id)) {
            throw TournamentProblems.notATournamentGame(gameId);
        }
        if (row.firstPlayerId.equals(caller) || row.secondPlayerId.equals(caller)) {
            throw TournamentProblems.organiserPlaysInGame(gameId);
        }
        TournamentState.Game game = TournamentState.games(TournamentEntity.getEntityManager()
                        .createQuery(TournamentState.GAMES.formatted(" and t.gameId = :game"), Object[].class)
                        .setParameter("id", tournament.id)
                        .setParameter("game", gameId))
                .get(0);
        if (game.status() != GameStatus.ACTIVE) {
            throw TournamentProblems.gameOver(gameId);
        }
        List<TournamentState.Entry> entries = TournamentState.entries(tournament.id);
        Map<UUID, String> names =
                entries.stream().collect(Collectors.toMap(TournamentState.Entry::player, TournamentState.Entry::name));
        // told before the ending, whose own events (the round's end, the tournament's) follow it
        events.adjudicated(
                players(entries),
                new TournamentEvents.Adjudicated(
                        tournament.id,
                        tournament.name,
                        game.round(),
                        gameId,
                        names.get(game.attacker()),
                        names.get(game.defender()),
                        winner.id(),
                        tournament.organiser.name));
        if (!games.end(gameId, winner, ResultReason.ADJUDICATION)) {
            throw TournamentProblems.gameOver(gameId);
        }
        return TournamentPages.view(tournament);
    }

    private static List<UUID> players(List<TournamentState.Entry> entries) {
        return entries.stream().map(TournamentState.Entry::player).toList();
    }

    private static Winner winner(AdjudicateRequest request) {
        String winner = request == null ? null : request.winner();
        for (Winner candidate : Winner.values()) {
            if (candidate.id().equals(winner)) {
                return candidate;
            }
        }
        throw new ApiException.BadRequest(
                "bad-winner", "winner must be attackers, defenders or draw, not '" + winner + "'");
    }
}
