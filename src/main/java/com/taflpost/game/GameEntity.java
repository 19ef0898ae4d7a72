package com.taflpost.game;

import com.taflpost.clock.GameClock;
import com.taflpost.clock.TimeControl;
import com.taflpost.fairplay.PositionKey;
import com.taflpost.http.CachedJsonList;
import com.taflpost.player.Player;
import com.taflpost.rules.Board;
import com.taflpost.rules.Game;
import com.taflpost.rules.Replay;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import com.taflpost.rules.format.RulesetFormat;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.hibernate.annotations.Formula;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * A stored game: how it started, who sits where, its moves and, once over, its result. Positions are never
 * stored; {@link GameService} replays {@link #moves} from {@link #startPosition}. The moves are one value of the
 * row, so a game of any length is read in one row. Read and written through {@link GameStore}.
 */
@Entity
@Table(name = "games")
public class GameEntity extends PanacheEntityBase {
    private static final String ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    private static final int ID_LENGTH = 10;
    private static final SecureRandom IDS = new SecureRandom();

    @Id
    public String id;

    public String ruleset;

    /**
     * The description of a game under custom rules ({@code ruleset} is {@code custom}), in the format of
     * docs/variants.md; null under a named ruleset. {@link #ruleset()} reads it.
     */
    public String rules;

    /** Null for a custom position. */
    @Column(name = "board_id")
    public String boardId;

    @Column(name = "start_position")
    public String startPosition;

    @Column(name = "start_side")
    @Convert(converter = GameColumns.SideColumn.class)
    public Side startSide;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "attackers_player_id")
    public Player attackers;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "defenders_player_id")
    public Player defenders;

    /** The only player who may take the open seat, when the creator named one. */
    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "reserved_player_id")
    public Player reserved;

    public boolean anonymous;

    /** Created from a record: play the server never saw, so it counts in no tally and no rating. */
    public boolean imported;

    /** Counts in its players' Glicko-2 ratings when it ends (only between two registered players, standard start). */
    public boolean rated;

    /** The tournament and round the game belongs to; null for a game outside tournaments. */
    @Column(name = "tournament_id")
    public String tournamentId;

    @Column(name = "tournament_round")
    public Integer tournamentRound;

    @Convert(converter = GameColumns.StatusColumn.class)
    public GameStatus status;

    @Column(name = "result_winner")
    @Convert(converter = GameColumns.WinnerColumn.class)
    public Winner resultWinner;

    @Column(name = "result_reason")
    @Convert(converter = GameColumns.ReasonColumn.class)
    public ResultReason resultReason;

    @Column(name = "created_at")
    public Instant createdAt;

    @Column(name = "updated_at")
    public Instant updatedAt;

    /** The time control and where the clocks stand, in the clock_* columns, attackers_ms, defenders_ms and deadline. */
    @Embedded
    public GameClock clock = GameClock.of(new TimeControl.None());

    /**
     * The side that has conditional moves stored in this game ({@link ConditionalReplies}), null when neither has: a
     * move takes the transactional way that may answer it only when it is set.
     */
    @Column(name = "conditional_side")
    @Convert(converter = GameColumns.SideColumn.class)
    public Side conditionalSide;

    /** The computer's level in a game against it (its seat is {@link #computerSide}); null in a game of two people. */
    @Column(name = "computer_level")
    public Integer computerLevel;

    @Column(name = "computer_side")
    @Convert(converter = GameColumns.SideColumn.class)
    public Side computerSide;

    /**
     * Whether a vacation of the side to move pauses its clock: always, but in a tournament whose organiser said not.
     * Read with the game, never written.
     */
    @Formula("coalesce((select t.vacation_allowed from tournaments t where t.id = tournament_id), true)")
    public boolean vacationAllowed = true;

    /** Optimistic locking: of two concurrent changes of the same game only the first is written. */
    @Version
    public long version;

    /**
     * The moves played, in order, in canonical notation with their captures; replaced, never changed in place. Never
     * updated by Hibernate, which would compare the whole list at every flush (in time quadratic in its length, in
     * Hibernate 7.2): {@link GameStore} writes moves with a statement of its own.
     */
    @JdbcTypeCode(SqlTypes.ARRAY)
    @Column(name = "moves", columnDefinition = "text[]", updatable = false)
    public List<String> moves = List.of();

    /** The game that followed this one as a rematch, once both players agreed; null before. */
    @Column(name = "rematch")
    public String rematch;

    /** The game this one is a rematch of; null for a first game. */
    @Column(name = "rematch_of")
    public String rematchOf;

    /** The side that offered a rematch of this ended game, while the offer waits; null for none. */
    @Column(name = "rematch_offered_by")
    @Convert(converter = GameColumns.SideColumn.class)
    public Side rematchOfferedBy;

    /**
     * The earlier games of a rematch chain, oldest first, whose seat tokens play this anonymous game too (sides
     * swapped once per rematch); empty for a first game.
     */
    @JdbcTypeCode(SqlTypes.ARRAY)
    @Column(name = "seat_games", columnDefinition = "text[]")
    public List<String> seatGames = List.of();

    /**
     * When each move was played, aligned with {@link #moves} (null for a move of a game stored before moves had
     * times, or imported from a record); written with the moves by {@link GameStore}, never by Hibernate.
     */
    @JdbcTypeCode(SqlTypes.ARRAY)
    @Column(name = "move_times", columnDefinition = "timestamptz[]", updatable = false)
    public List<Instant> moveTimes = List.of();

    /**
     * The mover's time left after each move, in milliseconds, aligned with {@link #moves}: null in a game without a
     * clock (and as {@link #moveTimes} says). A takeback puts the clocks back from it.
     */
    @JdbcTypeCode(SqlTypes.ARRAY)
    @Column(name = "move_clock_ms", columnDefinition = "bigint[]", updatable = false)
    public List<Long> moveClocksMs = List.of();

    /** Takebacks are allowed though the game is a tournament's (chosen at creation; never in a rated game). */
    public boolean takebacks;

    /**
     * The current position's {@link PositionKey}, for the fair-play check; written at creation and with each move by
     * {@link GameStore}, never by Hibernate.
     */
    @Column(name = "position_key", updatable = false)
    public Long positionKey;

    /** The side whose takeback offer waits for the opponent's answer; null for none. Any move clears it. */
    @Column(name = "takeback_offered_by")
    @Convert(converter = GameColumns.SideColumn.class)
    public Side takebackOfferedBy;

    /** A new game, not yet stored, waiting for its seats and status: the one place a game's row starts. */
    public static GameEntity create(Ruleset ruleset, String boardId, Board start, Side startSide, Instant now) {
        GameEntity entity = new GameEntity();
        entity.id = newId();
        entity.ruleset = ruleset.id();
        entity.rules = ruleset.id().equals(RulesetFormat.CUSTOM) ? RulesetFormat.write(ruleset) : null;
        entity.boardId = boardId;
        entity.startPosition = start.toString();
        entity.startSide = startSide;
        entity.positionKey = PositionKey.of(entity.startPosition, startSide);
        entity.createdAt = now;
        entity.updatedAt = now;
        return entity;
    }

    /** A new random id: 10 letters and digits, short enough to share, too many to guess. */
    private static String newId() {
        StringBuilder id = new StringBuilder(ID_LENGTH);
        for (int i = 0; i < ID_LENGTH; i++) {
            id.append(ID_ALPHABET.charAt(IDS.nextInt(ID_ALPHABET.length())));
        }
        return id.toString();
    }

    /**
     * The game as the rules engine replays it from the stored moves: the one way a stored game becomes a position
     * ({@link KnownGames} keeps recent ones).
     */
    public Game replay() {
        Ruleset played = ruleset();
        Replay replay = Replay.of(played, Board.parse(startPosition, played), startSide, notations());
        if (!replay.isComplete()) {
            throw new IllegalStateException("stored game " + id + " does not replay: " + replay.illegalMove());
        }
        return replay.game();
    }

    /** The rules the game is played under: its named ruleset, or the custom rules it stores. */
    public Ruleset ruleset() {
        return rules == null
                ? Ruleset.fromId(ruleset)
                : RulesetFormat.read(rules).ruleset();
    }

    /**
     * What a game's tag needs, without its moves: its ply, status and version, and whether its deadline passed by
     * then; the version also tells whether a game known from before is the game as it stands.
     */
    public record Glance(int ply, String status, boolean due, long version) {}

    /**
     * A detached copy, to keep (see {@link KnownGames}) or to change without changing this one: every column, and the
     * players as a read shows them (id and name).
     */
    public GameEntity detachedCopy() {
        GameEntity copy = new GameEntity();
        copy.id = id;
        copy.ruleset = ruleset;
        copy.rules = rules;
        copy.boardId = boardId;
        copy.startPosition = startPosition;
        copy.startSide = startSide;
        copy.attackers = shown(attackers);
        copy.defenders = shown(defenders);
        copy.reserved = shown(reserved);
        copy.anonymous = anonymous;
        copy.imported = imported;
        copy.rated = rated;
        copy.tournamentId = tournamentId;
        copy.tournamentRound = tournamentRound;
        copy.status = status;
        copy.resultWinner = resultWinner;
        copy.resultReason = resultReason;
        copy.createdAt = createdAt;
        copy.updatedAt = updatedAt;
        copy.clock = clock;
        copy.version = version;
        copy.conditionalSide = conditionalSide;
        copy.computerLevel = computerLevel;
        copy.computerSide = computerSide;
        copy.vacationAllowed = vacationAllowed;
        copy.moves = CachedJsonList.of(moves);
        copy.rematch = rematch;
        copy.rematchOf = rematchOf;
        copy.rematchOfferedBy = rematchOfferedBy;
        copy.seatGames = List.copyOf(seatGames);
        copy.moveTimes = moveTimes;
        copy.moveClocksMs = moveClocksMs;
        copy.takebacks = takebacks;
        copy.takebackOfferedBy = takebackOfferedBy;
        return copy;
    }

    /** A player as a read shows them: id, name and vacation, never stored. */
    static Player shown(UUID id, String name, Instant vacationUntil) {
        Player player = new Player();
        player.id = id;
        player.name = name;
        player.vacationUntil = vacationUntil;
        return player;
    }

    static Player shown(UUID id, String name) {
        return shown(id, name, null);
    }

    private static Player shown(Player player) {
        return player == null ? null : shown(player.id, player.name, player.vacationUntil);
    }

    /** Seats {@code player} on {@code side}. */
    public void seat(Side side, Player player) {
        if (side == Side.ATTACKERS) {
            attackers = player;
        } else {
            defenders = player;
        }
    }

    public Player playerOf(Side side) {
        return side == Side.ATTACKERS ? attackers : defenders;
    }

    /**
     * Until when the player on {@code side} is away on a vacation this game allows, their clock standing still; null
     * when the game allows none or they are not on one.
     */
    public Instant awayUntil(Side side) {
        Player player = vacationAllowed ? playerOf(side) : null;
        return player == null ? null : player.vacationUntil;
    }

    /** Whether the players may take moves back: an unrated game outside tournaments, or one created so. */
    public boolean takebacksAllowed() {
        return takebacks || (!rated && tournamentId == null);
    }

    /** The side the player sits on, if any. */
    public Optional<Side> sideOf(UUID playerId) {
        if (attackers != null && attackers.id.equals(playerId)) {
            return Optional.of(Side.ATTACKERS);
        }
        if (defenders != null && defenders.id.equals(playerId)) {
            return Optional.of(Side.DEFENDERS);
        }
        return Optional.empty();
    }

    /**
     * The side a seat token of game {@code gameId} for {@code side} plays in this anonymous game: its own game's, or
     * an earlier game's of its rematch chain, swapped once per rematch since; empty for any other game's token.
     */
    public Optional<Side> seatOf(String gameId, Side side) {
        return anonymous ? seatOf(id, seatGames, gameId, side) : Optional.empty();
    }

    /** {@link #seatOf(String, Side)} for the game {@code id} with these {@code seatGames}. */
    static Optional<Side> seatOf(String id, List<String> seatGames, String gameId, Side side) {
        if (id.equals(gameId)) {
            return Optional.of(side);
        }
        int at = seatGames == null ? -1 : seatGames.indexOf(gameId);
        if (at < 0) {
            return Optional.empty();
        }
        int rematches = seatGames.size() - at;
        return Optional.of(rematches % 2 == 0 ? side : side.opponent());
    }

    /** The game whose seat tokens first played this anonymous game: the first of its rematch chain, or itself. */
    public String firstSeatGame() {
        return seatGames.isEmpty() ? id : seatGames.get(0);
    }

    /** The side in {@link #firstSeatGame} of the seat that plays {@code side} here. */
    public Side firstSeatSide(Side side) {
        return seatGames.size() % 2 == 0 ? side : side.opponent();
    }

    /** The side to move after {@code ply} moves, without replaying them. */
    public Side sideToMove(int ply) {
        return ply % 2 == 0 ? startSide : startSide.opponent();
    }

    /** The game is over: {@code winner} won, for {@code reason}. */
    public void finish(Winner winner, ResultReason reason) {
        status = GameStatus.FINISHED;
        resultWinner = winner;
        resultReason = reason;
    }

    public List<String> notations() {
        return moves;
    }

    /** When move {@code index} (from 0) was played; null when not known. */
    public Instant moveTime(int index) {
        return index < moveTimes.size() ? moveTimes.get(index) : null;
    }

    /** The mover's time left after move {@code index} (from 0), in milliseconds; null when not known or untimed. */
    public Long moveClockMs(int index) {
        return index < moveClocksMs.size() ? moveClocksMs.get(index) : null;
    }

    /** The number of moves played. */
    public int ply() {
        return moves.size();
    }
}
