package com.taflpost.challenge;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.catalog.Setup;
import com.taflpost.clock.TimeControl;
import com.taflpost.clock.TimeControlRequest;
import com.taflpost.event.EventLog;
import com.taflpost.event.EventLog.NewEvent;
import com.taflpost.event.Recipients;
import com.taflpost.game.GameView;
import com.taflpost.game.seat.CreateGameRequest;
import com.taflpost.game.seat.GameCreation;
import com.taflpost.platform.Now;
import com.taflpost.player.Player;
import com.taflpost.problem.ApiException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Challenges: a player offers a game to a named opponent or to anyone; accepting it starts the game with both seated.
 * Expiry is settled on read: an open challenge past its expiry reads as expired and can no longer be answered.
 */
@ApplicationScoped
public class ChallengeService {
    static final String RECEIVED = "challenge-received";
    static final String ACCEPTED = "challenge-accepted";
    static final String DECLINED = "challenge-declined";
    private static final Duration DEFAULT_EXPIRY = Duration.ofDays(7);
    private static final Duration MINIMUM_EXPIRY = Duration.ofMinutes(1);
    /** The longest a challenge stays open. */
    static final String MAXIMUM_EXPIRY = "P90D";

    private static final int REASON_LENGTH = 500;
    private static final int INBOX_SIZE = 100;

    @Inject
    GameCreation games;

    @Inject
    EventLog events;

    @Inject
    ObjectMapper json;

    @Inject
    Now time;

    /** What the players hear; the challenge's id and, once accepted, the game's. */
    record Told(
            String challengeId,
            String challenger,
            String opponent,
            String ruleset,
            String board,
            String gameId,
            String reason) {}

    @Transactional
    public ChallengeView create(UUID caller, CreateChallengeRequest request) {
        if (request == null) {
            throw new ApiException.BadRequest("body-required", "send the challenge as JSON");
        }
        Player challenger = existing(caller);
        CreateGameRequest game = new CreateGameRequest(
                request.ruleset(),
                request.board(),
                request.position(),
                request.sideToMove(),
                request.side(),
                null,
                request.timeControl(),
                request.rated(),
                request.takebacks());
        games.check(game);
        Setup setup = Setup.resolve(request.ruleset(), request.board(), request.position(), request.sideToMove());
        Player opponent = opponent(request.opponent(), challenger);
        Duration expiresIn = expiresIn(request.expiresIn());
        Instant now = time.instant();
        ChallengeEntity entity = new ChallengeEntity();
        entity.id = UUID.randomUUID();
        entity.challenger = challenger;
        entity.opponent = opponent;
        entity.ruleset = setup.ruleset().id();
        entity.boardId = setup.layout() == null ? null : setup.layout().id();
        entity.position = setup.layout() == null ? setup.board().toString() : null;
        entity.sideToMove = setup.layout() == null ? setup.sideToMove().id() : null;
        entity.side = request.side() == null ? "random" : request.side();
        entity.rated = game.isRated();
        entity.takebacks = game.allowsTakebacks();
        // stored in canonical text, never as sent: what is kept is what everyone reads back
        TimeControlRequest timeControl = TimeControl.canonical(request.timeControl());
        entity.clockType = timeControl.type();
        entity.clockPerMove = timeControl.perMove();
        entity.clockInitial = timeControl.initial();
        entity.clockIncrement = timeControl.increment();
        entity.clockCap = timeControl.cap();
        entity.status = ChallengeEntity.OPEN;
        entity.createdAt = now;
        entity.expiresAt = now.plus(expiresIn);
        entity.persist();
        if (opponent != null) {
            ChallengeEntity.getEntityManager().flush();
            raise(opponent, RECEIVED, entity, null);
        }
        return view(entity, now);
    }

    /**
     * A challenge its two players may read; an open challenge to anyone, anyone while it is open. To everyone else
     * it is not found, so that they cannot tell it from one that does not exist (nor read a decline reason).
     */
    @Transactional
    public ChallengeView get(UUID caller, String id) {
        existing(caller);
        ChallengeEntity entity = load(id);
        Instant now = time.instant();
        boolean party =
                entity.challenger.id.equals(caller) || entity.opponent != null && entity.opponent.id.equals(caller);
        boolean openToAll = entity.opponent == null && ChallengeEntity.OPEN.equals(entity.status(now));
        if (!party && !openToAll) {
            throw notFound(id);
        }
        return view(entity, now);
    }

