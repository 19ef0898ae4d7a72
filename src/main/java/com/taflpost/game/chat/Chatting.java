package com.taflpost.game.chat;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.taflpost.auth.Caller;
import com.taflpost.auth.Seat;
import com.taflpost.contract.TextPatterns;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameEvents;
import com.taflpost.game.GameEvents.GameNow;
import com.taflpost.game.GameService;
import com.taflpost.game.Problems;
import com.taflpost.platform.Now;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A game's two chats: the players' own, which only the two sides read and write, and the spectators', which anyone
 * reads and registered players (and the game's own players) write. Messages are plain text, stored and told as
 * {@code chat-message} events; a side may mute its opponent for the game, after which it neither reads nor hears the
 * opponent's messages. Each author writes at most one message per {@link #PACE} in a game, both chats together.
 */
@ApplicationScoped
public class Chatting {
    /** The most characters (code points) a message has, once trimmed. */
    public static final int MAX_LENGTH = 500;

    /** The least time between two messages of the same author in the same game. */
    static final Duration PACE = Duration.ofSeconds(2);

    static final int DEFAULT_PAGE = 100;
    static final int MAX_PAGE = 200;

    static final String CHAT_MESSAGE = "chat-message";

    /** Which of a game's chats. */
    enum Room {
        PLAYERS("players"),
        SPECTATORS("spectators");

        final String id;

        Room(String id) {
            this.id = id;
        }
    }

    /**
     * What {@link #text} accepts, as the contract's pattern: white space around 1 to {@link #MAX_LENGTH} characters
     * without a control character, the first and last of them not white space. The bound is on the trimmed text, so
     * it is stated here rather than as a maxLength, which would count the white space too.
     */
    static final String TEXT_PATTERN = "^[" + TextPatterns.WHITE_SPACE + "]*"
            + "[^" + TextPatterns.WHITE_SPACE + TextPatterns.CONTROL + "]"
            + "(?:[^" + TextPatterns.CONTROL + "]{0," + (MAX_LENGTH - 2) + "}"
            + "[^" + TextPatterns.WHITE_SPACE + TextPatterns.CONTROL + "])?"
            + "[" + TextPatterns.WHITE_SPACE + "]*$";

    @Schema(name = "ChatPost", description = "A chat message to send", requiredProperties = "text")
    public record ChatPost(
            @Schema(
                    description = "Plain text, never read as HTML. Surrounding white space is trimmed; what is left"
                            + " has 1 to 500 characters and no control characters (line breaks included)",
                    minLength = 1,
                    pattern = TEXT_PATTERN,
                    examples = "good luck, have fun")
            String text) {}

    @Schema(name = "ChatMute", description = "Whether the caller mutes the opponent's chat in this game")
    public record ChatMute(
            @Schema(description = "true to hide the opponent's messages, false to show them again", required = true)
            Boolean muted) {}

    @Schema(name = "ChatMessage", description = "A message of a game's chat, as sent: plain text")
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record ChatMessage(
            @Schema(description = "Rising with each message of the server: page with after", examples = "4711")
            long id,

            @Schema(
                    description = "The author's side, when a player of the game wrote it (null for a spectator)",
                    enumeration = {"attackers", "defenders"},
                    nullable = true)
            String side,

            @Schema(
                    description = "The author's player name; null for an anonymous game's seat",
                    nullable = true,
                    examples = "astrid")
            String author,

            @Schema(description = "The text, to show as text (never as HTML)", examples = "good luck, have fun")
            String text,

            @Schema(description = "When it was sent") Instant at) {}

    @Schema(name = "ChatPage", description = "Messages of a chat, oldest first")
    public record ChatPage(
            @Schema(description = "At most max messages after the id asked for, oldest first")
            List<ChatMessage> items,

            @Schema(
                    description = "Players' chat only: whether the caller mutes the opponent (their messages are left"
                            + " out)",
                    nullable = true)
            Boolean muted) {}

    /** The chat-message event: the game as it stands, which chat, and the message. */
    record ChatMessageEvent(@JsonUnwrapped GameNow now, String chat, ChatMessage message) {}

    /** The caller as author: the side it plays (if any), its player (if registered), and its pace key. */
    private record Author(Side side, UUID player, String name, String key) {}

    @Inject
    GameService games;

    @Inject
    GameEvents events;

    @Inject
    ChatStore chats;

    @Inject
    EntityManager database;

    @Inject
    Now now;

    /** The players' chat, as the caller's side reads it (without the opponent's messages if it muted them). */
    public ChatPage players(String id, Caller caller, Long after, Integer max) {
        GameService.requireToken(caller);
        GameEntity entity = games.read(id).entity();
        Side side = GameService.seat(entity, caller);
        boolean muted = chats.muted(id, side);
        return new ChatPage(chats.messages(id, Room.PLAYERS, muted ? side.opponent() : null, after, max), muted);
    }

    /** The spectators' chat: public. */
    public ChatPage spectators(String id, Long after, Integer max) {
        games.read(id);
        return new ChatPage(chats.messages(id, Room.SPECTATORS, null, after, max), null);
    }

    /** A message to the players' chat: both sides hear it, but a side that muted the author. */
    @Transactional
    public ChatMessage postToPlayers(String id, Caller caller, ChatPost post) {
        GameService.requireToken(caller);
        String text = text(post);
        GameService.Loaded loaded = games.read(id);
        GameEntity entity = loaded.entity();
        Side side = GameService.seat(entity, caller);
        Player author = new Player(entity.playerOf(side));
        Author writer = new Author(side, author.id(), author.name(), authorKey(side, author.id()));
        pace(id, writer);
        ChatMessage message = chats.store(id, Room.PLAYERS, writer.side(), writer.player(), writer.name(), text);
        ChatMessageEvent event = new ChatMessageEvent(events.gameNow(entity, loaded.game()), Room.PLAYERS.id, message);
        for (Side hearer : Side.values()) {
            if (hearer == side || !chats.muted(id, hearer)) {
                events.tellSide(entity, hearer, CHAT_MESSAGE, event);
            }
        }
        return message;
    }

    /** A message to the spectators' chat, from a registered player or a player of the game: its public stream hears. */
    @Transactional
    public ChatMessage postToSpectators(String id, Caller caller, ChatPost post) {
        GameService.requireToken(caller);
        String text = text(post);
        GameService.Loaded loaded = games.read(id);
        GameEntity entity = loaded.entity();
        Author writer;
        Optional<UUID> player = caller.playerId();
        if (player.isPresent()) {
            Side side = entity.sideOf(player.get()).orElse(null);
            writer = new Author(side, player.get(), caller.playerName().orElse(null), authorKey(side, player.get()));
        } else {
            Seat seat = caller.seat().orElseThrow(Problems::tokenRequired);
            Side side = GameService.seat(entity, caller);
            writer = new Author(side, null, null, authorKey(seat.side(), null));
        }
        pace(id, writer);
        ChatMessage message = chats.store(id, Room.SPECTATORS, writer.side(), writer.player(), writer.name(), text);
        events.tellSpectators(
                entity,
                CHAT_MESSAGE,
                new ChatMessageEvent(events.gameNow(entity, loaded.game()), Room.SPECTATORS.id, message));
        return message;
    }

    /** The caller's side mutes (or no longer mutes) the opponent in the players' chat. */
    @Transactional
    public ChatMute mute(String id, Caller caller, ChatMute mute) {
        GameService.requireToken(caller);
        if (mute == null || mute.muted() == null) {
            throw new ApiException.BadRequest("muted-required", "send whether to mute, e.g. {\"muted\": true}");
        }
        GameEntity entity = games.read(id).entity();
        Side side = GameService.seat(entity, caller);
        chats.mute(id, side, mute.muted());
        return new ChatMute(mute.muted());
    }

    /**
     * The players' chat of a game for its export, as {@code side} reads it; needs no caller, so the export must have
     * checked that the caller plays {@code side}.
     */
    public List<ChatMessage> forExport(String id, Side side) {
        List<ChatMessage> all = new java.util.ArrayList<>();
        long after = 0;
        boolean muted = chats.muted(id, side);
        while (true) {
            List<ChatMessage> page = chats.messages(id, Room.PLAYERS, muted ? side.opponent() : null, after, MAX_PAGE);
            all.addAll(page);
            if (page.size() < MAX_PAGE) {
                return all;
            }
            after = page.get(page.size() - 1).id();
        }
    }

    /** The text to store: trimmed, 1 to {@link #MAX_LENGTH} characters, no control character; else 422. */
    static String text(ChatPost post) {
        if (post == null || post.text() == null) {
            throw badText("send the message as {\"text\": \"...\"}");
        }
        String text = post.text().strip();
        int length = text.codePointCount(0, text.length());
        if (length == 0) {
            throw badText("the message is empty");
        }
        if (length > MAX_LENGTH) {
            throw badText("the message has " + length + " characters; at most " + MAX_LENGTH + " are allowed");
        }
        text.codePoints()
                .filter(c -> Character.getType(c) == Character.CONTROL || Character.getType(c) == Character.SURROGATE)
                .findFirst()
                .ifPresent(c -> {
                    throw badText(String.format(
                            "the message holds the control character U+%04X; chat messages are one line of text", c));
                });
        return text;
    }

    /** A query parameter that is a whole number (null when absent); 400 {@code code} otherwise. */
    static Long number(String value, String code) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new ApiException.BadRequest(code, "'" + value + "' is not a whole number");
        }
    }

    private static ApiException badText(String detail) {
        return new ApiException.Unprocessable("bad-chat-text", "Bad chat text", "bad-chat-text", detail, Map.of());
    }

    /** Takes the author's turn to write in this game, or refuses with 429 until {@link #PACE} has passed. */
    private void pace(String id, Author author) {
        Instant at = now.instant();
        int taken = database.createNativeQuery("""
                        insert into chat_pace (game_id, author, last_at) values (:game, :author, :at)
                        on conflict (game_id, author) do update set last_at = excluded.last_at
                        where chat_pace.last_at <= excluded.last_at - make_interval(secs => :pace)""")
                .setParameter("game", id)
                .setParameter("author", author.key())
                .setParameter("at", at)
                .setParameter("pace", (double) PACE.toSeconds())
                .executeUpdate();
        if (taken == 1) {
            return;
        }
        Object last = database.createNativeQuery(
                        "select last_at from chat_pace where game_id = :game and author = :author")
                .setParameter("game", id)
                .setParameter("author", author.key())
                .getSingleResult();
        long millis = Duration.between(at, ChatStore.instant(last).plus(PACE)).toMillis();
        // whole seconds, rounded up: a client that waits as told is never refused again
        throw new TooFast(Duration.ofSeconds(Math.max(1, (millis + 999) / 1000)));
    }

    private static String authorKey(Side side, UUID player) {
        return player != null ? player.toString() : "seat:" + side.id();
    }

    /** A registered player of the game as author: their id and name; both null for an anonymous seat. */
    private record Player(UUID id, String name) {
        Player(com.taflpost.player.Player player) {
            this(player == null ? null : player.id, player == null ? null : player.name);
        }
    }

    /** 429 chat-too-fast: the author wrote in this game less than {@link #PACE} ago. */
    static final class TooFast extends ApiException {
        private final Duration wait;

        TooFast(Duration wait) {
            super(
                    429,
                    "rate-limited",
                    "Too many requests",
                    "chat-too-fast",
                    "one chat message per " + PACE.toSeconds() + " seconds in a game: wait a moment",
                    null);
            this.wait = wait;
        }

        @Override
        public Optional<Duration> retryAfter() {
            return Optional.of(wait);
        }
    }
}
