package com.taflpost.game;

import com.taflpost.catalog.ResultView;
import com.taflpost.catalog.MoveProblems;
import com.taflpost.clock.GameClock;
import com.taflpost.clock.TimeControl;
import com.taflpost.clock.Timeouts;
import com.taflpost.player.Player;
import com.taflpost.player.PlayerGames;
import com.taflpost.player.PlayerGamesSource;
import com.taflpost.catalog.Grid;
import com.taflpost.catalog.Setup;
import com.taflpost.http.ApiException;
import com.taflpost.http.TokenIssuer;
import com.taflpost.rules.Board;
import com.taflpost.rules.Game;
import com.taflpost.rules.GameState;
import com.taflpost.rules.IllegalMoveException;
import com.taflpost.rules.Move;
import com.taflpost.rules.NotationException;
import com.taflpost.rules.Outcome;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Side;
import com.taflpost.rules.Square;
import com.taflpost.rules.Winner;
import io.quarkus.logging.Log;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.OptimisticLockException;
import jakarta.persistence.PersistenceException;
import jakarta.transaction.Transactional;
import java.net.URI;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;
import org.hibernate.StaleStateException;

/**
 * Games: creating, joining, moving, resigning and reading them. Every request loads the game with its moves in
 * one query and replays them once; the replayed {@link Game} is passed down, never rebuilt.
 */
@ApplicationScoped
public class GameService implements PlayerGamesSource {

    private final SecureRandom random = new SecureRandom();

    @Inject
    TokenIssuer tokens;

    @Inject
    Clock clock;

    @Inject
    Timeouts timeouts;

    @Inject
    GameEvents events;

    /** A game as stored, and the same game replayed by the rules engine. */
    private record Loaded(GameEntity entity, Game game) {
    }

    /** The answer to a move: the game after it, and whether this request played it (false for a repeated request). */
    public record Played(GameView game, boolean created) {
    }

    /**
     * Creates a game. Without a player token it is anonymous and active, and the answer carries both seat tokens;
     * with one the creator takes a seat and the game waits for the other player.
     */
    @Transactional
    public GameView create(CreateGameRequest request, Identity caller, URI gamesUrl) {
        if (request == null) {
            throw new ApiException.BadRequest("body-required", "send the game to create as JSON");
        }
        Side creatorSide = creatorSide(request.side());
        Instant now = now();
        GameEntity entity = newGame(request, now);
        Game game = entity.replay();
        if (caller instanceof Identity.Player player) {
            Player creator = existing(player);
            if (creatorSide == Side.ATTACKERS) {
                entity.attackers = creator;
            } else {
                entity.defenders = creator;
            }
            entity.reserved = opponent(request.opponent(), creator);
            entity.status = GameStatus.WAITING;
        } else if (caller instanceof Identity.Seat) {
            throw Problems.notAPlayerToken();
        } else {
            if (request.opponent() != null) {
                throw new ApiException.BadRequest("opponent-needs-player-token",
                        "only a registered player (with a player token) can name an opponent");
            }
            entity.anonymous = true;
            entity.status = GameStatus.ACTIVE;
            entity.clock = entity.clock.start(game.sideToMove(), now);
        }
        entity.persist();
        GameView view = view(entity, game, 0);
        if (!entity.anonymous) {
            return view;
        }
        return view.withSeats(Seats.issue(tokens, entity.id, creatorSide, gamesUrl));
    }

    /**
     * Starts a game between two registered players, both seated and the clock running (an accepted challenge): the
     * creator takes {@code request.side()}. Runs in the caller's transaction; the players hear that it started.
     */
    @Transactional
    public GameView createSeated(CreateGameRequest request, Player creator, Player opponent) {
        Instant now = now();
        GameEntity entity = newGame(request, now);
        Game game = entity.replay();
        boolean attacks = creatorSide(request.side()) == Side.ATTACKERS;
        entity.attackers = attacks ? creator : opponent;
        entity.defenders = attacks ? opponent : creator;
        entity.status = GameStatus.ACTIVE;
        entity.clock = entity.clock.start(game.sideToMove(), now);
        entity.persist();
        flush();
        events.started(entity, game);
        return view(entity, game, 0);
    }

