package com.taflpost.gamelist;

import com.taflpost.problem.ApiException;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.QueryParam;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/**
 * What a games list asks for ({@code GET /api/games}, {@code GET /api/players/{name}/games}): its filters, its order
 * and its page, one declaration for both lists, taken with {@code @Valid @BeanParam}.
 */
public class GameFilter {
    static final int DEFAULT_SIZE = 20;
    static final int MAX_SIZE = 100;

    /**
     * A day or an instant in UTC, exactly those {@code LocalDate.parse} and {@code Instant.parse} take: real days only
     * (30 days hath September; February 29 in leap years), seconds required, a leap second only at 23:59:60, at most
     * nine digits of fraction, Z. A pattern rather than formats: a format is not checked by every validator, and
     * {@code anyOf} of date and date-time on a query parameter stops openapi-generator's Java client from building.
     */
    public static final String DAY_OR_INSTANT = "^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])"
            + "|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))"
            + "|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)"
            + "(?:T(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]|23:59:60)(?:\\.[0-9]{1,9})?Z)?$";

    /** Before any game: an earlier bound is read as this one, which PostgreSQL can hold (it has no year 0). */
    private static final Instant EARLIEST = Instant.parse("0001-01-01T00:00:00Z");

    @Parameter(
            description = "Only games in these states, comma-separated (default all three)",
            schema =
                    @Schema(
                            type = SchemaType.STRING,
                            pattern = "^(active|finished|aborted)(,(active|finished|aborted))*$"),
            example = "finished")
    @QueryParam("status")
    @Pattern(
            regexp = "(active|finished|aborted)(,(active|finished|aborted))*",
            message = "must be active, finished or aborted, or several of them comma-separated")
    public String status;

    @Parameter(
            description = "Only the games of this player (GET /api/players/{name}/games sets it)",
            example = "astrid")
    @QueryParam("player")
    @Pattern(regexp = "^[A-Za-z0-9_-]{3,32}$", message = "must be a player's name")
    public String player;

    @Parameter(description = "Only games against this player; needs a player", example = "bjorn")
    @QueryParam("opponent")
    @Pattern(regexp = "^[A-Za-z0-9_-]{3,32}$", message = "must be a player's name")
    public String opponent;

    @Parameter(
            description = "Only games of this ruleset; custom for games under custom rules",
            schema =
                    @Schema(
                            enumeration = {
                                "copenhagen",
                                "tablut",
                                "fetlar",
                                "brandubh",
                                "linnaeus-tablut",
                                "tawlbwrdd",
                                "ard-ri",
                                "sea-battle",
                                "alea-evangelii",
                                "custom"
                            }))
    @QueryParam("ruleset")
    @Pattern(
            regexp = "copenhagen|tablut|fetlar|brandubh|linnaeus-tablut|tawlbwrdd|ard-ri|sea-battle|alea-evangelii"
                    + "|custom",
            message = "must be a ruleset's id (GET /api/rulesets) or custom")
    public String ruleset;

    @Parameter(
            description = "Only games on this board; custom for games from a custom position",
            // an enumeration, not a reference: beside @Pattern a reference would become an allOf
            schema =
                    @Schema(
                            enumeration = {
                                "brandubh",
                                "tablut",
                                "copenhagen",
                                "hnefatafl",
                                "tawlbwrdd",
                                "ard-ri",
                                "alea-evangelii",
                                "custom"
                            }))
    @QueryParam("board")
    @Pattern(
            regexp = "brandubh|tablut|copenhagen|hnefatafl|tawlbwrdd|ard-ri|alea-evangelii|custom",
            message = "must be a board's id (GET /api/boards) or custom")
    public String board;

    @Parameter(
            description = "Only rated games (true) or only unrated ones (false)",
            schema = @Schema(type = SchemaType.BOOLEAN),
            example = "true")
    @QueryParam("rated")
    @Pattern(regexp = "true|false", message = "must be true or false")
    public String rated;

