package com.taflpost.tournament;

import com.taflpost.catalog.Setup;
import com.taflpost.clock.TimeControl;
import com.taflpost.clock.TimeControlRequest;
import com.taflpost.game.CreateGameRequest;
import com.taflpost.game.GameCreation;
import com.taflpost.game.GameService;
import com.taflpost.game.GameStatus;
import com.taflpost.game.Problems;
import com.taflpost.game.ResultReason;
import com.taflpost.game.Timeouts;
import com.taflpost.http.Page;
import com.taflpost.platform.Now;
import com.taflpost.player.Player;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import com.taflpost.tournament.pairing.Format;
import com.taflpost.tournament.pairing.Round;
import com.taflpost.tournament.pairing.RoundRobin;
import com.taflpost.tournament.pairing.SwissPairer;
import com.taflpost.tournament.standings.Standings;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * Tournaments: an organiser creates one, players enter, the organiser starts it; {@link TournamentRounds} then runs it
 * as its games end. Every change locks the tournament's row first, so entries, the start and the rounds never race.
 */
@ApplicationScoped
public class TournamentService {
    static final int NAME_LENGTH = 100;

    @Inject
    GameService games;

    @Inject
    GameCreation creation;

    @Inject
    TournamentRounds rounds;

    @Inject
    TournamentEvents events;

    @Inject
    EntrantRatings ratings;

    @Inject
    Timeouts timeouts;

    @Inject
    Now now;

    @Transactional
    public TournamentView create(UUID caller, CreateTournamentRequest request) {
        if (request == null) {
            throw new ApiException.BadRequest("body-required", "send the tournament as JSON");
        }
        Player organiser = existing(caller);
        TournamentSettings settings = TournamentSettings.of(request);
        // checked as a game is: ruleset, board and time control
        creation.check(new CreateGameRequest(
                request.ruleset(), request.board(), null, null, null, null, request.timeControl()));
        Setup setup = Setup.resolve(request.ruleset(), request.board(), null, null);
        TournamentEntity entity = new TournamentEntity();
        entity.id = UUID.randomUUID().toString();
        entity.name = settings.name();
        entity.description =
                request.description() == null || request.description().isBlank()
                        ? null
                        : request.description().strip();
        entity.format = settings.format().id();
        entity.rounds = settings.rounds();
        entity.ruleset = setup.ruleset().id();
        entity.boardId = setup.layout().id();
        TimeControlRequest timeControl = TimeControl.canonical(request.timeControl());
        entity.clockType = timeControl.type();
        entity.clockPerMove = timeControl.perMove();
        entity.clockInitial = timeControl.initial();
        entity.clockIncrement = timeControl.increment();
        entity.clockCap = timeControl.cap();
        entity.rated = Boolean.TRUE.equals(request.rated());
        entity.gamesPerPairing = settings.gamesPerPairing();
        entity.maxPlayers = settings.maxPlayers();
        entity.organiser = organiser;
        entity.status = TournamentEntity.ENTRY;
        entity.createdAt = now.instant();
        entity.persist();
        TournamentEntity.getEntityManager().flush();
        return TournamentState.load(entity).view();
    }

    @Transactional
    public TournamentView get(String id) {
        TournamentEntity tournament = find(id);
        settleOverdue(tournament);
        return TournamentState.load(tournament).view();
    }

    @Transactional
    public StandingsView standings(String id) {
        TournamentEntity tournament = find(id);
        settleOverdue(tournament);
        return TournamentState.load(tournament).standingsView();
    }

    /**
     * Settles the tournament's games that ran out of time, so that a timeout counts as soon as it is due; then reads
     * the tournament again, which a settling here or a sweeper's that this waited for may have finished.
     */
    private void settleOverdue(TournamentEntity tournament) {
        // all of them locked at once, before any ending takes the tournament's lock: see TournamentRounds.lockGames
        rounds.lockGames(tournament.id, "g.deadline <= :value", now.instant());
        var database = TournamentEntity.getEntityManager();
        database.createQuery(
                        "select g.id from GameEntity g where g.tournamentId = :id and g.status = :active"
                                + " and g.clock.deadline <= :now",
                        String.class)
                .setParameter("id", tournament.id)
                .setParameter("active", GameStatus.ACTIVE)
                .setParameter("now", now.instant())
                .getResultList()
                .forEach(timeouts::settle);
        database.refresh(tournament);
    }

