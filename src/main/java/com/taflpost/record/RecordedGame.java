package com.taflpost.record;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.taflpost.catalog.ResultView;
import com.taflpost.game.GameView.MoveTime;
import com.taflpost.game.GameView.PlayersView;
import com.taflpost.game.chat.Chatting.ChatMessage;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "RecordedGame",
        description = "One line of a player's games export (NDJSON): a game with its text record")
public record RecordedGame(
        @Schema(description = "The game's id", examples = "Xk3p9QaZ2m")
        String id,

        @Schema(ref = "RulesetNameOrCustom", examples = "copenhagen")
        String ruleset,

        @Schema(ref = "BoardNameOrCustom", examples = "brandubh")
        String board,

        PlayersView players,

        @Schema(
                enumeration = {"waiting", "active", "finished"},
                examples = "finished")
        String status,

        @Schema(nullable = true) ResultView result,

        @Schema(description = "Every move in canonical notation with its captures", examples = "[\"d2-f2\", \"d3-c3\"]")
        List<String> moves,

        @Schema(
                description = "When each move was played and the mover's time left after it, aligned with moves (the"
                        + " record's comments say the same)")
        List<MoveTime> moveTimes,

        Instant createdAt,
        Instant updatedAt,

        @Schema(description = "The game's text record, as GET /api/games/{id}/record gives it")
        String record,

        @Schema(
                description = "The players' chat, oldest first, as the exported player reads it (without a muted"
                        + " opponent's messages): only in a player's export of their own games, with their token",
                nullable = true)
        @JsonInclude(JsonInclude.Include.NON_NULL)
        List<ChatMessage> chat) {}