    @Parameter(
            description = "Only games the player won, lost or drew (finished games); needs a player",
            schema = @Schema(enumeration = {"won", "lost", "drawn"}))
    @QueryParam("result")
    @Pattern(regexp = "won|lost|drawn", message = "must be won, lost or drawn")
    public String result;

    @Parameter(
            description = "Only games whose last move (or ending) came at or after this instant or day (UTC)",
            example = "2026-01-01")
    @QueryParam("since")
    @Pattern(regexp = DAY_OR_INSTANT, message = "must be a real day (2026-01-01) or instant (2026-01-01T12:00:00Z)")
    public String since;

    @Parameter(
            description = "Only games whose last move (or ending) came before this instant or day (UTC)",
            example = "2027-01-01")
    @QueryParam("until")
    @Pattern(regexp = DAY_OR_INSTANT, message = "must be a real day (2026-01-01) or instant (2026-01-01T12:00:00Z)")
    public String until;

    @Parameter(description = "Only the games of this tournament", example = "Tq7Rb2xKp9")
    @QueryParam("tournament")
    @Pattern(regexp = "^[A-Za-z0-9]{1,32}$", message = "must be a tournament's id")
    public String tournament;

    @Parameter(
            description = "lastMove: the game that moved (or ended) last first; deadline: the soonest deadline first,"
                    + " games without one last",
            schema =
                    @Schema(
                            enumeration = {"lastMove", "deadline"},
                            defaultValue = "lastMove"))
    @QueryParam("sort")
    @DefaultValue("lastMove")
    @Pattern(regexp = "lastMove|deadline", message = "must be lastMove or deadline")
    public String sort;

    @Parameter(description = "Games per page, 1 to " + MAX_SIZE, example = "20")
    @QueryParam("size")
    @DefaultValue("20")
    @Min(value = 1, message = "must be 1 to 100")
    @Max(value = MAX_SIZE, message = "must be 1 to 100")
    public int size = DEFAULT_SIZE;

    @Parameter(
            description = "Where the page starts: the cursor of the previous page's next link; absent for the first",
            example = "Z2FtZXMtYnktbGFzdC1tb3ZlfDE3NjQ3ODIwMDAwMDAwMDB8WGszcDlRYVoybQ")
    @QueryParam("cursor")
    @Pattern(regexp = "^[A-Za-z0-9_-]{1,200}$", message = "must be the cursor of a next link")
    public String cursor;

    List<String> statuses() {
        return status == null ? List.of("active", "finished", "aborted") : List.of(status.split(","));
    }

    boolean byDeadline() {
        return "deadline".equals(sort);
    }

    Instant sinceInstant() {
        return instant(since, "since");
    }

    Instant untilInstant() {
        return instant(until, "until");
    }

    /** Refuses the combinations the parameters alone cannot: a result or an opponent without a player. */
    void requireConsistent() {
        if (player == null && opponent != null) {
            throw new ApiException.BadRequest("opponent-without-player", "opponent needs player: whose opponent?");
        }
        if (player == null && result != null) {
            throw new ApiException.BadRequest("result-without-player", "result needs player: won or lost by whom?");
        }
    }

    private static Instant instant(String text, String name) {
        if (text == null) {
            return null;
        }
        if (text.startsWith("T24", 10)) {
            // Instant.parse reads 24:00:00 as the next day's midnight; RFC 3339's date-time has no hour 24
            throw badDate(text, name);
        }
        try {
            Instant at = text.length() == 10
                    ? LocalDate.parse(text).atStartOfDay().toInstant(ZoneOffset.UTC)
                    : Instant.parse(text);
            return at.isBefore(EARLIEST) ? EARLIEST : at;
        } catch (DateTimeParseException e) {
            throw badDate(text, name);
        }
    }

    private static ApiException badDate(String text, String name) {
        return new ApiException.BadRequest("bad-date", name + " is not a date or an instant: " + text);
    }
}