    @Transactional
    public Page<TournamentSummary> list(String status, int page, int size) {
        if (status != null
                && !List.of(
                                TournamentEntity.ENTRY,
                                TournamentEntity.RUNNING,
                                TournamentEntity.FINISHED,
                                TournamentEntity.CANCELLED)
                        .contains(status)) {
            throw new ApiException.BadRequest(
                    "bad-status", "status must be entry, running, finished or cancelled, not '" + status + "'");
        }
        var query = status == null
                ? TournamentEntity.<TournamentEntity>findAll(Sort.descending("createdAt", "id"))
                : TournamentEntity.<TournamentEntity>find("status", Sort.descending("createdAt", "id"), status);
        List<TournamentEntity> found = query.page(page, size).list();
        Map<String, Long> counts = entryCounts(found);
        List<TournamentSummary> items = found.stream()
                .map(t -> new TournamentSummary(
                        t.id,
                        t.name,
                        t.format,
                        t.status,
                        t.organiser.name,
                        t.ruleset,
                        t.boardId,
                        t.rated,
                        counts.getOrDefault(t.id, 0L).intValue(),
                        t.maxPlayers,
                        t.createdAt))
                .toList();
        return new Page<>(items, page, size, query.count());
    }

    @Transactional
    public TournamentView enter(UUID caller, String id) {
        Player player = existing(caller);
        TournamentEntity tournament = locked(id);
        if (!TournamentEntity.ENTRY.equals(tournament.status)) {
            throw TournamentProblems.entriesClosed(tournament.status);
        }
        EntryEntity.Key key = new EntryEntity.Key(tournament.id, player.id);
        if (EntryEntity.findById(key) != null) {
            throw TournamentProblems.alreadyEntered();
        }
        TournamentState state = TournamentState.load(tournament);
        if (state.entries().size() >= tournament.maxPlayers) {
            throw TournamentProblems.full(tournament.maxPlayers);
        }
        EntryEntity entry = new EntryEntity();
        entry.key = key;
        entry.player = player;
        entry.entryOrder = state.entries().stream()
                        .mapToInt(TournamentState.Entry::order)
                        .max()
                        .orElse(0)
                + 1;
        entry.enteredAt = now.instant();
        entry.persist();
        TournamentEntity.getEntityManager().flush();
        return TournamentState.load(tournament).view();
    }

    @Transactional
    public TournamentView leave(UUID caller, String id) {
        Player player = existing(caller);
        TournamentEntity tournament = locked(id);
        if (!TournamentEntity.ENTRY.equals(tournament.status)) {
            throw TournamentProblems.entriesClosed(tournament.status);
        }
        EntryEntity entry = EntryEntity.findById(new EntryEntity.Key(tournament.id, player.id));
        if (entry == null) {
            throw TournamentProblems.notEntered();
        }
        entry.delete();
        TournamentEntity.getEntityManager().flush();
        return TournamentState.load(tournament).view();
    }

    /** The organiser starts it: a round robin's every game at once, a Swiss's first round. */
    @Transactional
    public TournamentView start(UUID caller, String id) {
        TournamentEntity tournament = organised(caller, id);
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
        List<UUID> players =
                state.entries().stream().map(TournamentState.Entry::player).toList();
        events.started(
                players,
                new TournamentEvents.Started(
                        tournament.id,
                        tournament.name,
                        tournament.format,
                        tournament.rounds,
                        state.entries().stream()
                                .map(TournamentState.Entry::name)
                                .toList()));
        for (Round round : schedule) {
            rounds.start(tournament, round, state.names());
        }
        return TournamentState.load(tournament).view();
    }

