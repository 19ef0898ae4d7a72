package com.taflpost.contract;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.links.Link;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * OpenAPI links from the answers that create something to what a client does next with it: from a created game to
 * reading it, its moves, legal moves, record and event stream; from a created player to the profile; from a challenge
 * to its answers; from a tournament to entering it; from a webhook to its deliveries and its deletion. Tools that
 * follow flows (and readers) go from the 201 to the next call without reading prose. Each link is a component
 * naming its operation by id and taking the parameter from the answer's body; a link to an operation or parameter
 * that does not exist fails the build.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class ContractLinks implements OASFilter {

    /** Call {@code operationId} with {@code parameter} set to the answer body's member at {@code pointer}. */
    record Follow(String operationId, String parameter, String pointer, String description) {
        Link link() {
            return OASFactory.createLink()
                    .operationId(operationId)
                    .description(description)
                    .addParameter(parameter, "$response.body#" + pointer);
        }
    }

    private static final String READ = "Read the game; poll it with If-None-Match and the answer's ETag";
    private static final String MOVE = "Play a move in the game, with If-Match: the ETag of the game as last read";
    private static final String LEGAL = "The side to move's legal moves";
    private static final String RECORD = "The game's text record";
    private static final String WATCH = "The game's public event stream";
    private static final String CLAIM = "Take the seat the invitation offers (the invitation's code); absent when the"
            + " answer has no invitation";

    /** The link components, by name. */
    static final Map<String, Follow> LINKS = new LinkedHashMap<>();

    /** The links of each operation's 201 answer: the name in the answer, then the component. */
    static final Map<String, Map<String, String>> CREATED = new LinkedHashMap<>();

    static {
        // a game, from an answer that is the game (its id) or a seat in it (its gameId)
        for (String source : List.of("", "Claimed")) {
            String pointer = source.isEmpty() ? "/id" : "/gameId";
            LINKS.put("Get" + source + "Game", new Follow("getGame", "id", pointer, READ));
            LINKS.put("Play" + source + "Move", new Follow("playMove", "id", pointer, MOVE));
            LINKS.put("List" + source + "LegalMoves", new Follow("listLegalMoves", "id", pointer, LEGAL));
            LINKS.put("Get" + source + "GameRecord", new Follow("getGameRecord", "id", pointer, RECORD));
            LINKS.put("Stream" + source + "GameEvents", new Follow("streamGameEvents", "id", pointer, WATCH));
        }
        LINKS.put("ClaimInvitation", new Follow("claimInvitation", "code", "/invitation/code", CLAIM));
        LINKS.put("GetPlayer", new Follow("getPlayer", "name", "/name", "The new player's public profile"));
        LINKS.put("AcceptChallenge", new Follow("acceptChallenge", "id", "/id", "The opponent accepts: the game"));
        LINKS.put("DeclineChallenge", new Follow("declineChallenge", "id", "/id", "The opponent declines"));
        LINKS.put("CancelChallenge", new Follow("cancelChallenge", "id", "/id", "The challenger withdraws it"));
        LINKS.put("EnterTournament", new Follow("enterTournament", "id", "/id", "A player enters the tournament"));
        LINKS.put("StartTournament", new Follow("startTournament", "id", "/id", "The organiser starts it"));
        LINKS.put("DeleteWebhook", new Follow("deleteWebhook", "id", "/id", "Delete the webhook"));
        LINKS.put(
                "ListWebhookDeliveries",
                new Follow("listWebhookDeliveries", "id", "/id", "The webhook's recent deliveries"));

        Map<String, String> game = game("");
        Map<String, String> created = new LinkedHashMap<>(game);
        created.put("claimInvitation", "ClaimInvitation");
        CREATED.put("createGame", created);
        CREATED.put("importGame", game);
        CREATED.put("acceptChallenge", game);
        CREATED.put("claimInvitation", game("Claimed"));
        CREATED.put("registerPlayer", named("GetPlayer"));
        CREATED.put("createChallenge", named("AcceptChallenge", "DeclineChallenge", "CancelChallenge"));
        CREATED.put("createTournament", named("EnterTournament", "StartTournament"));
        CREATED.put("registerWebhook", named("DeleteWebhook", "ListWebhookDeliveries"));
    }

    /** The links to these components, each named in the answer for its operation, in this order. */
    private static Map<String, String> named(String... components) {
        Map<String, String> links = new LinkedHashMap<>();
        for (String component : components) {
            links.put(LINKS.get(component).operationId(), component);
        }
        return links;
    }

    /** The game's links in an answer, named for their operations. */
    private static Map<String, String> game(String source) {
        Map<String, String> links = new LinkedHashMap<>();
        links.put("getGame", "Get" + source + "Game");
        links.put("playMove", "Play" + source + "Move");
        links.put("listLegalMoves", "List" + source + "LegalMoves");
        links.put("getGameRecord", "Get" + source + "GameRecord");
        links.put("streamGameEvents", "Stream" + source + "GameEvents");
        return links;
    }

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getPaths() == null || openAPI.getPaths().getPathItems() == null) {
            return;
        }
        Map<String, Operation> operations = new HashMap<>();
        openAPI.getPaths()
                .getPathItems()
                .values()
                .forEach(item -> item.getOperations().values().stream()
                        .filter(operation -> operation.getOperationId() != null)
                        .forEach(operation -> operations.put(operation.getOperationId(), operation)));
        if (openAPI.getComponents() == null) {
            openAPI.setComponents(OASFactory.createComponents());
        }
        LINKS.forEach((name, follow) -> {
            requireParameter(operations.get(follow.operationId()), follow, openAPI);
            openAPI.getComponents().addLink(name, follow.link());
        });
        CREATED.forEach((operationId, links) -> {
            Operation operation = operations.get(operationId);
            APIResponse created =
                    operation == null ? null : operation.getResponses().getAPIResponse("201");
            if (created == null || created.getRef() != null) {
                throw new IllegalStateException(operationId + " has no 201 answer of its own to link from");
            }
            links.forEach((name, component) ->
                    created.addLink(name, OASFactory.createLink().ref(component)));
        });
    }

    private static void requireParameter(Operation operation, Follow follow, OpenAPI openAPI) {
        if (operation == null) {
            throw new IllegalStateException("a link names the operation " + follow.operationId() + ", which is gone");
        }
        Predicate<Parameter> named = parameter -> follow.parameter().equals(parameter.getName());
        boolean found = operation.getParameters() != null
                && operation.getParameters().stream()
                        .map(parameter -> parameter.getRef() == null
                                ? parameter
                                : openAPI.getComponents()
                                        .getParameters()
                                        .get(parameter
                                                .getRef()
                                                .substring(parameter.getRef().lastIndexOf('/') + 1)))
                        .anyMatch(named);
        if (!found) {
            throw new IllegalStateException(
                    follow.operationId() + " has no parameter " + follow.parameter() + " for a link to set");
        }
    }
}