    /** Checks a game to create later (a challenge's) as {@link #create} would, without creating it. */
    public void check(CreateGameRequest request) {
        newGame(request, now());
    }

    /** A new game's start and time control, checked; not yet stored. */
    private GameEntity newGame(CreateGameRequest request, Instant now) {
        Setup setup = Setup.resolve(request.ruleset(), request.board(), request.position(), request.sideToMove());
        if (request.side() != null && !request.side().equals("random")) {
            Setup.side(request.side(), "side");
        }
        TimeControl timeControl = TimeControl.of(request.timeControl());
        Game game = Game.start(setup.ruleset(), setup.board(), setup.sideToMove());
        if (game.isOver()) {
            Outcome outcome = game.outcome();
            throw Setup.invalidPosition("the game would be over before the first move: " + outcome.winner().id()
                    + " (" + outcome.reason().id() + ")");
        }
        GameEntity entity = new GameEntity();
        entity.id = GameEntity.newId();
        entity.ruleset = setup.ruleset().id();
        entity.boardId = setup.layout() == null ? null : setup.layout().id();
        entity.startPosition = setup.board().toString();
        entity.startSide = setup.sideToMove();
        entity.createdAt = now;
        entity.updatedAt = now;
        entity.clock = GameClock.of(timeControl);
        return entity;
    }

    /** The game, showing the position after {@code ply} moves (the current one when {@code ply} is null). */
    @Transactional
    public GameView view(String id, String ply) {
        Loaded loaded = load(id);
        return view(loaded.entity(), loaded.game(), shownPly(ply, loaded.game().ply()));
    }

    @Transactional
    public LegalMovesView legalMoves(String id, String from) {
        Loaded loaded = load(id);
        Game game = loaded.game();
        Square square = from == null ? null : square(from, game.board());
        List<String> moves = loaded.entity().status == GameStatus.FINISHED ? List.of() : (square == null ? game.legalPlies() : game.legalPliesFrom(square)).stream().map(Ply::notation).toList();
        return new LegalMovesView(game.ply(), game.sideToMove().id(), square == null ? null : square.toString(), moves);
    }

    /**
     * Plays a move for the caller's side. A request repeated after its move was stored (the same move for the
     * same ply) answers with the current game instead of an error, so that clients can retry safely.
     */
    public Played play(String id, Identity caller, MoveRequest request) {
        requireToken(caller);
        if (request == null || request.move() == null || request.move().isBlank()) {
            throw new ApiException.BadRequest("move-required", "send the move, e.g. {\"move\": \"d1-d3\"}");
        }
        if (request.ply() != null && request.ply() < 0) {
            throw new ApiException.BadRequest("bad-ply", "ply counts the moves played so far; it cannot be negative");
        }
        return writing(() -> playOnce(id, caller, request.move().strip(), request.ply()));
    }

