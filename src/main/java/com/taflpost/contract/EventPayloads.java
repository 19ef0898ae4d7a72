package com.taflpost.contract;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.MediaType;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * Documents what the event streams' events carry. Each event's data has its own schema component (in {@code
 * META-INF/openapi.yaml}); {@code StreamEvent}, made here from {@link StreamEventType}, is one event as a client reads
 * it (its name, id and data, the data parsed), one branch per name. The streams stay {@code text/event-stream} with a
 * string schema, so that generators keep treating them as text; the string's {@code contentSchema} refers to {@code
 * StreamEvent} (OpenAPI 3.2 would say {@code itemSchema}), and each stream's description lists its events with their
 * components. An event name without its component fails the build.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class EventPayloads implements OASFilter {
    static final String STREAM_EVENT = "StreamEvent";

    /** The stream operations, and which of them carries an event. */
    private static final Map<String, Predicate<StreamEventType>> STREAMS = Map.of(
            "streamEvents", type -> type.streams().caller(),
            "streamGameEvents", type -> type.streams().game());

    private static final String EVENT = "text/event-stream";

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        Map<String, Schema> schemas =
                openAPI.getComponents() == null ? null : openAPI.getComponents().getSchemas();
        for (StreamEventType type : StreamEventType.values()) {
            if (schemas == null || !schemas.containsKey(type.component())) {
                throw new IllegalStateException("the event " + type.eventName() + " has no schema component "
                        + type.component() + " in META-INF/openapi.yaml");
            }
        }
        openAPI.getComponents().addSchema(STREAM_EVENT, streamEvent());
        if (openAPI.getPaths() == null || openAPI.getPaths().getPathItems() == null) {
            return;
        }
        openAPI.getPaths()
                .getPathItems()
                .values()
                .forEach(item -> item.getOperations().values().stream()
                        .filter(operation -> STREAMS.containsKey(operation.getOperationId()))
                        .forEach(this::document));
    }

    private static Schema streamEvent() {
        Schema event = OASFactory.createSchema()
                .description("An event of an event stream as a client reads it: its name (the event field), its id"
                        + " (the id field; the first event of a game's stream has none) and its data (the data"
                        + " field, a JSON object, parsed). The name says which component the data follows.");
        for (StreamEventType type : StreamEventType.values()) {
            Schema name = OASFactory.createSchema().addType(Schema.SchemaType.STRING);
            name.setConstValue(type.eventName());
            event.addOneOf(OASFactory.createSchema()
                    .title(title(type))
                    .addType(Schema.SchemaType.OBJECT)
                    .addRequired("event")
                    .addRequired("data")
                    .addProperty("event", name)
                    .addProperty(
                            "id",
                            OASFactory.createSchema()
                                    .addType(Schema.SchemaType.STRING)
                                    .description("Orders the event: send the last one seen as Last-Event-ID"))
                    .addProperty("data", OASFactory.createSchema().ref(type.component())));
        }
        return event;
    }

    /** The branch's name, which generators give its type: e.g. YourTurnStreamEvent. */
    private static String title(StreamEventType type) {
        return Arrays.stream(type.eventName().split("-"))
                        .map(word -> Character.toUpperCase(word.charAt(0)) + word.substring(1))
                        .collect(Collectors.joining())
                + STREAM_EVENT;
    }

    private void document(Operation operation) {
        APIResponse ok = operation.getResponses().getAPIResponse("200");
        MediaType stream =
                ok == null || ok.getContent() == null ? null : ok.getContent().getMediaType(EVENT);
        if (stream == null) {
            throw new IllegalStateException(operation.getOperationId() + " has no 200 answer of type " + EVENT);
        }
        Schema text = stream.getSchema() == null ? OASFactory.createSchema() : stream.getSchema();
        text.setType(List.of(Schema.SchemaType.STRING));
        text.setContentMediaType(EVENT);
        text.setContentSchema(OASFactory.createSchema().ref(STREAM_EVENT));
        stream.setSchema(text);
        Predicate<StreamEventType> carried = STREAMS.get(operation.getOperationId());
        String events = Arrays.stream(StreamEventType.values())
                .filter(carried)
                .map(type -> "`" + type.eventName() + "` " + type.component())
                .collect(Collectors.joining(", "));
        operation.setDescription(operation.getDescription()
                + "\n\nEach event's data is a JSON object; by the event's name, it follows the schema component: "
                + events + " (" + STREAM_EVENT + " joins them).");
    }
}
