package com.taflpost.contract;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

/**
 * Documents what a webhook receives as the document's {@code webhooks}: one POST per event a player can hear, its body
 * the event as the player's stream has it ({@code WebhookDelivery} with the event's own data component) and the
 * headers that identify and sign it. Made from {@link StreamEventType}, so a new event is documented here too; the
 * body's example is the component {@code <event component>Delivery} of {@code META-INF/openapi.yaml}, which the build
 * requires. A stream's {@code resync} is no event of the log, so no webhook hears it.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class WebhookDeliveries implements OASFilter {
    static final String DELIVERY = "WebhookDelivery";
    private static final String JSON = "application/json";

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        openAPI.getComponents().addSchema(DELIVERY, delivery());
        for (StreamEventType type : StreamEventType.values()) {
            if (type.streams().caller() && type != StreamEventType.RESYNC) {
                openAPI.addWebhook(type.eventName(), OASFactory.createPathItem().POST(operation(type, openAPI)));
            }
        }
    }

    /** The members every delivery has; each webhook narrows {@code type} and {@code data}. */
    private static Schema delivery() {
        return OASFactory.createSchema()
                .addType(Schema.SchemaType.OBJECT)
                .description("An event POSTed to a webhook: the event as the player's event stream has it")
                .addRequired("id")
                .addRequired("type")
                .addRequired("gameId")
                .addRequired("createdAt")
                .addRequired("data")
                .addProperty(
                        "id",
                        OASFactory.createSchema()
                                .addType(Schema.SchemaType.INTEGER)
                                .format("int64")
                                .description("The event's id, as on the event stream; ids grow in the order events"
                                        + " were written"))
                .addProperty(
                        "type",
                        OASFactory.createSchema()
                                .addType(Schema.SchemaType.STRING)
                                .description("The event's name, as the Taflpost-Event header"))
                .addProperty(
                        "gameId",
                        OASFactory.createSchema()
                                .addType(Schema.SchemaType.STRING)
                                .addType(Schema.SchemaType.NULL)
                                .description("The game the event is about; null for an event about no game (a"
                                        + " challenge before its game, a tournament)"))
                .addProperty(
                        "createdAt",
                        OASFactory.createSchema()
                                .addType(Schema.SchemaType.STRING)
                                .format("date-time")
                                .description("When the event was written"))
                .addProperty(
                        "data",
                        OASFactory.createSchema()
                                .addType(Schema.SchemaType.OBJECT)
                                .description("The event's data; its schema depends on the type"));
    }

    private static Operation operation(StreamEventType type, OpenAPI openAPI) {
        Schema name = OASFactory.createSchema().addType(Schema.SchemaType.STRING);
        name.setConstValue(type.eventName());
        Schema body = OASFactory.createSchema()
                .addAllOf(OASFactory.createSchema().ref(DELIVERY))
                .addAllOf(OASFactory.createSchema()
                        .addType(Schema.SchemaType.OBJECT)
                        .addProperty("type", name)
                        .addProperty("data", OASFactory.createSchema().ref(type.component())));
        var json = OASFactory.createMediaType().schema(body);
        String example = type.component() + "Delivery";
        if (openAPI.getComponents().getExamples() == null
                || !openAPI.getComponents().getExamples().containsKey(example)) {
            throw new IllegalStateException(
                    "the webhook " + type.eventName() + " has no example " + example + " in META-INF/openapi.yaml");
        }
        json.addExample(type.eventName(), OASFactory.createExample().ref(example));
        return OASFactory.createOperation()
                .operationId(operationId(type))
                .summary("Receive " + type.eventName())
                .description("What Taflpost POSTs to each of a player's webhooks when the player hears "
                        + type.eventName() + " (see the event streams). Answer 2xx within the timeout; any other answer"
                        + " or none is retried with doubling waits. Check Taflpost-Signature before trusting the body,"
                        + " and deduplicate on Taflpost-Delivery: a delivery can arrive twice.")
                .addTag("Events")
                // the receiver trusts a delivery by its signature, not by a token
                .security(new ArrayList<>())
                .addParameter(header(
                        "Taflpost-Event",
                        "The event's name, as the body's type",
                        OASFactory.createSchema()
                                .addType(Schema.SchemaType.STRING)
                                .constValue(type.eventName())))
                .addParameter(header(
                        "Taflpost-Delivery",
                        "The delivery's id: the same on every attempt of one delivery",
                        OASFactory.createSchema()
                                .addType(Schema.SchemaType.STRING)
                                .pattern("^[0-9]+$")))
                .addParameter(header(
                        "Taflpost-Signature",
                        "t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<body>\" keyed with the webhook's secret>",
                        OASFactory.createSchema()
                                .addType(Schema.SchemaType.STRING)
                                .pattern("^t=[0-9]+,v1=[0-9a-f]{64}$")))
                .requestBody(OASFactory.createRequestBody()
                        .required(true)
                        .content(OASFactory.createContent().addMediaType(JSON, json)))
                .responses(OASFactory.createAPIResponses()
                        .addAPIResponse(
                                "200",
                                OASFactory.createAPIResponse()
                                        .description("Received (any 2xx will do); the body is not read"))
                        .addAPIResponse(
                                "default",
                                OASFactory.createAPIResponse()
                                        .description("Not received: the delivery is tried again later")));
    }

    /** E.g. yourTurnWebhook. */
    private static String operationId(StreamEventType type) {
        String[] words = type.eventName().split("-");
        return words[0]
                + Arrays.stream(words)
                        .skip(1)
                        .map(word -> Character.toUpperCase(word.charAt(0)) + word.substring(1))
                        .collect(Collectors.joining())
                + "Webhook";
    }

    private static Parameter header(String name, String description, Schema schema) {
        return OASFactory.createParameter()
                .name(name)
                .in(Parameter.In.HEADER)
                .required(true)
                .description(description)
                .schema(schema);
    }
}