    private Played playOnce(String id, Identity caller, String move, Integer expectedPly) {
        Loaded loaded = load(id);
        GameEntity entity = loaded.entity();
        Game game = loaded.game();
        Side side = seat(entity, caller);
        int current = game.ply();
        int follows = expectedPly == null ? current : expectedPly;
        // A retry: the move was meant for an earlier ply, or (sent without ply) the caller's side just moved.
        if (follows < current || (expectedPly == null && current > 0 && game.sideToMove() != side)) {
            int retried = expectedPly == null ? current - 1 : follows;
            if (repeats(game, retried, side, move)) {
                return new Played(view(entity, game, current), false);
            }
            if (expectedPly != null) {
                throw Problems.stalePly(follows, current);
            }
        }
        switch (entity.status) {
            case WAITING -> throw Problems.notStarted();
            case FINISHED -> throw Problems.gameOver(entity);
            case ACTIVE -> {
            }
        }
        if (follows != current) {
            throw Problems.stalePly(follows, current);
        }
        if (game.sideToMove() != side) {
            throw Problems.notYourTurn(game.sideToMove().id());
        }
        Game next;
        try {
            next = game.play(move);
        } catch (IllegalMoveException e) {
            throw MoveProblems.illegalMove(current + 1, e.error(), e.getMessage());
        }
        Instant now = now();
        Ply played = next.current().lastPly();
        MoveEntity stored = MoveEntity.of(entity, current + 1, played.notation(), now);
        entity.moves.add(stored);
        stored.persist();
        entity.updatedAt = now;
        entity.clock = entity.clock.afterMove(side, now);
        if (next.isOver()) {
            entity.clock = entity.clock.stop(next.sideToMove(), now);
            entity.finish(next.outcome().winner(), ResultReason.of(next.outcome().reason()));
        }
        flush();
        events.moved(entity, next);
        return new Played(view(entity, next, next.ply()), true);
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
        return stored.side() == side && stored.from().equals(sent.from()) && stored.to().equals(sent.to())
                && (sent.claimedCaptures() == null || new HashSet<>(sent.claimedCaptures()).equals(Set.copyOf(stored.captures())));
    }

    /** Takes the open seat of a waiting game for the calling player. */
    public GameView join(String id, Identity caller) {
        if (caller instanceof Identity.Player player) {
            return writing(() -> joinOnce(id, player));
        }
        throw caller instanceof Identity.Seat ? Problems.notAPlayerToken() : Problems.playerTokenRequired();
    }

    private GameView joinOnce(String id, Identity.Player player) {
        Loaded loaded = load(id);
        GameEntity entity = loaded.entity();
        if (entity.anonymous) {
            throw new ApiException.Conflict("no-open-seat", "an anonymous game is played with seat tokens; nobody can join it");
        }
        if (entity.sideOf(player.id()).isPresent()) {
            throw new ApiException.Conflict("own-game", "you already have a seat in this game");
        }
        if (entity.status != GameStatus.WAITING) {
            throw new ApiException.Conflict("seat-taken", "both seats of this game are taken");
        }
        if (entity.reserved != null && !entity.reserved.id.equals(player.id())) {
            throw new ApiException.Forbidden("seat-reserved", "the open seat is kept for " + entity.reserved.name);
        }
        Player joining = existing(player);
        if (entity.attackers == null) {
            entity.attackers = joining;
        } else {
            entity.defenders = joining;
        }
        entity.reserved = null;
        entity.status = GameStatus.ACTIVE;
        entity.updatedAt = now();
        entity.clock = entity.clock.start(loaded.game().sideToMove(), entity.updatedAt);
        flush();
        events.started(entity, loaded.game());
        return view(entity, loaded.game(), loaded.game().ply());
    }

    /**
     * The caller's side resigns: the other side wins. As the rules say, only the side to move may resign. Resigning
     * again a game the caller already resigned answers with the game, so that clients can retry safely.
     */
    public GameView resign(String id, Identity caller) {
        requireToken(caller);
        return writing(() -> resignOnce(id, caller));
    }

    private GameView resignOnce(String id, Identity caller) {
        Loaded loaded = load(id);
        GameEntity entity = loaded.entity();
        Game game = loaded.game();
        Side side = seat(entity, caller);
        switch (entity.status) {
            case WAITING -> throw Problems.notStarted();
            case FINISHED -> {
                if (entity.resultReason == ResultReason.RESIGNATION && entity.resultWinner == Winner.of(side.opponent())) {
                    return view(entity, game, game.ply());
                }
                throw Problems.gameOver(entity);
            }
            case ACTIVE -> {
            }
        }
        if (game.sideToMove() != side) {
            throw Problems.notYourTurn(game.sideToMove().id());
        }
        entity.updatedAt = now();
        entity.clock = entity.clock.stop(side, entity.updatedAt);
        entity.finish(Winner.of(side.opponent()), ResultReason.RESIGNATION);
        flush();
        events.finished(entity, game);
        return view(entity, game, game.ply());
    }

