package com.taflpost.catalog;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "Board", description = "A starting layout; any ruleset can be played on any board")
public record BoardView(
        @Schema(description = "The id to send when creating a game", ref = "BoardName", examples = "brandubh")
        String id,

        @Schema(description = "The board's name", examples = "Brandubh")
        String name,

        @Schema(description = "Squares per side", examples = "7")
        int size,

        @Schema(
                description = "The starting position string (OpenTafl notation); the attackers move first",
                examples = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/")
        String position,

        @Schema(description = "The starting position as rows of cells, top rank first")
        List<List<Grid.Cell>> grid) {}
