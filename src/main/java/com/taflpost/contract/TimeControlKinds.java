package com.taflpost.contract;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.media.Schema;

/**
 * A time control sent with a new game, challenge or tournament is one of three shapes, told apart by its type: none;
 * per-move, which needs perMove; fischer, which needs initial and may have increment and cap (TimeControl.of,
 * bad-time-control). The durations of the chosen type must be durations; the other types' members are not read, so
 * no shape forbids them. Said as a {@code oneOf} with a discriminator, as {@link TournamentFormats} says a tournament's
 * format, instead of an {@code if}/{@code then}/{@code else} that generators drop and validators read differently.
 * Runs after {@link SharedEnums} and {@link NulFreeRequests}: the durations' pattern replaces the plain NUL-free one,
 * which it implies.
 */
@OpenApiFilter(value = OpenApiFilter.RunStage.BUILD, priority = -1)
public class TimeControlKinds implements OASFilter {

    static final String REQUEST = "TimeControl";
    static final Map<String, String> SHAPES = shapes();

    private static Map<String, String> shapes() {
        Map<String, String> shapes = new LinkedHashMap<>();
        shapes.put("none", "TimeControlNone");
        shapes.put("per-move", "TimeControlPerMove");
        shapes.put("fischer", "TimeControlFischer");
        return shapes;
    }

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getComponents() == null || openAPI.getComponents().getSchemas() == null) {
            return;
        }
        Schema request = openAPI.getComponents().getSchemas().get(REQUEST);
        if (request == null || request.getProperties() == null) {
            throw new IllegalStateException("the contract has no schema " + REQUEST + " to split by its type");
        }
        Map<String, Schema> members = request.getProperties();
        openAPI.getComponents()
                .addSchema(SHAPES.get("none"), shape("none", "No clock: the game waits for its moves"))
                .addSchema(
                        SHAPES.get("per-move"),
                        shape("per-move", "A fixed time for every move: perMove")
                                .addRequired("perMove")
                                .addProperty("perMove", duration(members.get("perMove"))))
                .addSchema(
                        SHAPES.get("fischer"),
                        shape("fischer", "An initial buffer, an increment after each move, an optional cap")
                                .addRequired("initial")
                                .addProperty("initial", duration(members.get("initial")))
                                .addProperty("increment", duration(members.get("increment")))
                                .addProperty("cap", duration(members.get("cap"))));
        request.setType(null);
        request.setProperties(null);
        request.setRequired(null);
        request.oneOf(SHAPES.values().stream().map(TimeControlKinds::ref).toList());
        var discriminator = OASFactory.createDiscriminator().propertyName("type");
        SHAPES.forEach(
                (type, shape) -> discriminator.addMapping(type, ref(shape).getRef()));
        request.discriminator(discriminator);
    }

    private static Schema shape(String type, String description) {
        return OASFactory.createSchema()
                .addType(Schema.SchemaType.OBJECT)
                .description(description)
                .required(List.of("type"))
                .addProperty(
                        "type",
                        OASFactory.createSchema()
                                .addType(Schema.SchemaType.STRING)
                                .constValue(type)
                                .examples(List.of(type)));
    }

    /** The member as the request states it, its pattern that of a duration (which holds no NUL either). */
    private static Schema duration(Schema member) {
        return member.pattern(TextPatterns.DURATION);
    }

    private static Schema ref(String name) {
        return OASFactory.createSchema().ref(name);
    }
}
