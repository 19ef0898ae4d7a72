package com.taflpost.tournament;

import com.taflpost.catalog.Setup;
import com.taflpost.clock.TimeControl;
import com.taflpost.clock.TimeControlRequest;
import com.taflpost.game.GameStatus;
import com.taflpost.game.Problems;
import com.taflpost.game.Timeouts;
import com.taflpost.game.seat.CreateGameRequest;
import com.taflpost.game.seat.GameCreation;
import com.taflpost.paging.Cursor;
import com.taflpost.paging.CursorPaging;
import com.taflpost.paging.Keyset;
import com.taflpost.platform.Now;
import com.taflpost.player.Player;
import com.taflpost.problem.ApiException;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * Tournaments: an organiser creates one, players enter, the organiser starts it ({@link TournamentStart}); {@link
 * TournamentRounds} then runs it as its games end, and the organiser may rule on it ({@link TournamentRulings}). Every change locks the tournament's row first, so entries, the start and the rounds never race.
 */
@ApplicationScoped
public class TournamentService {
    static final int NAME_LENGTH = 100;
    private static final String LIST = "tournaments";

    @Inject
    GameCreation creation;

    @Inject
    TournamentRounds rounds;

    @Inject
    Timeouts timeouts;

    @Inject
    Now now;

    @Inject
    KnownTournaments known;

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
        entity.vacationAllowed = !Boolean.FALSE.equals(request.vacationAllowed());
        entity.gamesPerPairing = settings.gamesPerPairing();
        entity.maxPlayers = settings.maxPlayers();
        entity.organiser = organiser;
        entity.status = TournamentEntity.ENTRY;
        entity.createdAt = now.instant();
        entity.persist();
        TournamentEntity.getEntityManager().flush();
        return TournamentPages.view(entity);
    }

    /** The tournament as {@link TournamentPages#view} shows it; made again only when something it shows changed. */
    public TournamentView get(String id) {
        return known.page(
                id,
                TournamentView.class,
                () -> QuarkusTransaction.requiringNew().call(() -> {
                    TournamentEntity tournament = find(id);
                    settleOverdue(tournament);
                    return TournamentPages.view(tournament);
                }));
    }

    @Transactional
    public Keyset<TournamentView.RoundSummary> rounds(String id, CursorPaging paging) {
        TournamentEntity tournament = find(id);
        settleOverdue(tournament);
        return TournamentPages.rounds(tournament, paging);
    }

    @Transactional
    public Keyset<TournamentView.RoundGame> games(String id, int round, CursorPaging paging) {
        TournamentEntity tournament = find(id);
        settleOverdue(tournament);
        return TournamentPages.games(tournament, round, paging);
    }

    /** The standings; made again only when something they show changed (they cost every game of the field). */
    public StandingsView standings(String id) {
        return known.page(
                id,
                StandingsView.class,
                () -> QuarkusTransaction.requiringNew().call(() -> {
                    TournamentEntity tournament = find(id);
                    settleOverdue(tournament);
                    return TournamentState.load(tournament).standingsView();
                }));
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

    /** A page of the tournaments, newest first (then by id), by keyset on (created, id); of one status when given. */
    @Transactional
    public Keyset<TournamentSummary> list(String status, CursorPaging paging) {
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
        Cursor cursor = paging.cursor(LIST, 2);
        var query = TournamentEntity.getEntityManager()
                .createQuery(
                        "from TournamentEntity t where true" + (status == null ? "" : " and t.status = :status")
                                + (cursor == null ? "" : " and (t.createdAt, t.id) < (:at, :id)")
                                + " order by t.createdAt desc, t.id desc",
                        TournamentEntity.class)
                .setMaxResults(paging.limit());
        if (status != null) {
            query.setParameter("status", status);
        }
        if (cursor != null) {
            Instant at = cursor.time(0);
            if (at == null) {
                throw Cursor.bad();
            }
            query.setParameter("at", at).setParameter("id", cursor.text(1));
        }
        Keyset<TournamentEntity> page =
                Keyset.of(query.getResultList(), paging.size, t -> Cursor.of(LIST, t.createdAt, t.id));
        List<TournamentEntity> found = page.items();
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
        return new Keyset<>(items, page.next());
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
        return TournamentPages.view(tournament);
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
        return TournamentPages.view(tournament);
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
        return TournamentPages.view(tournament);
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

    /** The tournament, locked; 403 not-organiser unless the caller organises it. */
    TournamentEntity organised(UUID caller, String id) {
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

    static Player existing(UUID id) {
        Player player = Player.findById(id);
        if (player == null) {
            throw Problems.unknownPlayer();
        }
        return player;
    }
}
