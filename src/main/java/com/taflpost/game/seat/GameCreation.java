package com.taflpost.game.seat;

import com.taflpost.auth.Caller;
import com.taflpost.catalog.Setup;
import com.taflpost.clock.GameClock;
import com.taflpost.clock.TimeControl;
import com.taflpost.game.GameBatches;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameEvents;
import com.taflpost.game.GameStatus;
import com.taflpost.game.GameStore;
import com.taflpost.game.GameView;
import com.taflpost.game.GameView.InvitationLink;
import com.taflpost.game.GameViews;
import com.taflpost.game.Problems;
import com.taflpost.platform.Now;
import com.taflpost.player.Player;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Game;
import com.taflpost.rules.Outcome;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * Creating games: an open one (anonymous, or with the creator seated and the other seat waiting), or one between two
 * seated players that starts at once (an accepted challenge, a tournament's pairing). Every new game's start and
 * time control are checked here, before anything is stored.
 */
@ApplicationScoped
public class GameCreation {

    private final SecureRandom random = new SecureRandom();

    @Inject
    Now now;

    @Inject
    GameEvents events;

    @Inject
    GameViews views;

    @Inject
    Seating invitations;

    @Inject
    GameStore store;

    @Inject
    GameBatches batches;

    /**
     * Creates a game. Without a player token it is anonymous: the answer carries the creator's seat (its token and
     * link) and an invitation to the other seat, and the game waits until the invitation is claimed. With one the
     * creator takes a seat and the game waits for the other player, who may also come by the invitation.
     */
    @Transactional
    public GameView create(CreateGameRequest request, Caller caller) {
        if (request == null) {
            throw new ApiException.BadRequest("body-required", "send the game to create as JSON");
        }
        Side creatorSide = creatorSide(request.side());
        Instant at = now.instant();
        GameEntity entity = newGame(request, at);
        Game game = entity.replay();
        if (request.computer() != null) {
            return againstComputer(request, caller, creatorSide, entity, game);
        }
        if (caller.isAnonymous()) {
            if (request.isRated()) {
                throw Problems.unratable(
                        "an anonymous game is never rated: create it with a player token to have it rated");
            }
            if (request.opponent() != null) {
                throw new ApiException.BadRequest(
                        "opponent-needs-player-token",
                        "only a registered player (with a player token) can name an opponent");
            }
            entity.anonymous = true;
        } else {
            Player creator = existing(caller.requirePlayer());
            entity.seat(creatorSide, creator);
            entity.reserved = opponent(request.opponent(), creator);
        }
        entity.status = GameStatus.WAITING;
        store.create(entity);
        InvitationLink invitation = invitations.offer(entity, creatorSide.opponent());
        GameView view = views.of(entity, game, 0).withYourSide(creatorSide.id());
        return view.withLinks(entity.anonymous ? invitations.seat(entity.id, creatorSide) : null, invitation);
    }

    /**
     * Starts a game against the computer: the creator (a player, or anonymous with a seat token) takes a seat, the
     * computer the other one, and the clock runs. The computer's moves are played by the computer package.
     */
    private GameView againstComputer(
            CreateGameRequest request, Caller caller, Side creatorSide, GameEntity entity, Game game) {
        if (request.opponent() != null) {
            throw new ApiException.BadRequest(
                    "computer-and-opponent", "a game against the computer has no other opponent: leave out opponent");
        }
        if (request.isRated()) {
            throw Problems.unratable("a game against the computer is never rated");
        }
        if (caller.isAnonymous()) {
            entity.anonymous = true;
        } else {
            entity.seat(creatorSide, existing(caller.requirePlayer()));
        }
        entity.computerLevel = request.computer().level();
        entity.computerSide = creatorSide.opponent();
        entity.status = GameStatus.ACTIVE;
        Instant at = entity.createdAt;
        entity.clock = entity.clock.start(game.sideToMove(), at).pausedUntil(entity.awayUntil(game.sideToMove()), at);
        store.create(entity);
        store.save();
        events.started(entity, game);
        GameView view = views.of(entity, game, 0).withYourSide(creatorSide.id());
        return view.withLinks(entity.anonymous ? invitations.seat(entity.id, creatorSide) : null, null);
    }

    /**
     * Starts a game between two registered players, both seated and the clock running (an accepted challenge): the
     * creator takes {@code request.side()}. Runs in the caller's transaction; the players hear that it started.
     */
    @Transactional
    public GameView createSeated(CreateGameRequest request, Player creator, Player opponent) {
        return createSeated(request, creator, opponent, entity -> {});
    }

    /** The same, with {@code tags} marking the new game (rated, a tournament's round) before it is stored. */
    @Transactional
    public GameView createSeated(
            CreateGameRequest request, Player creator, Player opponent, Consumer<GameEntity> tags) {
        Instant at = now.instant();
        GameEntity entity = newGame(request, at);
        Game game = entity.replay();
        Side creatorSide = creatorSide(request.side());
        entity.seat(creatorSide, creator);
        entity.seat(creatorSide.opponent(), opponent);
        tags.accept(entity);
        entity.status = GameStatus.ACTIVE;
        entity.clock = entity.clock.start(game.sideToMove(), at).pausedUntil(entity.awayUntil(game.sideToMove()), at);
        store.create(entity);
        store.save();
        events.started(entity, game);
        return views.of(entity, game, 0);
    }

    /** A game to start between two registered players, with {@code tags} marking it: see {@link #createSeatedAll}. */
    public record SeatedGame(Player attackers, Player defenders, Consumer<GameEntity> tags) {}

    /**
     * Starts many games as {@link #createSeated} starts one (a tournament's rounds), all from {@code request} and
     * with the seats given: stored by one statement and their players' events written together, in the caller's
     * transaction. Their ids, in the order of {@code seated}.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public List<String> createSeatedAll(CreateGameRequest request, List<SeatedGame> seated) {
        Instant at = now.instant();
        Game game = newGame(request, at).replay();
        List<GameEntity> entities = new ArrayList<>();
        for (SeatedGame seats : seated) {
            GameEntity entity = newGame(request, at);
            entity.seat(Side.ATTACKERS, seats.attackers());
            entity.seat(Side.DEFENDERS, seats.defenders());
            seats.tags().accept(entity);
            entity.status = GameStatus.ACTIVE;
            // a player away when the round starts begins it when back, as any game that becomes their turn
            entity.clock =
                    entity.clock.start(game.sideToMove(), at).pausedUntil(entity.awayUntil(game.sideToMove()), at);
            entities.add(entity);
        }
        batches.createAll(entities);
        events.startedAll(entities, game);
        return entities.stream().map(entity -> entity.id).toList();
    }

    /** Checks a game to create later (a challenge's) as {@link #create} would, without creating it. */
    public void check(CreateGameRequest request) {
        newGame(request, now.instant());
    }

    /** A new game's start and time control, checked; not yet stored. */
    private static GameEntity newGame(CreateGameRequest request, Instant at) {
        Setup setup = Setup.resolve(
                request.ruleset(), request.rules(), request.board(), request.position(), request.sideToMove());
        if (request.side() != null && !request.side().equals("random")) {
            Setup.side(request.side(), "side");
        }
        TimeControl timeControl = TimeControl.of(request.timeControl());
        Game game = Game.start(setup.ruleset(), setup.board(), setup.sideToMove());
        if (game.isOver()) {
            Outcome outcome = game.outcome();
            throw Setup.invalidPosition("the game would be over before the first move: "
                    + outcome.winner().id() + " (" + outcome.reason().id() + ")");
        }
        GameEntity entity = GameEntity.create(
                setup.ruleset(),
                setup.layout() == null ? null : setup.layout().id(),
                setup.board(),
                setup.sideToMove(),
                at);
        entity.clock = GameClock.of(timeControl);
        if (request.isRated() && request.rules() != null) {
            throw Problems.unratable("a game under custom rules is never rated: leave out rules or rated");
        }
        if (request.isRated() && entity.boardId == null) {
            throw Problems.unratable("a game from a custom position is never rated: start it on a named board");
        }
        entity.rated = request.isRated();
        if (request.allowsTakebacks() && entity.rated) {
            throw Problems.takebacksInRatedGame();
        }
        entity.takebacks = request.allowsTakebacks();
        return entity;
    }

    /** The registered player with this id; 401 unknown-player when the token names none. */
    static Player existing(UUID id) {
        Player found = Player.findById(id);
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
}
