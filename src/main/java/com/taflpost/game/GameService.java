package com.taflpost.game;

import com.taflpost.auth.Caller;
import com.taflpost.auth.Seat;
import com.taflpost.catalog.MoveProblems;
import com.taflpost.catalog.PlyLimit;
import com.taflpost.catalog.Setup;
import com.taflpost.event.EventLog.NewEvent;
import com.taflpost.fairplay.PositionKey;
import com.taflpost.http.CachedJsonList;
import com.taflpost.http.ETags;
import com.taflpost.platform.Now;
import com.taflpost.problem.ApiException;
import com.taflpost.problem.DatabaseOutage;
import com.taflpost.rules.Game;
import com.taflpost.rules.IllegalMoveException;
import com.taflpost.rules.Move;
import com.taflpost.rules.NotationException;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Side;
import com.taflpost.rules.Square;
import com.taflpost.rules.Winner;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Games: moving, resigning and reading them (creating and joining them is game.seat's). Every request loads
 * the game from the {@link GameStore} with its moves in one row and replays them once (or finds the replay in {@link
 * KnownGames}); the {@link Game} is passed down, never rebuilt. Plain reads run in no transaction and take no lock:
 * only a game whose loaded deadline has passed is settled first, in a transaction of its own.
 */
@ApplicationScoped
public class GameService {

    @Inject
    PlyLimit plyLimit;

    @Inject
    Now now;

    @Inject
    Timeouts timeouts;

    @Inject
    GameEvents events;

    @Inject
    GameViews views;

    @Inject
    KnownGames knownGames;

    @Inject
    GameStore store;

    @Inject
    GameEnding ending;

    @Inject
    ConditionalReplies replies;

    /** A game as stored, and the same game replayed by the rules engine. */
    public record Loaded(GameEntity entity, Game game) {}

    /** A game's tag, and the game unless the client has it already ({@code game} null: answer 304). */
    public record Shown(String tag, GameView game) {}

    /** The answer to a move: the game after it, and whether this request played it (false for a repeated request). */
    public record MoveAnswer(GameView game, boolean created) {}

    /**
     * The game, showing the position after {@code ply} moves (the current one when {@code ply} is null); not replayed
     * when {@code ifNoneMatch} (null for none) names its tag, which the row alone tells.
     */
    public Shown view(String id, String ply, String ifNoneMatch) {
        // a glance at the row: a client that has the game most likely has it still (answer 304), and a game this
        // instance knows at the glanced version need not be read again
        GameEntity.Glance glance = store.glance(id, now.instant()).orElseThrow(() -> Problems.gameNotFound(id));
        if (ifNoneMatch != null && !glance.due()) {
            String tag = GameTags.json(
                    id, glance.ply(), glance.version(), glance.status(), GameViews.shownPly(ply, glance.ply()));
            if (ETags.noneMatchFails(ifNoneMatch, tag)) {
                return new Shown(tag, null);
            }
        }
        Loaded loaded = read(id, glance);
        GameEntity entity = loaded.entity();
        int shownPly = GameViews.shownPly(ply, entity.ply());
        String tag = GameTags.json(id, entity.ply(), entity.version, entity.status.id(), shownPly);
        if (ETags.noneMatchFails(ifNoneMatch, tag)) {
            return new Shown(tag, null);
        }
        return new Shown(tag, views.of(entity, loaded.game(), shownPly));
    }

    /** The game, showing the position after {@code ply} moves (the current one when {@code ply} is null). */
    public GameView view(String id, String ply) {
        return view(id, ply, null).game();
    }

    /**
     * Plays a move for the caller's side. A request repeated after its move was stored (the same move for the
     * same ply) answers with the current game instead of an error, so that clients can retry safely. An
     * {@code ifMatch} (null for none) that does not name the game's current tag refuses the move with 412.
     */
    public MoveAnswer play(String id, Caller caller, MoveRequest request, String ifMatch) {
        requireToken(caller);
        if (request == null || request.move() == null || request.move().isBlank()) {
            throw new ApiException.BadRequest("move-required", "send the move, e.g. {\"move\": \"d1-d3\"}");
        }
        if (request.ply() != null && request.ply() < 0) {
            throw new ApiException.BadRequest("bad-ply", "ply counts the moves played so far; it cannot be negative");
        }
        // The game as this instance knows it is trusted only for a move written on its very version (which fails if
        // the game moved on); anything else (a refusal, a repeated request, a lost race) is answered from the stored
        // game.
        Optional<MoveAnswer> played = playOnKnown(id, caller, request, ifMatch);
        if (played.isPresent()) {
            return played.get();
        }
        // If-Match speaks of the state the client saw: only the first attempt checks it; a retry after a concurrent
        // change answers as a later request would (a repeated move, a stale ply).
        AtomicReference<String> precondition = new AtomicReference<>(ifMatch);
        // no transaction around it: the store writes the move with other games' moves or in a transaction of its own
        return Conflicts.retryingOutsideTransaction(
                () -> playOn(loadToMove(id, precondition.getAndSet(null)), seatOf(caller), request),
                Problems::writeConflict);
    }

    /**
     * Plays the computer's move in a game against it, as thought for {@code ply}: true once it is written, false when
     * the game has moved on (another instance played it, the person resigned, the clock ran out).
     */
    public boolean playForComputer(String id, int ply, String move) {
        try {
            return Conflicts.retryingOutsideTransaction(
                    () -> playOn(loadToMove(id, null), GameService::computerSeat, new MoveRequest(move, ply))
                            .created(),
                    Problems::writeConflict);
        } catch (ApiException moved) {
            return false;
        }
    }

    private static Side computerSeat(GameEntity entity) {
        if (entity.computerSide == null) {
            throw new IllegalStateException("game " + entity.id + " is not played against the computer");
        }
        return entity.computerSide;
    }

    private static Function<GameEntity, Side> seatOf(Caller caller) {
        return entity -> seat(entity, caller);
    }

    /** The move played on the game as last known here, if that was the game as stored; empty in any other case. */
    private Optional<MoveAnswer> playOnKnown(String id, Caller caller, MoveRequest request, String ifMatch) {
        Optional<Loaded> known = knownGames.latest(id);
        if (known.isEmpty() || timeouts.due(known.get().entity())) {
            return Optional.empty();
        }
        try {
            return Conflicts.unlessConflict(() -> playOn(matched(known.get(), ifMatch, null), seatOf(caller), request))
                    .filter(MoveAnswer::created);
        } catch (ApiException refused) {
            return Optional.empty();
        }
    }

    /** Plays the move on a copy of the loaded game, which may be kept (see {@link KnownGames}). */
    private MoveAnswer playOn(Loaded loaded, Function<GameEntity, Side> seat, MoveRequest request) {
        String move = request.move().strip();
        Integer expectedPly = request.ply();
        GameEntity entity = loaded.entity().detachedCopy();
        Game game = loaded.game();
        Side side = seat.apply(entity);
        int current = game.ply();
        int follows = expectedPly == null ? current : expectedPly;
        // A retry: the move was meant for an earlier ply, or (sent without ply) the caller's side just moved.
        if (follows < current || (expectedPly == null && current > 0 && game.sideToMove() != side)) {
            int retried = expectedPly == null ? current - 1 : follows;
            if (repeats(game, retried, side, move)) {
                return new MoveAnswer(views.of(entity, game, current), false);
            }
            if (expectedPly != null) {
                throw Problems.stalePly(follows, current);
            }
        }
        switch (entity.status) {
            case WAITING -> throw Problems.notStarted();
            case FINISHED -> throw Problems.gameOver(entity);
            case ABORTED -> throw Problems.aborted();
            case ACTIVE -> {}
        }
        if (follows != current) {
            throw Problems.stalePly(follows, current);
        }
        if (game.sideToMove() != side) {
            throw Problems.notYourTurn(game.sideToMove().id());
        }
        plyLimit.check(current + 1);
        Game next;
        try {
            next = game.play(move);
        } catch (IllegalMoveException e) {
            throw MoveProblems.illegalMove(current + 1, e.error(), e.getMessage());
        }
        Instant at = now.instant();
        String notation = next.current().lastPly().notation();
        entity.positionKey = PositionKey.of(next.current());
        entity.updatedAt = at;
        entity.clock = entity.clock.afterMove(side, at).pausedUntil(entity.awayUntil(side.opponent()), at);
        if (entity.conditionalSide != null) {
            // the opponent prepared answers: the move, and the answer it calls for, in one transaction
            next = replies.playAndAnswer(entity, next, notation);
        } else {
            if (next.isOver()) {
                ending.byMove(entity, next, notation);
            } else {
                List<NewEvent> told = events.moved(entity, next);
                // the move clears a pending takeback offer with it (see GameStore#moves); both sides hear it ends
                if (entity.takebackOfferedBy != null) {
                    told = new ArrayList<>(told);
                    told.addAll(events.takebackCancelled(entity, next));
                }
                store.writeMove(entity, notation, told);
                GameStore.moved(entity, notation);
            }
        }
        knownGames.remember(entity, next);
        return new MoveAnswer(views.of(entity, next, next.ply()), true);
    }

    /** Whether {@code move} is the move stored after ply {@code ply}, played by {@code side}. */
    private static boolean repeats(Game game, int ply, Side side, String move) {
        if (ply < 0 || ply >= game.ply()) {
            return false;
        }
        Ply stored = game.state(ply + 1).lastPly();
        Move sent;
        try {
            sent = Move.parse(move);
        } catch (NotationException e) {
            return false;
        }
        return stored.side() == side
                && stored.from().equals(sent.from())
                && stored.to().equals(sent.to())
                && (sent.claimedCaptures() == null
                        || new HashSet<>(sent.claimedCaptures()).equals(Set.copyOf(stored.captures())));
    }

    /** The moves the side to move may play now in the game, or only the piece on {@code from} (null for all). */
    public LegalMovesView legalMoves(String id, String from) {
        Loaded loaded = read(id);
        Game game = loaded.game();
        Square square = from == null ? null : Setup.square(from, game.board());
        String shownFrom = square == null ? null : square.toString();
        return knownGames.made(loaded.entity(), new LegalMovesFrom(shownFrom), () -> {
            List<Ply> plies = loaded.entity().status == GameStatus.FINISHED
                    ? List.of()
                    : square == null ? game.legalPlies() : game.legalPliesFrom(square);
            return new LegalMovesView(
                    game.ply(),
                    game.sideToMove().id(),
                    shownFrom,
                    CachedJsonList.of(
                            plies.stream().map(LegalMovesView.LegalMove::of).toList()));
        });
    }

    /** A game's legal moves as kept with it in {@link KnownGames}: all ({@code from} null), or one piece's. */
    private record LegalMovesFrom(String from) {}

    /**
     * The caller's side resigns: the other side wins. A correspondence player may resign on either turn rather than
     * wait days for their own (docs/rules.md says why this differs from the over-the-board rule). Resigning
     * again a game the caller already resigned answers with the game, so that clients can retry safely. An
     * {@code ifMatch} that does not name the game's current tag refuses it with 412.
     */
    public GameView resign(String id, Caller caller, String ifMatch) {
        requireToken(caller);
        AtomicReference<String> precondition = new AtomicReference<>(ifMatch);
        return Conflicts.retrying(() -> resignOnce(id, caller, precondition.getAndSet(null)), Problems::writeConflict);
    }

    private GameView resignOnce(String id, Caller caller, String ifMatch) {
        Loaded loaded = load(id, ifMatch);
        GameEntity entity = loaded.entity();
        Game game = loaded.game();
        Side side = seat(entity, caller);
        switch (entity.status) {
            case WAITING -> throw Problems.notStarted();
            case FINISHED -> {
                if (entity.resultReason == ResultReason.RESIGNATION
                        && entity.resultWinner == Winner.of(side.opponent())) {
                    return views.of(entity, game, game.ply());
                }
                throw Problems.gameOver(entity);
            }
            case ABORTED -> throw Problems.aborted();
            case ACTIVE -> {}
        }
        ending.resign(entity, game, side);
        return views.of(entity, game, game.ply());
    }

    /**
     * Ends an active game off the board, for {@code reason} (a tournament's forfeit or adjudication), as {@link
     * GameEnding} ends every game. Runs in the caller's transaction; false if the game was not active.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean end(String id, Winner winner, ResultReason reason) {
        Loaded loaded = load(id);
        GameEntity entity = loaded.entity();
        if (entity.status != GameStatus.ACTIVE) {
            return false;
        }
        ending.offBoard(entity, loaded.game(), winner, reason);
        return true;
    }

    /**
     * The game to show, replayed, with no transaction and no lock; settled first (in a transaction of its own) only
     * when the loaded deadline has passed. Its entity is detached and may be kept (see {@link KnownGames}): never
     * change it.
     */
    public Loaded read(String id) {
        return read(id, store.glance(id, now.instant()).orElseThrow(() -> Problems.gameNotFound(id)));
    }

    /** The same, the game's row glanced at already: a game known at that version is not read again. */
    private Loaded read(String id, GameEntity.Glance glance) {
        if (!glance.due()) {
            Optional<Loaded> known = knownGames.known(id, glance.version());
            if (known.isPresent()) {
                return known.get();
            }
        }
        GameEntity entity = store.show(id).orElseThrow(() -> Problems.gameNotFound(id));
        if (timeouts.due(entity)) {
            if (!settledAlone(id)) {
                return settledByItsHolder(entity);
            }
            entity = store.read(id).orElseThrow(() -> Problems.gameNotFound(id));
            if (timeouts.due(entity)) {
                return settledByItsHolder(entity);
            }
        }
        return new Loaded(entity, knownGames.of(entity));
    }

    /**
     * Settles an overdue game before it is shown; false when no primary answers (a failover): the read goes on from
     * the standby, showing the settlement in memory, and the sweeper stores it once a primary is back.
     */
    private boolean settledAlone(String id) {
        try {
            timeouts.settleAlone(id);
            return true;
        } catch (RuntimeException e) {
            if (!DatabaseOutage.isOutage(e)) {
                throw e;
            }
            return false;
        }
    }

    /**
     * An overdue game another transaction holds (a sweep's batch settling it) shown as its settlement will commit it,
     * in memory only: a read neither waits for the holder nor shows a game lost on time as still being played. Not
     * kept: the stored game is still the one before the settlement.
     */
    private static Loaded settledByItsHolder(GameEntity entity) {
        Game replayed = GameEnding.timedOut(entity);
        entity.conditionalSide = null;
        entity.version++;
        return new Loaded(entity, replayed);
    }

    /** Loads the game to change it, first settling it if its side to move ran out of time. */
    public Loaded load(String id) {
        return load(id, null);
    }

    /**
     * Loads the game to change it (managed by Hibernate, in the caller's transaction), settled first if its side to
     * move ran out of time, and checks an {@code If-Match} (when not null) against its tag (see {@link #matched}).
     */
    private Loaded load(String id, String ifMatch) {
        GameEntity entity = store.load(id).orElseThrow(() -> Problems.gameNotFound(id));
        GameEntity seen = null;
        if (timeouts.due(entity)) {
            seen = entity.detachedCopy();
            // settled, or changed by whoever beat the deadline: the same entity, refreshed
            if (!timeouts.settle(id)) {
                seen = null;
            }
            entity = store.load(id).orElseThrow(() -> Problems.gameNotFound(id));
        }
        return matched(new Loaded(entity, knownGames.of(entity)), ifMatch, seen);
    }

    /**
     * Loads the game to play a move on it: detached and in no transaction, settled first (in a transaction of its
     * own, waiting for whoever holds it) if its side to move ran out of time; the store writes the move on the version
     * read.
     */
    private Loaded loadToMove(String id, String ifMatch) {
        GameEntity entity = store.read(id).orElseThrow(() -> Problems.gameNotFound(id));
        GameEntity seen = null;
        if (timeouts.due(entity)) {
            seen = timeouts.settleBeforeMove(id) ? entity : null;
            entity = store.read(id).orElseThrow(() -> Problems.gameNotFound(id));
        }
        return matched(new Loaded(entity, knownGames.of(entity)), ifMatch, seen);
    }

    /**
     * The game, once an {@code If-Match} (when not null) is checked against its tag: 412 when the game has moved on.
     * When this request settled the game on time, the tag is the one the game had before ({@code seen}), as the client
     * could have seen no other; {@code seen} is null otherwise.
     */
    private static Loaded matched(Loaded loaded, String ifMatch, GameEntity seen) {
        if (ifMatch != null) {
            GameEntity tagged = seen == null ? loaded.entity() : seen;
            GameTags.requireMatch(ifMatch, tagged.id, tagged.ply(), tagged.version, tagged.status);
        }
        return loaded;
    }

    public static void requireToken(Caller caller) {
        if (caller.isAnonymous()) {
            throw Problems.tokenRequired();
        }
    }

    /**
     * The side the caller plays in this game: a player's seat, or the side of a seat token of this game (or of an
     * earlier game of its rematch chain).
     */
    public static Side seat(GameEntity entity, Caller caller) {
        Optional<UUID> player = caller.playerId();
        if (player.isPresent()) {
            return entity.sideOf(player.get()).orElseThrow(Problems::notInGame);
        }
        Seat seat = caller.seat().orElseThrow(Problems::tokenRequired);
        // a rematch is played with the first game's seat tokens (see GameEntity.seatOf)
        return entity.seatOf(seat.gameId(), seat.side()).orElseThrow(Problems::wrongGame);
    }
}
