package com.taflpost.record;

import com.taflpost.catalog.Setup;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameService;
import com.taflpost.game.GameStatus;
import com.taflpost.game.GameTags;
import com.taflpost.game.GameView;
import com.taflpost.game.GameViews;
import com.taflpost.game.KnownGames;
import com.taflpost.game.ResultReason;
import com.taflpost.game.chat.Chatting;
import com.taflpost.player.Player;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Board;
import com.taflpost.rules.Game;
import com.taflpost.rules.NotationException;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Side;
import com.taflpost.rules.format.BoardSvg;
import com.taflpost.rules.format.GameRecord;
import com.taflpost.rules.format.RecordWriter;
import com.taflpost.rules.format.Termination;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Games as records and pictures: the text record of a game, a player's games in bulk, and the board of a game as
 * SVG ({@link GameImport} reads a record into a game). Like {@link GameService}, it replays the stored moves once per game.
 */
@ApplicationScoped
public class GameRecordService {
    static final String SITE = "taflpost";
    /** Games read per transaction while a bulk export streams. */
    static final int BATCH = 50;

    /** The most games one export answer holds, and how many when the client does not say. */
    static final int MOST_GAMES_PER_ANSWER = 500;

    static final int GAMES_PER_ANSWER = 100;

    @Inject
    Chatting chatting;

    @Inject
    PlayedGames playedGames;

    /** The most plies one export answer writes past its first game: replaying them is what an answer costs. */
    @ConfigProperty(name = "taflpost.export.plies-per-answer", defaultValue = "20000")
    int pliesPerAnswer;

    @Inject
    GameService games;

    /** A representation and its entity tag. */
    public record Tagged(String body, String etag) {}

    @Inject
    KnownGames known;

    /**
     * A game's record, as kept with the game in {@link KnownGames} (by its version): a shared game is looked at again
     * and again, and drawing its board cost more than the rest of the request.
     */
    private record RecordText() {}

    /** A game's picture after a ply, seen from a side, as kept with the game. */
    private record Picture(int ply, Side bottom) {}

    /** The text record of a game. */
    public Tagged record(String id) {
        GameService.Loaded loaded = games.read(id);
        GameEntity entity = loaded.entity();
        Game game = loaded.game();
        return known.made(
                entity,
                new RecordText(),
                () -> new Tagged(
                        RecordWriter.write(record(entity, game), moveComments(entity)),
                        GameTags.record(id, game.ply(), entity.version, entity.status.id())));
    }

    /** The board of a game after {@code ply} moves (the current one when null), seen from {@code bottom}. */
    public Tagged picture(String id, String ply, String bottom) {
        GameService.Loaded loaded = games.read(id);
        GameEntity entity = loaded.entity();
        Game game = loaded.game();
        Side side = bottom(bottom);
        int shown = GameViews.shownPly(ply, game.ply());
        return known.made(
                entity,
                new Picture(shown, side),
                () -> new Tagged(
                        BoardSvg.render(game.state(shown), game.ruleset(), side, title(entity, game, shown)),
                        GameTags.svg(id, game.ply(), entity.version, entity.status.id(), shown, side)));
    }

