package com.taflpost.contract;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.media.Schema;

/**
 * The rules the services apply to combinations of a request's members, as JSON Schema, which the annotations cannot
 * say: a start is a named board or a custom position with its side to move ({@code Setup.resolve}); a rated game is on
 * a named board and has no takebacks ({@code GameCreation}); a game or an analysis names a ruleset or gives rules
 * ({@code Setup.resolve}); an evaluation is asked at a level or to a depth ({@code AnalysisService}). Where a member
 * decides the request's shape, the shapes are a choice ({@link TournamentFormats}, {@link TimeControlKinds}).
 * <p>
 * Said with keywords generators leave alone ({@code oneOf} and {@code anyOf} of bare {@code required} lists,
 * {@code dependentRequired},
 * {@code if}/{@code then}/{@code else}, {@code propertyNames}), so that a generated client keeps one plain model per
 * request: a top-level {@code not}, or a {@code oneOf} with properties, would give it models of their own. A
 * {@code then} with properties puts them in an {@code allOf}, the form Redocly's lint reads (it takes any other
 * subschema with properties to forbid all other members).
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class RequestCombinations implements OASFilter {

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getComponents() == null || openAPI.getComponents().getSchemas() == null) {
            return;
        }
        Map<String, Schema> schemas = openAPI.getComponents().getSchemas();
        for (String start : List.of("CreateGame", "CreateChallenge", "AnalysisRequest")) {
            boardOrPosition(schema(schemas, start));
        }
        for (String amendable : List.of("CreateGame", "AnalysisRequest")) {
            rulesetOrRules(schema(schemas, amendable));
        }
        for (String game : List.of("CreateGame", "CreateChallenge")) {
            ratedOnABoardWithoutTakebacks(schema(schemas, game));
        }
        schema(schemas, "Evaluate").oneOf(List.of(required("level"), required("depth")));
    }

    /**
     * At most one of board and position (neither: the ruleset's own board); sideToMove with position and only with it.
     * Both, a position without its side to move or a side to move on a board are refused (board-and-position,
     * side-to-move-required, side-to-move-with-board).
     */
    private static void boardOrPosition(Schema request) {
        request.not(required("board", "position"))
                .addDependentRequired("position", List.of("sideToMove"))
                .addDependentRequired("sideToMove", List.of("position"));
    }

    /**
     * A ruleset, or rules that amend Copenhagen's, or both (rules amending the ruleset named): with neither there is
     * nothing to play (ruleset-required). Said as anyOf of bare required lists, as Evaluate's level or depth is.
     */
    private static void rulesetOrRules(Schema request) {
        request.anyOf(List.of(required("ruleset"), required("rules")));
    }

    /**
     * A rated game starts on a named board, the one given or its ruleset's own, under a named ruleset: never from a
     * custom position nor under custom rules (unratable-game), and allows no takebacks beyond what its kind allows (takebacks-in-rated-game).
     */
    private static void ratedOnABoardWithoutTakebacks(Schema request) {
        request.ifSchema(is("rated", true))
                .thenSchema(any().allOf(List.of(
                        absent("position"), absent("rules"), any().addProperty("takebacks", constant(false)))));
    }

    /** The member is there, with this value. */
    private static Schema is(String member, Object value) {
        return required(member).addProperty(member, constant(value));
    }

    /** No member called {@code member}. */
    private static Schema absent(String member) {
        return any().propertyNames(any().not(constant(member)));
    }

    private static Schema required(String... members) {
        return OASFactory.createSchema().required(List.of(members));
    }

    private static Schema constant(Object value) {
        return OASFactory.createSchema().constValue(value);
    }

    private static Schema any() {
        return OASFactory.createSchema();
    }

    private static Schema schema(Map<String, Schema> schemas, String name) {
        Schema schema = schemas.get(name);
        if (schema == null) {
            throw new IllegalStateException("the contract has no schema " + name + " to state its combinations on");
        }
        return schema;
    }
}
