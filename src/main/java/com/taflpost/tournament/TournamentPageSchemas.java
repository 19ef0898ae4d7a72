package com.taflpost.tournament;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The schemas of the tournaments API's pages, for the OpenAPI document: a {@code Page} of each item. */
final class TournamentPageSchemas {
    private TournamentPageSchemas() {}

    /** The schema of a page of tournaments, for the OpenAPI document. */
    @Schema(name = "TournamentPage", description = "A page of tournaments")
    static final class TournamentPage {
        @Schema(required = true, description = "The tournaments on this page")
        public List<TournamentSummary> items;

        @Schema(required = true, description = "Index of this page, from 0", examples = "0")
        public int page;

        @Schema(required = true, description = "Largest number of tournaments on a page", examples = "20")
        public int size;

        @Schema(required = true, description = "Number of tournaments on all pages", examples = "1")
        public long total;
    }

    /** The schema of a page of rounds, for the OpenAPI document. */
    @Schema(name = "TournamentRoundPage", description = "A page of a tournament's rounds")
    static final class RoundPage {
        @Schema(required = true, description = "The rounds on this page, in order")
        public List<TournamentView.RoundSummary> items;

        @Schema(required = true, description = "Index of this page, from 0", examples = "0")
        public int page;

        @Schema(required = true, description = "Largest number of rounds on a page", examples = "20")
        public int size;

        @Schema(required = true, description = "Number of rounds paired so far", examples = "1")
        public long total;
    }

    /** The schema of a page of a round's games, for the OpenAPI document. */
    @Schema(name = "TournamentRoundGamePage", description = "A page of a round's games")
    static final class RoundGamePage {
        @Schema(required = true, description = "The games on this page, in board order")
        public List<TournamentView.RoundGame> items;

        @Schema(required = true, description = "Index of this page, from 0", examples = "0")
        public int page;

        @Schema(required = true, description = "Largest number of games on a page", examples = "20")
        public int size;

        @Schema(required = true, description = "Number of the round's games", examples = "2")
        public long total;
    }
}
