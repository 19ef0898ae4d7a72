package com.taflpost.catalog;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Catalog", description = "What can be chosen when starting a game")
public interface CatalogApi {

    @GET
    @Path("/rulesets")
    @Operation(
            operationId = "listRulesets",
            summary = "List the rulesets",
            description = "The rulesets a game can be played under, with their rules in short and how they end games.")
    @SecurityRequirements
    @APIResponse(
            responseCode = "200",
            description = "Every ruleset",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(type = SchemaType.ARRAY, implementation = RulesetView.class),
                            examples = @ExampleObject(name = "rulesets", ref = "Rulesets")))
    List<RulesetView> rulesets();

    @GET
    @Path("/rulesets/questions")
    @Operation(
            operationId = "listRulesQuestions",
            summary = "List the questions of custom rules",
            description = "The keys a new game's rules can answer (POST /api/games, POST /api/analysis), in the order"
                    + " of the description format, each with the answers it takes and when it applies; a ruleset's"
                    + " questions member gives its answer to each. A form can offer them without a table of its own.")
    @SecurityRequirements
    @APIResponse(
            responseCode = "200",
            description = "Every question, in the description's order",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(type = SchemaType.ARRAY, implementation = QuestionView.class),
                            examples = @ExampleObject(name = "questions", ref = "RulesQuestions")))
    List<QuestionView> questions();

    @GET
    @Path("/boards")
    @Operation(
            operationId = "listBoards",
            summary = "List the boards",
            description =
                    "The starting layouts, with their position strings and grids; any ruleset can be played on any"
                            + " board.")
    @SecurityRequirements
    @APIResponse(
            responseCode = "200",
            description = "Every board",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(type = SchemaType.ARRAY, implementation = BoardView.class),
                            examples = @ExampleObject(name = "boards", ref = "Boards")))
    List<BoardView> boards();
}
