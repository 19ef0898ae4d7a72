package com.taflpost.review;

import com.taflpost.rules.Side;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "Review",
        description = "The computer's review of a finished game: while it runs, how far it is and the moves reviewed so"
                + " far; once done, every move")
public record ReviewView(
        @Schema(description = "The game reviewed", examples = "Xk3p9QaZ2m")
        String gameId,

        @Schema(
                description = "queued (asked, not yet taken up), running, or done",
                enumeration = {"queued", "running", "done"},
                examples = "done")
        String status,

        @Schema(
                description = "The computer level each position is searched at",
                minimum = "1",
                maximum = "8",
                examples = "5")
        int level,

        @Schema(description = "The game's moves", minimum = "0", examples = "6")
        int plies,

        @Schema(description = "The moves reviewed so far; plies once done", minimum = "0", examples = "6")
        int reviewedPlies,

        @Schema(description = "When the review was first asked for")
        Instant requestedAt,

        @Schema(nullable = true, description = "When the review was done; null until then")
        Instant finishedAt,

        @Schema(description = "The moves reviewed so far, in order")
        List<ReviewedMove> moves) {

    static ReviewView of(
            ReviewStore.Row row, List<ReviewStore.Evaluated> positions, List<String> notations, Side startSide) {
        List<ReviewedMove> moves = new ArrayList<>();
        for (int i = 1; i < positions.size() && i <= notations.size(); i++) {
            Side mover = i % 2 == 1 ? startSide : startSide.opponent();
            moves.add(ReviewedMove.of(positions.get(i - 1), positions.get(i), notations.get(i - 1), mover));
        }
        return new ReviewView(
                row.gameId(),
                row.status(),
                row.level(),
                row.positions() - 1,
                moves.size(),
                row.requestedAt(),
                row.finishedAt(),
                moves);
    }
}
