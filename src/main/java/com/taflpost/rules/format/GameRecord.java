package com.taflpost.rules.format;

import com.taflpost.rules.Board;
import com.taflpost.rules.Game;
import com.taflpost.rules.IllegalMove;
import com.taflpost.rules.NamedBoard;
import com.taflpost.rules.Outcome;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Replay;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A recorded game: ruleset, starting position and side to move, the moves, the result and descriptive tags. A
 * record is always valid: building one replays its moves (they come out in canonical notation, with their
 * captures) and checks that the declared result agrees with them.
 *
 * <h2>The text format</h2>
 * Close to the OpenTafl game record ({@code .otg}): a header of tags, one per line, {@code [name:value]}, then the
 * moves numbered in turns, then a result token. {@link RecordWriter} writes it, {@link RecordReader} reads it.
 * <pre>
 * [event:Spring correspondence cup]
 * [site:taflpost]
 * [date:2024.03.01]
 * [date-finished:2024.04.12]
 * [attackers:Ragnar]
 * [defenders:Astrid]
 * [time-control:per-move P3D]
 * [ruleset:copenhagen]
 * [board:copenhagen]
 * [board-size:11]
 * [start-position:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/]
 * [result:1]
 * [termination:resignation]
 *
 * 1. d1-d3 e5-e2
 * 2. g1-g3 f4-c4
 * 3. g3-e3xe2
 * attackers-win
 * </pre>
 * Tags (names are lower case; all are optional except {@code ruleset}):
 * <ul>
 * <li>{@code event}, {@code site}, {@code attackers}, {@code defenders} (player names), {@code time-control} (free
 * text): as OpenTafl, except that names are written as the players spell them;</li>
 * <li>{@code date} (started, as in OpenTafl) and {@code date-finished}: {@code YYYY.MM.DD}; {@code YYYY-MM-DD} is
 * also read;</li>
 * <li>{@code ruleset}: a ruleset's id ({@code copenhagen}, {@code fetlar}, ...) or {@code custom};</li>
 * <li>{@code rules}: a custom ruleset's description (docs/variants.md), required with {@code ruleset:custom};</li>
 * <li>{@code board}: a named board ({@code brandubh}, {@code copenhagen}, {@code alea-evangelii}, ...) or
 * {@code custom}; without it the layout named like the ruleset, or the {@code start-position};</li>
 * <li>{@code board-size}: the side length, checked against the position;</li>
 * <li>{@code start-position}: the OpenTafl position string; always written, required for a custom board, and
 * checked against the layout otherwise;</li>
 * <li>{@code side-to-move}: {@code defenders} when they move first; written only then;</li>
 * <li>{@code result}: OpenTafl's codes, {@code 1} attackers won, {@code -1} defenders won, {@code 0} draw,
 * {@code ?} still going ({@code attackers}, {@code defenders}, {@code draw}, {@code ongoing} are also read);
 * {@code termination}: why it ended ({@link Termination}: {@code king-captured},
 * {@code king-escaped}, {@code exit-fort}, {@code encirclement}, {@code repetition}, {@code no-legal-move},
 * {@code move-limit},
 * {@code resignation}, {@code timeout}). Without them the result is what the moves give; a resignation or
 * timeout written without a winner loses the side to move;</li>
 * <li>any other tag is kept as it is and written after these.</li>
 * </ul>
 * In a value, {@code \]}, {@code \\} and {@code \n} stand for {@code ]}, {@code \} and a line break.
 * <p>
 * Moves: each turn is its number, a dot and two moves in the order they were played (the side in
 * {@code side-to-move} first), in our notation with every capture ({@code g3-e3xe2}; the king is never written).
 * The reader also takes moves without numbers or captures and OpenTafl's spellings ({@code Ke5-f5},
 * {@code xf3/h3}, a trailing {@code +}, {@code ++}, {@code -} or {@code --}), and writes the canonical form back.
 * The result token is {@code attackers-win}, {@code defenders-win}, {@code draw} or {@code *} (going on).
 * <p>
 * Comments are ignored: {@code {...}} anywhere, {@code [...]} between moves (OpenTafl's commentary), and lines
 * whose first non-blank character is {@code #}.
 * <p>
 * Every move is checked by the rules engine; written captures must be the real ones. A declared result must
 * agree with the moves: a game the rules end must be declared as the rules end it, and a game they do not end is
 * going on or ended by resignation or timeout (a timeout loses the side to move).
 */
public record GameRecord(
        Ruleset ruleset, Board start, Side sideToMove, List<String> moves, Result result, Map<String, String> tags) {

    public static final String EVENT = "event";
    public static final String SITE = "site";
    public static final String DATE = "date";
    public static final String DATE_FINISHED = "date-finished";
    public static final String ATTACKERS = "attackers";
    public static final String DEFENDERS = "defenders";
    public static final String TIME_CONTROL = "time-control";

    /** The tags the writer derives from the record itself; they are not descriptive tags. */
    static final Set<String> STRUCTURAL_TAGS = Set.of(
            "ruleset", "rules", "board", "board-size", "start-position", "side-to-move", "result", "termination");

    static final String CUSTOM_BOARD = "custom";
    private static final Pattern TAG_NAME = Pattern.compile("[a-z][a-z0-9-]*");
    public static final DateTimeFormatter DATE_FORMAT = DateTimeFormatter.ofPattern("uuuu.MM.dd");

    /**
     * How a game ended: the winner ({@link Winner#DRAW} only by a rule: a side that cannot move, a repetition or a
     * move limit, where the ruleset draws) and why.
     */
    public record Result(Winner winner, Termination termination) {

        public Result {
            Objects.requireNonNull(winner, "winner");
            Objects.requireNonNull(termination, "termination");
            if (winner == Winner.DRAW && !termination.isByRule()) {
                throw new IllegalArgumentException("only the rules draw a game; " + termination.id() + " has a winner");
            }
        }

        public static Result of(Outcome outcome) {
            return new Result(outcome.winner(), Termination.of(outcome.reason()));
        }

        @Override
        public String toString() {
            return winner.id() + " (" + termination.id() + ")";
        }
    }

    /**
     * @throws IllegalArgumentException when a move is illegal, the result disagrees with the moves, or a tag is not
     *         a descriptive tag with a valid value
     */
    public GameRecord {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(sideToMove, "sideToMove");
        Objects.requireNonNull(moves, "moves");
        Objects.requireNonNull(tags, "tags");
        Map<String, String> checked = new LinkedHashMap<>();
        tags.forEach((name, value) -> {
            String normal = normalizeTag(name, value);
            if (normal != null) {
                checked.put(name, normal);
            }
        });
        tags = Collections.unmodifiableMap(checked);
        Replay replay = Replay.of(ruleset, start, sideToMove, moves);
        if (!replay.isComplete()) {
            IllegalMove illegal = replay.illegalMove();
            throw new IllegalArgumentException("move " + illegal.ply() + " '" + illegal.move() + "' is illegal ("
                    + illegal.error().code() + "): " + illegal.message());
        }
        moves = replay.game().plies().stream().map(Ply::notation).toList();
        String disagreement = disagreement(result, replay.game());
        if (disagreement != null) {
            throw new IllegalArgumentException(disagreement);
        }
    }

    /** The record of a game as the rules engine has it: its result is the rules' outcome, and it has no tags. */
    public static GameRecord of(Game game) {
        return new GameRecord(
                game.ruleset(),
                game.start().board(),
                game.start().sideToMove(),
                game.plies().stream().map(Ply::notation).toList(),
                game.isOver() ? Result.of(game.outcome()) : null,
                Map.of());
    }

    /** The same record with a descriptive tag set, or removed when {@code value} is null or blank. */
    public GameRecord withTag(String name, String value) {
        Map<String, String> changed = new LinkedHashMap<>(tags);
        if (value == null || value.isBlank()) {
            changed.remove(name);
        } else {
            changed.put(name, value);
        }
        return new GameRecord(ruleset, start, sideToMove, moves, result, changed);
    }

    /** The same record ended by a resignation or a timeout (or going on again, with null). */
    public GameRecord withResult(Result newResult) {
        return new GameRecord(ruleset, start, sideToMove, moves, newResult, tags);
    }

    public GameRecord withDates(LocalDate started, LocalDate finished) {
        return withTag(DATE, started == null ? null : started.format(DATE_FORMAT))
                .withTag(DATE_FINISHED, finished == null ? null : finished.format(DATE_FORMAT));
    }

    /** A descriptive tag's value, or null. */
    public String tag(String name) {
        return tags.get(name);
    }

    /** The day the game started (the {@code date} tag), or null. */
    public LocalDate started() {
        return date(tags.get(DATE));
    }

    public LocalDate finished() {
        return date(tags.get(DATE_FINISHED));
    }

    public boolean isOngoing() {
        return result == null;
    }

    /** The layout the game started from ({@code copenhagen}, ...), or {@code custom}. */
    public String boardId() {
        for (NamedBoard layout : NamedBoard.all()) {
            if (layout.start().equals(start)) {
                return layout.id();
            }
        }
        return CUSTOM_BOARD;
    }

    /** The game replayed by the rules engine. */
    public Game game() {
        return Replay.of(ruleset, start, sideToMove, moves).game();
    }

    /**
     * Checks a descriptive tag and returns its value as it is kept (stripped, dates as {@code YYYY.MM.DD}), or null
     * for a blank value, which means no tag.
     */
    static String normalizeTag(String name, String value) {
        if (name == null || !TAG_NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("'" + name + "' is not a tag name: lower-case letters, digits and '-', "
                    + "starting with a letter");
        }
        if (STRUCTURAL_TAGS.contains(name)) {
            throw new IllegalArgumentException("the '" + name + "' tag is written from the record itself");
        }
        if (value == null || value.isBlank()) {
            return null;
        }
        // One kind of line break, so that a record read back from its text equals the record written.
        String stripped = value.strip().replace("\r\n", "\n").replace('\r', '\n');
        if (name.equals(DATE) || name.equals(DATE_FINISHED)) {
            return parseDate(name, stripped).format(DATE_FORMAT);
        }
        return stripped;
    }

    static LocalDate parseDate(String name, String text) {
        try {
            return LocalDate.parse(text.replace('.', '-'));
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("the '" + name + "' tag '" + text + "' is not a date like 2024.03.01");
        }
    }

    private static LocalDate date(String text) {
        return text == null ? null : LocalDate.parse(text, DATE_FORMAT);
    }

    /** Why {@code declared} cannot be the result of {@code game}, or null when it can. */
    static String disagreement(Result declared, Game game) {
        Outcome outcome = game.outcome();
        if (outcome != null) {
            Result real = Result.of(outcome);
            if (declared == null) {
                return "the moves end the game (" + real + ") but the record says it goes on";
            }
            return declared.equals(real)
                    ? null
                    : "the moves end the game (" + real + ") but the record says " + declared;
        }
        if (declared == null) {
            return null;
        }
        if (declared.termination().isByRule()) {
            return "the record says " + declared + ", but the moves do not end the game";
        }
        Side loser = game.sideToMove();
        if (declared.termination() == Termination.TIMEOUT && declared.winner() != Winner.of(loser.opponent())) {
            return "only the side to move (" + loser.id() + ") can lose on time, but the record says " + declared;
        }
        return null;
    }
}