    /** A player's games for the profile: current games, invitations, and the wins, losses and draws. */
    @Override
    @Transactional
    public PlayerGames summaryFor(UUID playerId) {
        timeouts.settleFor(playerId);
        List<Object[]> seated = GameEntity.getEntityManager().createQuery("""
                        select g, (select count(m) from MoveEntity m where m.game = g) from GameEntity g
                        left join fetch g.attackers left join fetch g.defenders
                        where (g.attackers.id = :player or g.defenders.id = :player) and g.status <> :finished
                        order by g.updatedAt desc""", Object[].class)
                .setParameter("player", playerId)
                .setParameter("finished", GameStatus.FINISHED)
                .getResultList();
        List<PlayerGames.Current> current = seated.stream().map(row -> {
            GameEntity game = (GameEntity) row[0];
            Side side = game.sideOf(playerId).orElseThrow();
            return summary(game, side, ((Number) row[1]).intValue());
        }).toList();
        List<PlayerGames.Current> invitations = GameEntity.<GameEntity>find("""
                        from GameEntity g left join fetch g.attackers left join fetch g.defenders
                        where g.reserved.id = ?1 and g.status = ?2 order by g.createdAt desc""",
                        playerId, GameStatus.WAITING).list().stream()
                .map(game -> summary(game, game.attackers == null ? Side.ATTACKERS : Side.DEFENDERS, 0))
                .toList();
        Object[] tally = GameEntity.getEntityManager().createQuery("""
                        select
                          coalesce(sum(case when (g.resultWinner = :attackers and g.attackers.id = :player)
                                              or (g.resultWinner = :defenders and g.defenders.id = :player)
                                            then 1 else 0 end), 0),
                          coalesce(sum(case when g.resultWinner = :draw then 1 else 0 end), 0),
                          count(g)
                        from GameEntity g
                        where g.status = :finished and (g.attackers.id = :player or g.defenders.id = :player)""",
                        Object[].class)
                .setParameter("attackers", Winner.ATTACKERS)
                .setParameter("defenders", Winner.DEFENDERS)
                .setParameter("draw", Winner.DRAW)
                .setParameter("finished", GameStatus.FINISHED)
                .setParameter("player", playerId)
                .getSingleResult();
        long wins = ((Number) tally[0]).longValue();
        long draws = ((Number) tally[1]).longValue();
        long finished = ((Number) tally[2]).longValue();
        return new PlayerGames(current, invitations, new PlayerGames.Tally(wins, finished - wins - draws, draws));
    }

    private static PlayerGames.Current summary(GameEntity game, Side side, int ply) {
        Player opponent = game.playerOf(side.opponent());
        Side toMove = ply % 2 == 0 ? game.startSide : game.startSide.opponent();
        return new PlayerGames.Current(game.id, game.ruleset, game.boardId == null ? Setup.CUSTOM : game.boardId, side.id(),
                opponent == null ? null : opponent.name, game.status.id(),
                game.status == GameStatus.ACTIVE && toMove == side, ply, game.updatedAt);
    }

    /** Loads the game, first settling it if its side to move ran out of time. */
    private Loaded load(String id) {
        timeouts.settle(id);
        GameEntity entity = GameEntity.load(id).orElseThrow(() -> Problems.gameNotFound(id));
        return new Loaded(entity, entity.replay());
    }

    private GameView view(GameEntity entity, Game game, int shownPly) {
        GameState shown = game.state(shownPly);
        Ply last = shown.lastPly();
        return new GameView(entity.id, entity.ruleset, entity.boardId == null ? Setup.CUSTOM : entity.boardId,
                shown.board().size(), entity.anonymous, new PlayersView(name(entity.attackers), name(entity.defenders)),
                entity.status == GameStatus.WAITING ? name(entity.reserved) : null, entity.status.id(),
                entity.resultWinner == null ? null : new ResultView(entity.resultWinner.id(), entity.resultReason.id()),
                entity.clock.view(game.sideToMove(), now()), game.ply(), entity.notations(), shownPly, shown.sideToMove().id(), shown.position(),
                last == null ? null : last.notation(), Grid.of(shown.board()), entity.startPosition, entity.startSide.id(),
                entity.createdAt, entity.updatedAt, null);
    }

