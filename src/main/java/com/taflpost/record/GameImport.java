package com.taflpost.record;

import com.taflpost.auth.Caller;
import com.taflpost.auth.TokenIssuer;
import com.taflpost.catalog.PlyLimit;
import com.taflpost.catalog.Setup;
import com.taflpost.game.GameEnding;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameStatus;
import com.taflpost.game.GameStore;
import com.taflpost.game.Problems;
import com.taflpost.game.ResultReason;
import com.taflpost.game.Seats;
import com.taflpost.platform.Now;
import com.taflpost.player.Player;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Game;
import com.taflpost.rules.Side;
import com.taflpost.rules.format.GameRecord;
import com.taflpost.rules.format.RecordException;
import com.taflpost.rules.format.RecordReader;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.net.URI;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A game created from its text record: the record read and checked move by move, then stored as a game. */
@ApplicationScoped
public class GameImport {

    @Inject
    PlyLimit plyLimit;

    @Inject
    TokenIssuer tokens;

    @Inject
    Now now;

    @Inject
    GameStore store;

    /** An imported game: its id and, for an anonymous game still going on, the seat tokens. */
    public record Imported(String id, Seats seats) {}

    /**
     * Creates a game from its record, checked move by move. Without a token the game is anonymous: finished as
     * the record says, or active with both seat tokens in the answer. With a player token the player takes
     * {@code side}, or else the side whose name tag is theirs; the other seat stays open (a game going on waits
     * for anyone to join it, a finished one keeps it empty).
     */
    @Transactional
    public Imported create(String text, Caller caller, String side, URI gamesUrl) {
        if (text == null || text.isBlank()) {
            throw new ApiException.BadRequest("record-required", "send the game record as text/plain");
        }
        if (text.indexOf('\0') >= 0) {
            throw new ApiException.BadRequest("validation", "the record must not contain a NUL character");
        }
        GameRecord record = read(text);
        plyLimit.check(record.moves().size());
        Side chosen =
                side == null || side.isBlank() ? null : Setup.side(side.strip().toLowerCase(Locale.ROOT), "side");
        Game game = record.game();
        Instant at = now.instant();
        GameEntity entity = GameEntity.create(
                record.ruleset(),
                record.boardId().equals(Setup.CUSTOM) ? null : record.boardId(),
                record.start(),
                record.sideToMove(),
                at);
        entity.imported = true;
        if (caller.isAnonymous()) {
            entity.anonymous = true;
            entity.status = record.isOngoing() ? GameStatus.ACTIVE : GameStatus.FINISHED;
        } else {
            Player importer = Player.findById(caller.requirePlayer());
            if (importer == null) {
                throw Problems.unknownPlayer();
            }
            Side seat = chosen != null ? chosen : sideNamed(record, importer.name);
            entity.seat(seat, importer);
            entity.status = record.isOngoing() ? GameStatus.WAITING : GameStatus.FINISHED;
        }
        if (!record.isOngoing()) {
            GameEnding.recorded(
                    entity,
                    record.result().winner(),
                    ResultReason.fromId(record.result().termination().id()));
        }
        entity.moves = List.copyOf(record.moves());
        // the record tells no move's time: one unknown time and clock a move, aligned with the moves
        entity.moveTimes = Collections.nCopies(entity.moves.size(), null);
        entity.moveClocksMs = Collections.nCopies(entity.moves.size(), null);
        store.create(entity);
        if (!entity.anonymous || !record.isOngoing()) {
            return new Imported(entity.id, null);
        }
        Side creator = chosen != null ? chosen : game.sideToMove();
        return new Imported(entity.id, Seats.issue(tokens, entity.id, creator, gamesUrl));
    }

    private static GameRecord read(String text) {
        try {
            return RecordReader.read(text);
        } catch (RecordException e) {
            Map<String, Object> where = new LinkedHashMap<>();
            where.put("line", e.line());
            where.put("column", e.column());
            where.put("ply", e.ply());
            if (e.moveError() != null) {
                where.put("moveError", e.moveError().code());
            }
            throw new ApiException.Unprocessable(
                    "invalid-record", "Invalid game record", e.error().code(), e.getMessage(), where);
        } catch (NumberFormatException e) {
            // Board.parse reads a run of digits with Integer.parseInt, which overflows on absurdly long runs.
            throw new ApiException.Unprocessable(
                    "invalid-record",
                    "Invalid game record",
                    "record-position",
                    "the start position has a number of empty squares too large for any board",
                    Map.of());
        }
    }

    /** The side whose name tag names the player (in any case). */
    private static Side sideNamed(GameRecord record, String name) {
        boolean attacker = name.equalsIgnoreCase(record.tag(GameRecord.ATTACKERS));
        boolean defender = name.equalsIgnoreCase(record.tag(GameRecord.DEFENDERS));
        if (attacker == defender) {
            throw new ApiException.BadRequest(
                    "side-required",
                    "say which side you played with ?side=attackers or"
                            + " ?side=defenders (the record's attackers and defenders tags do not tell)");
        }
        return attacker ? Side.ATTACKERS : Side.DEFENDERS;
    }
}
