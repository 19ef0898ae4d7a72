package com.taflpost.game.chat;

import com.taflpost.game.chat.Chatting.ChatMessage;
import com.taflpost.game.chat.Chatting.Room;
import com.taflpost.platform.Now;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/** A game's chats as stored: messages written and read a page at a time, and each side's mute of its opponent. */
@ApplicationScoped
class ChatStore {

    @Inject
    EntityManager database;

    @Inject
    Now now;

    /** Stores a message by the author (a side, a player, a name: each may be null) and answers it as stored. */
    ChatMessage store(String id, Room room, Side side, UUID player, String name, String text) {
        Instant at = now.instant();
        Object key = database.createNativeQuery("""
                        insert into chat_messages (game_id, room, side, player_id, author, body, created_at)
                        values (:game, :room, :side, :player, :author, :body, :at) returning id""")
                .setParameter("game", id)
                .setParameter("room", room.id)
                .setParameter("side", side == null ? null : side.id())
                .setParameter("player", player)
                .setParameter("author", name)
                .setParameter("body", text)
                .setParameter("at", at)
                .getSingleResult();
        return new ChatMessage(((Number) key).longValue(), side == null ? null : side.id(), name, text, at);
    }

    /** Whether {@code side} muted its opponent in the game's players' chat. */
    boolean muted(String id, Side side) {
        return !database.createNativeQuery("select 1 from chat_mutes where game_id = :game and side = :side")
                .setParameter("game", id)
                .setParameter("side", side.id())
                .getResultList()
                .isEmpty();
    }

    /** A page of a chat, oldest first, leaving out the messages of {@code hidden} (a muted side; null for none). */
    List<ChatMessage> messages(String id, Room room, Side hidden, Long after, Integer max) {
        long from = after == null ? 0 : after;
        int size = max == null ? Chatting.DEFAULT_PAGE : max;
        if (from < 0) {
            throw new ApiException.BadRequest("bad-after", "after is a message id; it cannot be negative");
        }
        if (size < 1 || size > Chatting.MAX_PAGE) {
            throw new ApiException.BadRequest("bad-max", "max is between 1 and " + Chatting.MAX_PAGE + ", not " + size);
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = database.createNativeQuery("""
                        select id, side, author, body, created_at from chat_messages
                        where game_id = :game and room = :room and id > :after
                          and (cast(:hidden as text) is null or side is distinct from cast(:hidden as text))
                        order by id limit :max""")
                .setParameter("game", id)
                .setParameter("room", room.id)
                .setParameter("after", from)
                .setParameter("hidden", hidden == null ? null : hidden.id())
                .setParameter("max", size)
                .getResultList();
        return rows.stream()
                .map(row -> new ChatMessage(
                        ((Number) row[0]).longValue(),
                        (String) row[1],
                        (String) row[2],
                        (String) row[3],
                        instant(row[4])))
                .toList();
    }

    /** A time as the database driver hands it over. */
    static Instant instant(Object value) {
        if (value instanceof Instant instant) {
            return instant;
        }
        if (value instanceof OffsetDateTime time) {
            return time.toInstant();
        }
        if (value instanceof Timestamp time) {
            return time.toInstant();
        }
        throw new IllegalStateException("not a time: " + value);
    }

    /** Mutes (or no longer mutes) the opponent of {@code side} in the game's players' chat. */
    void mute(String id, Side side, boolean muted) {
        if (muted) {
            database.createNativeQuery(
                            "insert into chat_mutes (game_id, side) values (:game, :side) on conflict do nothing")
                    .setParameter("game", id)
                    .setParameter("side", side.id())
                    .executeUpdate();
        } else {
            database.createNativeQuery("delete from chat_mutes where game_id = :game and side = :side")
                    .setParameter("game", id)
                    .setParameter("side", side.id())
                    .executeUpdate();
        }
    }
}
