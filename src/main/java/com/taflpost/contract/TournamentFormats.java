package com.taflpost.contract;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.media.Schema;

/**
 * A new tournament is one of two shapes, told apart by its format: a Swiss one, which must have rounds
 * (rounds-required), and a round robin, which must not (rounds-not-allowed). Said as a {@code oneOf} with a
 * discriminator, which validators, openapi-typescript and openapi-generator all read the same way; an
 * {@code if}/{@code then}/{@code else} on the format was read differently by the example checks bundled with
 * openapi-typescript, and generators drop conditionals.
 * <p>
 * Each shape lists every member it takes, flat, with no {@code allOf}: the example checks of openapi-typescript's
 * Redocly take a subschema with properties to forbid every member it does not list. Runs after {@link SharedEnums},
 * so that the members the shapes share are already in their final form when both shapes refer to them.
 */
@OpenApiFilter(value = OpenApiFilter.RunStage.BUILD, priority = -1)
public class TournamentFormats implements OASFilter {

    static final String REQUEST = "CreateTournament";
    static final String SWISS = "CreateSwissTournament";
    static final String ROUND_ROBIN = "CreateRoundRobinTournament";

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getComponents() == null || openAPI.getComponents().getSchemas() == null) {
            return;
        }
        Schema request = openAPI.getComponents().getSchemas().get(REQUEST);
        if (request == null || request.getProperties() == null) {
            throw new IllegalStateException("the contract has no schema " + REQUEST + " to split by its format");
        }
        openAPI.getComponents()
                .addSchema(SWISS, shape(request, "swiss", "A Swiss tournament: the rounds to play are required", true))
                .addSchema(
                        ROUND_ROBIN,
                        shape(
                                        request,
                                        "round-robin",
                                        "A round robin: everyone plays everyone, so it takes no rounds",
                                        false)
                                .not(OASFactory.createSchema().required(List.of("rounds"))));
        request.setType(null);
        request.setProperties(null);
        request.setRequired(null);
        request.oneOf(List.of(ref(SWISS), ref(ROUND_ROBIN)))
                .discriminator(OASFactory.createDiscriminator()
                        .propertyName("format")
                        .addMapping("swiss", ref(SWISS).getRef())
                        .addMapping("round-robin", ref(ROUND_ROBIN).getRef()));
    }

    /** The request's members, its format fixed to one value, rounds required or left out. */
    private static Schema shape(Schema request, String format, String description, boolean rounds) {
        Map<String, Schema> members = new LinkedHashMap<>(request.getProperties());
        members.put(
                "format",
                OASFactory.createSchema()
                        .addType(Schema.SchemaType.STRING)
                        .constValue(format)
                        .description("How it pairs its players: " + format)
                        .examples(List.of(format)));
        List<String> required = new ArrayList<>(request.getRequired());
        if (rounds) {
            required.add(required.indexOf("format") + 1, "rounds");
        } else {
            members.remove("rounds");
        }
        return OASFactory.createSchema()
                .addType(Schema.SchemaType.OBJECT)
                .description(description)
                .required(required)
                .properties(members);
    }

    private static Schema ref(String name) {
        return OASFactory.createSchema().ref(name);
    }
}
