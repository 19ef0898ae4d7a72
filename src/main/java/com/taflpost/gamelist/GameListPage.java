package com.taflpost.gamelist;

import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "GameList",
        description = "One page of games, in the order asked for, and where the next page starts",
        requiredProperties = {"items", "size"})
public record GameListPage(
        @Schema(description = "The games on this page") List<GameListEntry> items,

        @Schema(description = "Largest number of games on a page", examples = "20")
        int size,

        @Schema(
                description = "The next page, with the same filters: null on the last page. Games that change while"
                        + " pages are followed move in the order (a new move brings a game to the top); the others are"
                        + " each listed once.",
                nullable = true,
                examples =
                        "http://localhost:8080/api/games?status=finished&cursor=Z2FtZXMtYnktbGFzdC1tb3ZlfDE3NjQ3ODIwMDAwMDAwMDB8WGszcDlRYVoybQ")
        URI next) {}