    private static String name(Player player) {
        return player == null ? null : player.name;
    }

    /** The ply a {@code ?ply} parameter asks for: the current one when absent. */
    public static int shownPly(String text, int current) {
        if (text == null) {
            return current;
        }
        int ply;
        try {
            ply = Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new ApiException.BadRequest("bad-ply", "ply must be a whole number, not '" + text + "'");
        }
        if (ply < 0 || ply > current) {
            throw new ApiException.BadRequest("ply-out-of-range", "ply must be between 0 and " + current + ", not " + ply);
        }
        return ply;
    }

    private static Square square(String text, Board board) {
        Square square;
        try {
            square = Square.parse(text.strip());
        } catch (NotationException e) {
            throw new ApiException.BadRequest("bad-square", e.getMessage());
        }
        if (!board.contains(square)) {
            throw new ApiException.BadRequest("bad-square", square + " is not on a " + board.size() + "x" + board.size() + " board");
        }
        return square;
    }

    private static void requireToken(Identity caller) {
        if (caller instanceof Identity.Nobody) {
            throw Problems.tokenRequired();
        }
    }

    /** The side the caller plays in this game. */
    private static Side seat(GameEntity entity, Identity caller) {
        if (caller instanceof Identity.Player player) {
            return entity.sideOf(player.id()).orElseThrow(Problems::notInGame);
        }
        if (caller instanceof Identity.Seat seat) {
            if (!entity.anonymous || !seat.gameId().equals(entity.id)) {
                throw Problems.wrongGame();
            }
            return seat.side();
        }
        throw Problems.tokenRequired();
    }

    private static Player existing(Identity.Player player) {
        Player found = Player.findById(player.id());
        if (found == null) {
            throw Problems.unknownPlayer();
        }
        return found;
    }

    private static Player opponent(String name, Player creator) {
        if (name == null) {
            return null;
        }
        Player opponent = Player.findByName(name).orElse(null);
        if (opponent == null) {
            throw new ApiException.BadRequest("unknown-opponent", "no player is called '" + name + "'");
        }
        if (opponent.id.equals(creator.id)) {
            throw new ApiException.BadRequest("own-opponent", "you cannot keep the other seat for yourself");
        }
        return opponent;
    }

    private Side creatorSide(String side) {
        if (side == null || side.equals("random")) {
            return random.nextBoolean() ? Side.ATTACKERS : Side.DEFENDERS;
        }
        return Setup.side(side, "side");
    }




    /** Timestamps at the database's precision, so that an answer shows what a later read will show. */
    private Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }

    /**
     * Runs a change in its own transaction. If a concurrent request changed the game first, runs it once more
     * on the new state, which then answers the way a later request would (a repeated move, a stale ply, a taken
     * seat); a second collision is a plain 409.
     */
    private static <T> T writing(Supplier<T> change) {
        try {
            return QuarkusTransaction.requiringNew().call(change::get);
        } catch (WriteConflict first) {
            Log.debugf("a concurrent change won (%s); running the request again", first.getCause().getMessage());
            try {
                return QuarkusTransaction.requiringNew().call(change::get);
            } catch (WriteConflict again) {
                throw Problems.writeConflict();
            }
        }
    }

    /** Writes the change now, so that a collision with a concurrent request surfaces here as a {@link WriteConflict}. */
    private static void flush() {
        try {
            GameEntity.getEntityManager().flush();
        } catch (PersistenceException e) {
            if (isConflict(e)) {
                throw new WriteConflict(e);
            }
            throw e;
        }
    }

    /** A lost optimistic lock, or a second insert of the same ply (unique violation). */
    private static boolean isConflict(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof OptimisticLockException || cause instanceof StaleStateException
                    || (cause instanceof SQLException sql && "23505".equals(sql.getSQLState()))) {
                return true;
            }
        }
        return false;
    }

    private static final class WriteConflict extends RuntimeException {
        WriteConflict(Throwable cause) {
            super(cause);
        }
    }
}
