package com.taflpost.game.chat;

import com.taflpost.auth.Caller;
import com.taflpost.game.chat.Chatting.ChatMessage;
import com.taflpost.game.chat.Chatting.ChatMute;
import com.taflpost.game.chat.Chatting.ChatPage;
import com.taflpost.game.chat.Chatting.ChatPost;
import com.taflpost.http.Links;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.net.URI;

/** A game's players' chat and spectators' chat (see {@link Chatting}). */
public class ChatResource implements ChatApi {

    @Inject
    Chatting chatting;

    @Inject
    Caller caller;

    @Inject
    Links links;

    @Override
    public ChatPage readPlayers(String id, String after, String max) {
        return chatting.players(id, caller, after(after), max(max));
    }

    @Override
    public Response postPlayers(String id, ChatPost body) {
        ChatMessage message = chatting.postToPlayers(id, caller, body);
        return Response.created(location(id, "chat", message)).entity(message).build();
    }

    @Override
    public ChatMute mute(String id, ChatMute body) {
        return chatting.mute(id, caller, body);
    }

    @Override
    public ChatPage readSpectators(String id, String after, String max) {
        return chatting.spectators(id, after(after), max(max));
    }

    @Override
    public Response postSpectators(String id, ChatPost body) {
        ChatMessage message = chatting.postToSpectators(id, caller, body);
        return Response.created(location(id, "spectator-chat", message))
                .entity(message)
                .build();
    }

    /** A message has no resource of its own: its chat's page that starts with it is where it reads again. */
    private URI location(String game, String chat, ChatMessage message) {
        return links.to("/api/games/" + game + "/" + chat + "?after=" + (message.id() - 1) + "&max=1");
    }

    private static Long after(String value) {
        return Chatting.number(value, "bad-after");
    }

    private static Integer max(String value) {
        Long max = Chatting.number(value, "bad-max");
        if (max == null) {
            return null;
        }
        if (max < 1 || max > Chatting.MAX_PAGE) {
            throw new com.taflpost.problem.ApiException.BadRequest(
                    "bad-max", "max is between 1 and " + Chatting.MAX_PAGE + ", not " + max);
        }
        return max.intValue();
    }
}