    /** The caller's inbox: open challenges to them, their own, and open challenges by others. */
    @Transactional
    public ChallengeInbox inbox(UUID caller) {
        Instant now = time.instant();
        List<ChallengeView> received =
                ChallengeEntity.<ChallengeEntity>find("""
                        from ChallengeEntity c join fetch c.challenger join fetch c.opponent
                        where c.opponent.id = ?1 and c.status = ?2 and c.expiresAt > ?3
                        order by c.createdAt desc""", caller, ChallengeEntity.OPEN, now)
                        .page(0, INBOX_SIZE)
                        .list()
                        .stream()
                        .map(c -> view(c, now))
                        .toList();
        List<ChallengeView> sent =
                ChallengeEntity.<ChallengeEntity>find("""
                        from ChallengeEntity c join fetch c.challenger left join fetch c.opponent
                        where c.challenger.id = ?1
                        order by c.createdAt desc""", caller).page(0, INBOX_SIZE).list().stream()
                        .map(c -> view(c, now))
                        .toList();
        List<ChallengeView> open =
                ChallengeEntity.<ChallengeEntity>find("""
                        from ChallengeEntity c join fetch c.challenger
                        where c.opponent is null and c.challenger.id <> ?1 and c.status = ?2 and c.expiresAt > ?3
                        order by c.createdAt desc""", caller, ChallengeEntity.OPEN, now)
                        .page(0, INBOX_SIZE)
                        .list()
                        .stream()
                        .map(c -> view(c, now))
                        .toList();
        return new ChallengeInbox(received, sent, open);
    }

    /**
     * Accepts the challenge and starts its game. The challenge is closed by a conditional update, so of several
     * concurrent accepts exactly one wins; the others (waiting on the row) find it closed.
     */
    @Transactional
    public GameView accept(UUID caller, String id) {
        Player accepting = existing(caller);
        ChallengeEntity entity = load(id);
        if (entity.challenger.id.equals(caller)) {
            throw new ApiException.Forbidden("own-challenge", "you cannot accept your own challenge");
        }
        Instant now = time.instant();
        // an open challenge someone accepted names them as opponent: the others must hear it is closed, not theirs
        if (!ChallengeEntity.OPEN.equals(entity.status(now))) {
            throw closed(entity, now);
        }
        if (entity.opponent != null && !entity.opponent.id.equals(caller)) {
            throw new ApiException.Forbidden(
                    "not-challenged", "this challenge is addressed to " + entity.opponent.name);
        }
        close(entity, ChallengeEntity.ACCEPTED, now);
        GameView game = games.createSeated(entity.game(), entity.challenger, accepting);
        entity.status = ChallengeEntity.ACCEPTED;
        entity.opponent = accepting;
        entity.gameId = game.id();
        ChallengeEntity.getEntityManager().flush();
        raise(entity.challenger, ACCEPTED, entity, null);
        return game;
    }

    @Transactional
    public ChallengeView decline(UUID caller, String id, DeclineRequest request) {
        existing(caller);
        ChallengeEntity entity = load(id);
        if (entity.opponent == null || !entity.opponent.id.equals(caller)) {
            throw new ApiException.Forbidden("not-challenged", "only the challenged player can decline a challenge");
        }
        String reason =
                request == null || request.reason() == null || request.reason().isBlank()
                        ? null
                        : request.reason().strip();
        if (reason != null && reason.length() > REASON_LENGTH) {
            throw new ApiException.BadRequest(
                    "reason-too-long", "reason can be at most " + REASON_LENGTH + " characters");
        }
        Instant now = time.instant();
        close(entity, ChallengeEntity.DECLINED, now);
        entity.status = ChallengeEntity.DECLINED;
        entity.declineReason = reason;
        ChallengeEntity.getEntityManager().flush();
        raise(entity.challenger, DECLINED, entity, reason);
        return view(entity, now);
    }

    @Transactional
    public ChallengeView cancel(UUID caller, String id) {
        existing(caller);
        ChallengeEntity entity = load(id);
        if (!entity.challenger.id.equals(caller)) {
            throw new ApiException.Forbidden("not-your-challenge", "only the challenger can cancel a challenge");
        }
        Instant now = time.instant();
        close(entity, ChallengeEntity.CANCELLED, now);
        entity.status = ChallengeEntity.CANCELLED;
        return view(entity, now);
    }

