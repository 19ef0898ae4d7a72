package com.taflpost.game.conditional;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.auth.Caller;
import com.taflpost.catalog.MoveProblems;
import com.taflpost.catalog.PlyLimit;
import com.taflpost.fairplay.PositionKey;
import com.taflpost.game.ConditionalReplies;
import com.taflpost.game.Conflicts;
import com.taflpost.game.GameEnding;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameEvents;
import com.taflpost.game.GameService;
import com.taflpost.game.GameStatus;
import com.taflpost.game.GameStore;
import com.taflpost.game.Problems;
import com.taflpost.platform.Now;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Board;
import com.taflpost.rules.Game;
import com.taflpost.rules.IllegalMove;
import com.taflpost.rules.IllegalMoveException;
import com.taflpost.rules.Replay;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * Conditional moves (lichess's forecast): on the opponent's turn a player stores lines of moves, each alternating the
 * opponent's move and the reply to it. When the opponent plays the first move of a line, the reply is played at once,
 * in the transaction of the opponent's move, as if the player had sent it; the lines that began with the pair played
 * go on from their next pair, the others are dropped. The game row names the side with lines ({@link
 * GameEntity#conditionalSide}), so that only the moves of such games take this slower way: every other move is written
 * with other games' moves by the core's move writer, with no query more.
 */
@ApplicationScoped
public class ConditionalMoves implements ConditionalReplies {
    /** The most lines a player keeps in a game. */
    public static final int MAX_LINES = 16;

    /** The most plies of a line: twenty pairs of a move and its reply. */
    public static final int MAX_LINE_PLIES = 40;

    /** The longest text of one move (the longest notation with captures is far shorter). */
    public static final int MAX_MOVE_LENGTH = 32;

    private static final TypeReference<List<List<String>>> LINES = new TypeReference<>() {};

    @Schema(
            name = "ConditionalMovesRequest",
            description = "The lines to store, replacing those stored before",
            requiredProperties = "lines")
    public record Request(
            @Schema(
                    description = "Lines of moves, each alternating a move of the opponent and the reply to it,"
                            + " starting from the current position: an even number of moves, at least 2",
                    minItems = 1,
                    maxItems = MAX_LINES,
                    examples = "[[\"d3-c3\", \"b4-b2\"], [\"d3-e3\", \"d2-f2\", \"e3-e2\", \"f2-f3\"]]")
            @NotNull
            @Size(min = 1, max = MAX_LINES)
            List<@NotNull @Size(min = 2, max = MAX_LINE_PLIES) List<@NotBlank @Size(max = MAX_MOVE_LENGTH) String>>
                    lines) {}

    @Schema(name = "ConditionalMoves", description = "The caller's conditional moves in a game")
    public record View(
            @Schema(description = "The game", examples = "Xk3p9QaZ2m")
            String gameId,

            @Schema(description = "The caller's side", examples = "attackers")
            String side,

            @Schema(
                    description = "The ply the lines start from (the moves played when they were stored or last"
                            + " answered); null when there are none",
                    nullable = true)
            Integer ply,

            @Schema(
                    description = "The lines, in canonical notation: each alternates the opponent's move and the"
                            + " reply; empty when none are stored")
            List<List<String>> lines) {}

    @Inject
    GameService games;

    @Inject
    GameStore store;

    @Inject
    GameEvents events;

    @Inject
    GameEnding ending;

    @Inject
    PlyLimit plyLimit;

    @Inject
    EntityManager entities;

    @Inject
    ObjectMapper json;

    @Inject
    Now now;

    /** The caller's lines in the game: never the opponent's (a player reads only their own side's). */
    public View view(String id, Caller caller) {
        GameService.requireToken(caller);
        GameEntity entity = games.read(id).entity();
        Side side = GameService.seat(entity, caller);
        if (entity.status != GameStatus.ACTIVE || entity.conditionalSide != side) {
            return new View(id, side.id(), null, List.of());
        }
        return QuarkusTransaction.requiringNew()
                .call(() -> stored(id, false)
                        .filter(s -> s.side() == side)
                        .map(s -> new View(id, side.id(), s.ply(), s.lines()))
                        .orElse(new View(id, side.id(), null, List.of())));
    }

    /**
     * Stores the caller's lines, replacing theirs: only on the opponent's turn in an active game, every line legal
     * from the current position.
     */
    public View store(String id, Caller caller, Request request) {
        GameService.requireToken(caller);
        if (request == null || request.lines() == null || request.lines().isEmpty()) {
            throw new ApiException.BadRequest("lines-required", "send at least one line of moves");
        }
        return Conflicts.retryingOutsideTransaction(() -> storeOnce(id, caller, request), Problems::writeConflict);
    }

    private View storeOnce(String id, Caller caller, Request request) {
        GameService.Loaded loaded = games.read(id);
        GameEntity entity = loaded.entity().detachedCopy();
        Game game = loaded.game();
        Side side = GameService.seat(entity, caller);
        Problems.requireActive(entity);
        if (game.sideToMove() == side) {
            throw new ApiException.Conflict(
                    "conditional-on-your-turn",
                    "conditional moves are stored on the opponent's turn; it is your turn: move instead");
        }
        List<List<String>> lines = canonical(entity, game, request.lines());
        QuarkusTransaction.requiringNew().run(() -> {
            store.writeConditionalSide(entity, side);
            write(id, side, game.ply(), lines);
        });
        return new View(id, side.id(), game.ply(), lines);
    }

    /** Clears the caller's lines (if they have any); in no state is that refused but for a seat elsewhere. */
    public void clear(String id, Caller caller) {
        GameService.requireToken(caller);
        Conflicts.retrying(
                () -> {
                    GameEntity entity = games.load(id).entity();
                    Side side = GameService.seat(entity, caller);
                    if (entity.conditionalSide == side) {
                        drop(id);
                    }
                    return null;
                },
                Problems::writeConflict);
    }

    /** Drops the lines prepared in games whose rows were written without them already (a batch of timeouts). */
    @Override
    public void dropAll(List<String> gameIds) {
        entities.createNativeQuery("delete from conditional_moves where game_id in (:ids)")
                .setParameter("ids", gameIds)
                .executeUpdate();
    }

    /**
     * Drops whatever conditional moves the game has, in the caller's transaction (a takeback's, say): the game's row
     * through Hibernate (the managed game, if the caller holds it, else loaded here), so that the caller's own change
     * of it and this one are one write, on the next version.
     */
    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void drop(String gameId) {
        GameEntity managed = entities.find(GameEntity.class, gameId);
        if (managed != null && managed.conditionalSide != null) {
            managed.conditionalSide = null;
            store.save();
        }
        entities.createNativeQuery("delete from conditional_moves where game_id = :id")
                .setParameter("id", gameId)
                .executeUpdate();
    }

    /**
     * Writes the move just played ({@code entity} as read, its time and clock moved on; {@code next} the game after
     * it) in a transaction of its own and, when it is the first move of some of the opponent's lines, the reply with
     * it, as if the opponent had sent it; the lines then kept or dropped. Returns the game as it stands after both.
     * Lost to a concurrent change, nothing is written and it is refused as a collision, as any move.
     */
    @Override
    public Game playAndAnswer(GameEntity entity, Game next, String notation) {
        return QuarkusTransaction.requiringNew().call(() -> answer(entity, next, notation));
    }

    private Game answer(GameEntity entity, Game next, String notation) {
        int before = next.ply() - 1;
        if (next.isOver()) {
            ending.byMoveNow(entity, next, notation);
            forget(entity);
            return next;
        }
        store.writeMoveNow(entity, notation, events.moved(entity, next));
        GameStore.moved(entity, notation);
        // the game's row is locked by the move now: nobody changes the lines meanwhile
        Optional<Stored> stored = stored(entity.id, true);
        Side owner = next.sideToMove();
        if (stored.isEmpty()
                || stored.get().side() != owner
                || stored.get().ply() != before
                || entity.conditionalSide != owner) {
            forget(entity);
            return next;
        }
        List<List<String>> matching = stored.get().lines().stream()
                .filter(line -> line.size() >= 2 && line.get(0).equals(notation))
                .toList();
        if (matching.isEmpty()) {
            forget(entity);
            return next;
        }
        String reply = matching.get(0).get(1);
        Game after;
        try {
            plyLimit.check(next.ply() + 1);
            after = next.play(reply);
        } catch (IllegalMoveException | ApiException e) {
            forget(entity);
            return next;
        }
        String replied = after.current().lastPly().notation();
        Instant at = now.instant();
        entity.updatedAt = at;
        entity.clock = entity.clock.afterMove(owner, at).pausedUntil(entity.awayUntil(owner.opponent()), at);
        if (after.isOver()) {
            ending.byMoveNow(entity, after, replied);
            forget(entity);
            return after;
        }
        entity.positionKey = PositionKey.of(after.current());
        store.writeMoveNow(entity, replied, events.moved(entity, after));
        GameStore.moved(entity, replied);
        List<List<String>> going = matching.stream()
                .filter(line -> line.get(1).equals(reply) && line.size() > 2)
                .map(line -> List.copyOf(line.subList(2, line.size())))
                .toList();
        if (going.isEmpty()) {
            forget(entity);
        } else {
            write(entity.id, owner, after.ply(), going);
        }
        return after;
    }

    /**
     * Drops the lines in the transaction of a move that wrote the game's row (which took its version on), so the row
     * changes no more than the move changed it.
     */
    private void forget(GameEntity entity) {
        if (entity.conditionalSide == null) {
            return;
        }
        store.forgetConditionalSide(entity);
        entities.createNativeQuery("delete from conditional_moves where game_id = :id")
                .setParameter("id", entity.id)
                .executeUpdate();
    }

    /**
     * The lines checked from the current position, each as the rules write its moves (canonical notation): 400 for a
     * line of odd length, 422 for the first illegal move of the first line that has one.
     */
    private List<List<String>> canonical(GameEntity entity, Game game, List<List<String>> lines) {
        List<List<String>> written = new ArrayList<>();
        Ruleset ruleset = entity.ruleset();
        Board start = Board.parse(entity.startPosition, ruleset);
        int current = game.ply();
        for (int i = 0; i < lines.size(); i++) {
            List<String> line = lines.get(i);
            if (line == null || line.size() < 2 || line.size() % 2 != 0) {
                throw new ApiException.BadRequest(
                        "odd-line",
                        "line " + i + " has " + (line == null ? 0 : line.size())
                                + " moves: each line alternates the opponent's move and your reply, so it has an"
                                + " even number of moves, at least 2");
            }
            plyLimit.check(current + line.size());
            List<String> moves = new ArrayList<>(entity.notations());
            line.forEach(move -> moves.add(move == null ? "" : move.strip()));
            Replay replay = Replay.of(ruleset, start, entity.startSide, moves);
            if (!replay.isComplete()) {
                IllegalMove illegal = replay.illegalMove();
                throw MoveProblems.illegalLine(i, illegal.ply() - current, illegal.error(), illegal.message());
            }
            List<String> canonical = new ArrayList<>();
            for (int ply = current + 1; ply <= current + line.size(); ply++) {
                canonical.add(replay.game().state(ply).lastPly().notation());
            }
            written.add(List.copyOf(canonical));
        }
        return List.copyOf(written);
    }

    /** The stored lines of a game, their side and the ply they start from. */
    private record Stored(Side side, int ply, List<List<String>> lines) {}

    private Optional<Stored> stored(String gameId, boolean lock) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entities.createNativeQuery(
                        "select side, ply, lines::text from conditional_moves where game_id = :id"
                                + (lock ? " for update" : ""))
                .setParameter("id", gameId)
                .getResultList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        Object[] row = rows.get(0);
        try {
            return Optional.of(new Stored(
                    Side.fromId((String) row[0]),
                    ((Number) row[1]).intValue(),
                    json.readValue((String) row[2], LINES)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored conditional moves of " + gameId + " do not read", e);
        }
    }

    private void write(String gameId, Side side, int ply, List<List<String>> lines) {
        String text;
        try {
            text = json.writeValueAsString(lines);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write conditional moves", e);
        }
        entities.createNativeQuery("""
                        insert into conditional_moves (game_id, side, ply, lines, updated_at)
                        values (:id, :side, :ply, cast(:lines as jsonb), :at)
                        on conflict (game_id) do update set side = excluded.side, ply = excluded.ply,
                            lines = excluded.lines, updated_at = excluded.updated_at""")
                .setParameter("id", gameId)
                .setParameter("side", side.id())
                .setParameter("ply", ply)
                .setParameter("lines", text)
                .setParameter("at", now.instant())
                .executeUpdate();
    }
}