    @Transactional
    public TournamentView cancel(UUID caller, String id) {
        TournamentEntity tournament = organised(caller, id);
        if (!TournamentEntity.ENTRY.equals(tournament.status)) {
            throw TournamentProblems.notInEntry(tournament.status);
        }
        tournament.status = TournamentEntity.CANCELLED;
        tournament.finishedAt = now.instant();
        TournamentEntity.getEntityManager().flush();
        return TournamentState.load(tournament).view();
    }

    /** The organiser withdraws a player: their unfinished games are lost by forfeit, and they are paired no more. */
    @Transactional
    public TournamentView withdraw(UUID caller, String id, WithdrawRequest request) {
        if (request == null || request.player() == null) {
            throw new ApiException.BadRequest("player-required", "name the player to withdraw: {\"player\": ...}");
        }
        Player.findByName(request.player())
                .ifPresent(player -> rounds.lockGames(
                        id, "(g.attackers_player_id = :value or g.defenders_player_id = :value)", player.id));
        TournamentEntity tournament = organised(caller, id);
        if (!TournamentEntity.RUNNING.equals(tournament.status)) {
            throw TournamentProblems.notRunning(tournament.status);
        }
        TournamentState state = TournamentState.load(tournament);
        TournamentState.Entry entry = state.entries().stream()
                .filter(e -> e.name().equalsIgnoreCase(request.player()))
                .findFirst()
                .orElseThrow(() -> TournamentProblems.notAPlayer(request.player()));
        if (!entry.withdrawn()) {
            EntryEntity row = EntryEntity.findById(new EntryEntity.Key(tournament.id, entry.player()));
            row.withdrawn = true;
            TournamentEntity.getEntityManager().flush();
            for (TournamentState.Game game : state.games()) {
                boolean attacks = game.attacker().equals(entry.player());
                if (attacks || game.defender().equals(entry.player())) {
                    // each forfeit may close a round, pair the next one or finish the tournament (GameEnded)
                    games.end(game.id(), Winner.of(attacks ? Side.DEFENDERS : Side.ATTACKERS), ResultReason.FORFEIT);
                }
            }
        }
        return TournamentState.load(tournament).view();
    }

    /** The organiser decides a stuck game. */
    @Transactional
    public TournamentView adjudicate(UUID caller, String id, String gameId, AdjudicateRequest request) {
        rounds.lockGames(id, "g.id = :value", gameId);
        TournamentEntity tournament = organised(caller, id);
        Winner winner = winner(request);
        TournamentGameEntity row = TournamentGameEntity.findById(gameId);
        if (row == null || !row.tournamentId.equals(tournament.id)) {
            throw TournamentProblems.notATournamentGame(gameId);
        }
        if (!games.end(gameId, winner, ResultReason.ADJUDICATION)) {
            throw TournamentProblems.gameOver(gameId);
        }
        return TournamentState.load(tournament).view();
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

    private static Map<String, Long> entryCounts(List<TournamentEntity> tournaments) {
        if (tournaments.isEmpty()) {
            return Map.of();
        }
        return TournamentEntity.getEntityManager()
                .createQuery(
                        "select e.key.tournamentId, count(e) from EntryEntity e where e.key.tournamentId in :ids"
                                + " group by e.key.tournamentId",
                        Object[].class)
                .setParameter("ids", tournaments.stream().map(t -> t.id).toList())
                .getResultStream()
                .collect(Collectors.toMap(r -> (String) r[0], r -> (Long) r[1]));
    }

    private TournamentEntity organised(UUID caller, String id) {
        existing(caller);
        TournamentEntity tournament = locked(id);
        if (!tournament.organiser.id.equals(caller)) {
            throw TournamentProblems.notOrganiser();
        }
        return tournament;
    }

    private TournamentEntity locked(String id) {
        TournamentEntity tournament = rounds.lock(id);
        if (tournament == null) {
            throw TournamentProblems.notFound(id);
        }
        return tournament;
    }

    private static TournamentEntity find(String id) {
        TournamentEntity tournament = TournamentEntity.findById(id);
        if (tournament == null) {
            throw TournamentProblems.notFound(id);
        }
        return tournament;
    }

    private static Player existing(UUID id) {
        Player player = Player.findById(id);
        if (player == null) {
            throw Problems.unknownPlayer();
        }
        return player;
    }
}