    /**
     * Moves an open, unexpired challenge to {@code status} in the database, or answers 409 if it is not open any more.
     */
    private static void close(ChallengeEntity entity, String status, Instant now) {
        int changed = ChallengeEntity.update(
                "status = ?1 where id = ?2 and status = ?3 and expiresAt > ?4",
                status,
                entity.id,
                ChallengeEntity.OPEN,
                now);
        if (changed == 0) {
            ChallengeEntity.getEntityManager().refresh(entity);
            throw closed(entity, now);
        }
    }

    private static ApiException closed(ChallengeEntity entity, Instant now) {
        String status = entity.status(now);
        return new ApiException.Conflict(
                "challenge-closed",
                "the challenge is " + status + ", no longer open",
                Map.of("challengeStatus", status));
    }

    private static ChallengeEntity load(String id) {
        UUID uuid;
        try {
            uuid = UUID.fromString(id);
        } catch (IllegalArgumentException e) {
            throw notFound(id);
        }
        ChallengeEntity entity = ChallengeEntity.findById(uuid);
        if (entity == null) {
            throw notFound(id);
        }
        return entity;
    }

    private static ApiException notFound(String id) {
        return new ApiException.NotFound("challenge-not-found", "there is no challenge " + id);
    }

    private static Player existing(UUID id) {
        Player player = Player.findById(id);
        if (player == null) {
            throw new ApiException.Unauthorized("unknown-player", "the token's player does not exist");
        }
        return player;
    }

    private static Player opponent(String name, Player challenger) {
        if (name == null) {
            return null;
        }
        Player opponent = Player.findByName(name)
                .orElseThrow(
                        () -> new ApiException.BadRequest("unknown-opponent", "no player is called '" + name + "'"));
        if (opponent.id.equals(challenger.id)) {
            throw new ApiException.BadRequest("own-opponent", "you cannot challenge yourself");
        }
        return opponent;
    }

    private static Duration expiresIn(String text) {
        if (text == null) {
            return DEFAULT_EXPIRY;
        }
        Duration duration;
        try {
            duration = Duration.parse(text.strip());
        } catch (DateTimeParseException e) {
            throw new ApiException.BadRequest(
                    "bad-expiry", "expiresIn '" + text + "' is not an ISO-8601 duration such as P3D");
        }
        if (duration.compareTo(MINIMUM_EXPIRY) < 0) {
            throw new ApiException.BadRequest("bad-expiry", "expiresIn must be at least PT1M, not " + duration);
        }
        if (duration.compareTo(Duration.parse(MAXIMUM_EXPIRY)) > 0) {
            throw new ApiException.BadRequest("bad-expiry", "expiresIn must be at most " + MAXIMUM_EXPIRY);
        }
        return duration;
    }

    private void raise(Player recipient, String type, ChallengeEntity entity, String reason) {
        Told told = new Told(
                entity.id.toString(),
                entity.challenger.name,
                entity.opponent == null ? null : entity.opponent.name,
                entity.ruleset,
                board(entity),
                entity.gameId,
                reason);
        String payload;
        try {
            payload = json.writeValueAsString(told);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the event " + told, e);
        }
        events.raise(List.of(new NewEvent(Recipients.player(recipient.id), type, entity.gameId, payload)));
    }

    private static String board(ChallengeEntity entity) {
        return entity.boardId == null ? Setup.CUSTOM : entity.boardId;
    }

    static ChallengeView view(ChallengeEntity entity, Instant now) {
        return new ChallengeView(
                entity.id.toString(),
                entity.challenger.name,
                entity.opponent == null ? null : entity.opponent.name,
                entity.ruleset,
                board(entity),
                entity.position,
                entity.sideToMove,
                entity.side,
                new ChallengeView.TimeControl(
                        entity.clockType,
                        entity.clockPerMove,
                        entity.clockInitial,
                        entity.clockIncrement,
                        entity.clockCap),
                entity.status(now),
                entity.declineReason,
                entity.gameId,
                entity.createdAt,
                entity.expiresAt);
    }
}