    /** Any position as a picture; 422 for a position the rules cannot play. */
    public String picture(String position, String bottom) {
        if (position == null || position.isBlank()) {
            throw new ApiException.BadRequest(
                    "position-required", "give the position string, e.g. /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
        }
        Side side = bottom(bottom);
        Board board;
        try {
            board = Board.parse(position.strip());
        } catch (NotationException e) {
            throw Setup.invalidPosition(e.getMessage());
        } catch (NumberFormatException e) {
            throw Setup.invalidPosition("the position has a number of empty squares too large for any board");
        }
        return BoardSvg.render(board, null, side, null);
    }

    /** The id of the player called {@code name}; 404 when there is none. */
    @Transactional
    public UUID playerId(String name) {
        Player player = Player.findByName(name).orElse(null);
        if (player == null) {
            throw new ApiException.NotFound("player-not-found", "no player is called '" + name + "'");
        }
        return player.id;
    }

    /**
     * One answer of a player's export: the games it holds, and the game the next answer starts after, null when this
     * one reaches the end.
     */
    public record ExportPage(List<String> ids, String nextAfter) {}

    /**
     * The player's games after the game {@code after} (null: from the first), oldest first: at most {@code max}, and
     * no more plies than {@code taflpost.export.plies-per-answer} unless one game alone has more, so that an answer's
     * cost is bounded whatever the games are.
     */
    public ExportPage exportPage(UUID playerId, String after, int max) {
        if (after != null && !playedGames.exists(after)) {
            throw new ApiException.BadRequest("bad-after", "'after' must be the id of a game, not '" + after + "'");
        }
        List<PlayedGames.Played> page = playedGames.playedAfter(playerId, after, max + 1);
        List<String> ids = new ArrayList<>();
        long plies = 0;
        for (PlayedGames.Played game : page) {
            if (ids.size() == max || (!ids.isEmpty() && plies + game.plies() > pliesPerAnswer)) {
                return new ExportPage(ids, ids.get(ids.size() - 1));
            }
            ids.add(game.id());
            plies += game.plies();
        }
        return new ExportPage(ids, null);
    }

    /** These games with their text records, oldest first; for a streamed export. */
    public List<RecordedGame> games(List<String> ids) {
        return games(ids, null);
    }

    /**
     * The same, with the players' chat of each game as {@code chatOf} reads it when not null: the caller must be that
     * player, exporting their own games. The games are read where the standby may serve them, the chat on the primary
     * in a transaction of its own (one transaction may not hold connections to both).
     */
    public List<RecordedGame> games(List<String> ids, UUID chatOf) {
        List<GameEntity> played = playedGames.withPlayers(ids);
        Map<String, List<Chatting.ChatMessage>> chats = chatOf == null
                ? Map.of()
                : QuarkusTransaction.requiringNew().call(() -> {
                    Map<String, List<Chatting.ChatMessage>> byGame = new HashMap<>();
                    for (GameEntity entity : played) {
                        entity.sideOf(chatOf)
                                .ifPresent(side -> byGame.put(entity.id, chatting.forExport(entity.id, side)));
                    }
                    return byGame;
                });
        return played.stream()
                .map(entity -> new RecordedGame(
                        entity.id,
                        entity.ruleset,
                        GameViews.board(entity),
                        GameViews.players(entity),
                        entity.status.id(),
                        GameViews.result(entity),
                        entity.notations(),
                        GameView.MoveTime.of(entity),
                        entity.createdAt,
                        entity.updatedAt,
                        RecordWriter.write(record(entity, entity.replay()), moveComments(entity)),
                        chats.get(entity.id)))
                .toList();
    }

    /** The game as a record: the rules' moves and result, a resignation or timeout as stored, players and dates. */
    static GameRecord record(GameEntity entity, Game game) {
        GameRecord.Result result = game.isOver() ? GameRecord.Result.of(game.outcome()) : null;
        if (entity.resultReason == ResultReason.RESIGNATION || entity.resultReason == ResultReason.TIMEOUT) {
            result = new GameRecord.Result(entity.resultWinner, Termination.fromId(entity.resultReason.id()));
        }
        Map<String, String> tags = new HashMap<>();
        tags.put(GameRecord.SITE, SITE);
        tags.put(GameRecord.ATTACKERS, GameViews.name(entity.attackers));
        tags.put(GameRecord.DEFENDERS, GameViews.name(entity.defenders));
        tags.put(GameRecord.DATE, date(entity.createdAt));
        tags.put(GameRecord.DATE_FINISHED, entity.status == GameStatus.FINISHED ? date(entity.updatedAt) : null);
        // built at once: a record checks its moves each time one is made, and the with* methods make one each
        return new GameRecord(
                game.ruleset(),
                game.start().board(),
                game.start().sideToMove(),
                game.plies().stream().map(Ply::notation).toList(),
                result,
                tags);
    }

    /**
     * Each move's comments in the text record: the mover's clock after it ({@code clk 2d03:04:05}, days, hours,
     * minutes and seconds, left out in a game without a clock) and when it was played ({@code at
     * 2026-12-03T21:00:00Z}, to the second), as far as they are known.
     */
    static List<List<String>> moveComments(GameEntity entity) {
        List<List<String>> comments = new ArrayList<>(entity.ply());
        for (int i = 0; i < entity.ply(); i++) {
            List<String> move = new ArrayList<>(2);
            Long clock = entity.moveClockMs(i);
            if (clock != null) {
                move.add("clk " + clock(clock));
            }
            Instant at = entity.moveTime(i);
            if (at != null) {
                move.add("at " + at.truncatedTo(ChronoUnit.SECONDS));
            }
            comments.add(move);
        }
        return comments;
    }

    /** A clock's time as {@code 2d03:04:05}, the days left out when there are none; seconds rounded down. */
    static String clock(long millis) {
        long seconds = Math.max(0, millis) / 1000;
        long days = seconds / 86_400;
        String time =
                String.format(Locale.ROOT, "%02d:%02d:%02d", seconds / 3600 % 24, seconds / 60 % 60, seconds % 60);
        return days > 0 ? days + "d" + time : time;
    }

    private static String date(Instant instant) {
        return instant.atZone(ZoneOffset.UTC).toLocalDate().format(GameRecord.DATE_FORMAT);
    }

    /**
     * Who plays, the move shown numbered as the record numbers it ({@code 3. d1-d3}, {@code 3... e5-e2}), and whose
     * turn it is or, on the last ply of a finished game, how it ended.
     */
    private static String title(GameEntity entity, Game game, int shown) {
        String players = entity.attackers == null && entity.defenders == null
                ? ""
                : or(GameViews.name(entity.attackers)) + " vs " + or(GameViews.name(entity.defenders)) + " \u2014 ";
        String move = shown == 0
                ? ", start"
                : ", after " + ((shown - 1) / 2 + 1) + (shown % 2 == 1 ? ". " : "... ")
                        + game.state(shown).lastPly().notation();
        boolean over = entity.status == GameStatus.FINISHED && shown == game.ply();
        String state = over
                ? "; " + entity.resultWinner.id() + (entity.resultWinner.id().equals("draw") ? "" : " won") + " ("
                        + entity.resultReason.id() + ")"
                : "; " + game.state(shown).sideToMove().id() + " to move";
        return players + entity.ruleset + move + state;
    }

    private static String or(String name) {
        return name == null ? "?" : name;
    }

    private static Side bottom(String bottom) {
        return bottom == null || bottom.isBlank()
                ? Side.ATTACKERS
                : Setup.side(bottom.strip().toLowerCase(Locale.ROOT), "bottom");
    }
}
