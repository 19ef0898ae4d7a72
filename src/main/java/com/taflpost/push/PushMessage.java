package com.taflpost.push;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

/**
 * What a push says, before encryption: the event's type, its game or challenge, the page to open and a short title
 * and body a service worker can show as they are. Also how urgent it is and which earlier push of its game it may
 * replace at the push service (Topic), so that a phone offline all day wakes to one message per game.
 */
record PushMessage(byte[] json, String urgency, Optional<String> topic) {
    static final String YOUR_TURN = "your-turn";
    static final String GAME_OVER = "game-over";
    static final String GAME_ABORTED = "game-aborted";
    static final String CHALLENGE_RECEIVED = "challenge-received";
    static final String REMATCH_OFFERED = "rematch-offered";
    static final String TAKEBACK_OFFERED = "takeback-offered";

    private static final ObjectMapper JSON = new ObjectMapper();

    static PushMessage of(Due due) {
        JsonNode data;
        try {
            data = JSON.readTree(due.payload());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the event of push " + due.id(), e);
        }
        ObjectNode message = JSON.createObjectNode().put("type", due.type()).put("eventId", due.eventId());
        switch (due.type()) {
            case YOUR_TURN -> {
                String gameId = due.gameId();
                int ply = data.path("ply").asInt();
                message.put("gameId", gameId)
                        .put("url", "/play/" + gameId)
                        .put("title", "Your turn" + against(due))
                        .put("body", game(due) + ", move " + (ply + 1));
            }
            case GAME_OVER -> {
                String gameId = due.gameId();
                message.put("gameId", gameId)
                        .put("url", "/play/" + gameId)
                        .put("title", result(due, data.path("winner").asText()) + against(due))
                        .put(
                                "body",
                                game(due) + ", " + words(data.path("reason").asText()));
            }
            case GAME_ABORTED -> {
                String gameId = due.gameId();
                message.put("gameId", gameId)
                        .put("url", "/play/" + gameId)
                        .put("title", "Game aborted" + against(due))
                        .put(
                                "body",
                                game(due) + ", aborted by the "
                                        + data.path("by").asText() + " before it began");
            }
            case REMATCH_OFFERED -> {
                String gameId = due.gameId();
                message.put("gameId", gameId)
                        .put("url", "/play/" + gameId)
                        .put("title", "Rematch offered" + against(due))
                        .put("body", game(due) + ": the " + data.path("by").asText() + " offer to play again");
            }
            case TimeAlarms.TIME_ALARM -> {
                String gameId = due.gameId();
                int ply = data.path("ply").asInt();
                message.put("gameId", gameId)
                        .put("url", "/play/" + gameId)
                        .put("title", "Your time is running out" + against(due))
                        .put("body", game(due) + ", move " + (ply + 1) + ": most of its time has passed");
            }
            case TAKEBACK_OFFERED -> {
                String gameId = due.gameId();
                int ply = data.path("ply").asInt();
                message.put("gameId", gameId)
                        .put("url", "/play/" + gameId)
                        .put("title", "Takeback offered" + against(due))
                        .put(
                                "body",
                                game(due) + ", move " + ply + ": the "
                                        + data.path("by").asText() + " ask to take back their last move");
            }
            case CHALLENGE_RECEIVED -> {
                String challengeId = data.path("challengeId").asText();
                message.put("challengeId", challengeId)
                        .put("url", "/challenge/" + challengeId)
                        .put("title", data.path("challenger").asText() + " challenges you")
                        .put(
                                "body",
                                capitalized(data.path("ruleset").asText()) + " on "
                                        + board(data.path("board").asText()));
            }
            default -> throw new IllegalStateException("no push is sent for " + due.type());
        }
        byte[] json;
        try {
            json = JSON.writeValueAsString(message).getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write push " + due.id(), e);
        }
        return new PushMessage(
                json,
                due.type().equals(YOUR_TURN) || due.type().equals(TimeAlarms.TIME_ALARM) ? "high" : "normal",
                due.gameId() == null ? Optional.empty() : Optional.of(due.gameId()));
    }

    /** " against bjorn" for a registered opponent; nothing in an anonymous game. */
    private static String against(Due due) {
        Optional<String> opponent = opponent(due);
        return opponent.map(name -> " against " + name).orElse("");
    }

    private static Optional<String> opponent(Due due) {
        Due.GameFacts game = due.game();
        if (game == null) {
            return Optional.empty();
        }
        String side = side(due);
        if (side == null) {
            return Optional.empty();
        }
        return Optional.ofNullable(side.equals("attackers") ? game.defendersName() : game.attackersName());
    }

    /** The recipient's side: a seat names it, a player is one of the game's two. */
    private static String side(Due due) {
        String recipient = due.recipient();
        if (recipient.startsWith(due.gameId() + "/")) {
            return recipient.substring(due.gameId().length() + 1);
        }
        Due.GameFacts game = due.game();
        if (recipient.equals(game.attackersId())) {
            return "attackers";
        }
        return recipient.equals(game.defendersId()) ? "defenders" : null;
    }

    private static String result(Due due, String winner) {
        if (winner.equals("draw")) {
            return "Draw";
        }
        String side = due.game() == null ? null : side(due);
        if (side == null) {
            return capitalized(winner) + " won";
        }
        return side.equals(winner) ? "You won" : "You lost";
    }

    private static String game(Due due) {
        Due.GameFacts game = due.game();
        if (game == null) {
            return "Your game";
        }
        return capitalized(game.ruleset()) + " on " + board(game.board());
    }

    private static String board(String board) {
        return board == null || board.isEmpty() || board.equals("null") || board.equals("custom")
                ? "a custom board"
                : capitalized(board);
    }

    private static String words(String id) {
        return id.replace('-', ' ');
    }

    private static String capitalized(String word) {
        return word == null || word.isEmpty() ? "" : word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1);
    }
}
