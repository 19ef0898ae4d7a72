package com.taflpost.tournament;

import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The pages the tournaments API answers with: each a page of one list, paged by cursor. */
final class TournamentPageSchemas {
    private static final String NEXT = "The next page, with the same filters: null on the last";

    private TournamentPageSchemas() {}

    @Schema(
            name = "TournamentPage",
            description = "A page of tournaments, the newest first, then by id",
            requiredProperties = {"items", "size"})
    record TournamentPage(
            @Schema(description = "The tournaments on this page")
            List<TournamentSummary> items,

            @Schema(description = "Largest number of tournaments on a page", examples = "20")
            int size,

            @Schema(
                    description = NEXT,
                    nullable = true,
                    examples = "http://localhost:8080/api/tournaments?status=entry&cursor="
                            + "dG91cm5hbWVudHN8MTc2NDc4MjAwMDAwMDAwMHw3YzFlMmQ0YS0wYjNmLTRhNWUtOWM2ZC0xZTJmM2E0YjVjNmQ")
            URI next) {}

    @Schema(
            name = "TournamentRoundPage",
            description = "A page of a tournament's rounds, in order",
            requiredProperties = {"items", "size"})
    record RoundPage(
            @Schema(description = "The rounds on this page, in order")
            List<TournamentView.RoundSummary> items,

            @Schema(description = "Largest number of rounds on a page", examples = "20")
            int size,

            @Schema(
                    description = NEXT,
                    nullable = true,
                    examples = "http://localhost:8080/api/tournaments/7c1e2d4a-0b3f-4a5e-9c6d-1e2f3a4b5c6d/rounds"
                            + "?cursor=cm91bmRzfDIw")
            URI next) {}

    @Schema(
            name = "TournamentRoundGamePage",
            description = "A page of a round's games, in board order (pairing), then by game id",
            requiredProperties = {"items", "size"})
    record RoundGamePage(
            @Schema(description = "The games on this page, in board order")
            List<TournamentView.RoundGame> items,

            @Schema(description = "Largest number of games on a page", examples = "20")
            int size,

            @Schema(
                    description = NEXT,
                    nullable = true,
                    examples = "http://localhost:8080/api/tournaments/7c1e2d4a-0b3f-4a5e-9c6d-1e2f3a4b5c6d/rounds/1"
                            + "/games?cursor=cm91bmQtZ2FtZXN8MTB8WGszcDlRYVoybQ")
            URI next) {}
}
