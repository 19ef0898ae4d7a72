package com.taflpost.contract;

import com.taflpost.rules.NamedBoard;
import com.taflpost.rules.Preset;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.format.RulesetFormat;
import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * Every set of values the contract enumerates is one named schema component, referred to wherever it is used, so that
 * a generated client has one type per set (one {@code Side}, not one enumeration per member). The members and
 * parameters keep their own descriptions, examples and defaults beside the reference; a member that may be null
 * becomes {@code anyOf: [the component, null]}. An enumeration with no component here fails the build, so that a new
 * set of values gets a name rather than a stray type in every client. Runs after the other filters, so that it sees
 * what they add.
 */
@OpenApiFilter(value = OpenApiFilter.RunStage.BUILD, priority = 0)
public class SharedEnums implements OASFilter {

    /** A named set of values: same values, in any order, same component. */
    record Shared(String name, Schema.SchemaType type, String description, List<Object> values) {
        Set<String> key() {
            return values.stream().map(String::valueOf).collect(Collectors.toSet());
        }

        Schema schema() {
            Schema schema = OASFactory.createSchema().addType(type).description(description);
            schema.setEnumeration(new ArrayList<>(values));
            if (type == Schema.SchemaType.INTEGER) {
                schema.setFormat("int32");
            }
            return schema;
        }
    }

    /** The rulesets and boards as the rules name them, so that a new preset or board is in the contract at once. */
    private static final List<String> RULESETS =
            Preset.rulesets().stream().map(Ruleset::id).toList();

    private static final List<String> BOARDS =
            NamedBoard.all().stream().map(NamedBoard::id).toList();

    static final List<Shared> SHARED = List.of(
            text("RulesetName", "A ruleset's id (GET /api/rulesets)", RULESETS),
            text(
                    "RulesetNameOrCustom",
                    "A game's ruleset: a ruleset's id (GET /api/rulesets), or custom for a game under rules given as"
                            + " a description (its rules member)",
                    orCustom(RULESETS)),
            text("BoardName", "A standard board's id (GET /api/boards)", BOARDS),
            text(
                    "BoardNameOrCustom",
                    "A game's board: a standard board's id, or custom for a game started from a custom position",
                    orCustom(BOARDS)),
            text(
                    "Side",
                    "A side of the game: the attackers or the defenders (with the king)",
                    "attackers",
                    "defenders"),
            text(
                    "SeatChoice",
                    "The side a player asks to play: attackers, defenders, or random (drawn when the game is made)",
                    "attackers",
                    "defenders",
                    "random"),
            text("Winner", "Who won a game: a side, or draw", "attackers", "defenders", "draw"),
            text("Piece", "A piece on a square", "attacker", "defender", "king"),
            text("SquareKind", "A square the rules treat apart: the throne or a corner", "throne", "corner"),
            text(
                    "GameStatus",
                    "Where a game is: waiting for its second player, active, finished (with a result), or aborted"
                            + " (stopped before its second ply, with no result)",
                    "waiting",
                    "active",
                    "finished",
                    "aborted"),
            text(
                    "StartedGameStatus",
                    "The status of a game that has started (lists of games leave the waiting ones out)",
                    "active",
                    "finished",
                    "aborted"),
            text("OngoingGameStatus", "The status of a game that is not over", "waiting", "active"),
            text(
                    "RecordedGameStatus",
                    "The status of a game as its record tells it (aborted games have no record)",
                    "waiting",
                    "active",
                    "finished"),
            text(
                    "ResultReason",
                    "Why a game ended: the rules' endings (move-limit in a variant with a move limit),"
                            + " resignation, timeout, or a tournament's forfeit or adjudication",
                    "king-captured",
                    "king-escaped",
                    "exit-fort",
                    "encirclement",
                    "repetition",
                    "no-legal-move",
                    "move-limit",
                    "resignation",
                    "timeout",
                    "forfeit",
                    "adjudication"),
            text(
                    "TimeControlKind",
                    "A kind of clock: none, a fixed time per move, or Fischer (a bank with an increment)",
                    "none",
                    "per-move",
                    "fischer"),
            text(
                    "TournamentStatus",
                    "Where a tournament is: taking entries, running, finished or cancelled",
                    "entry",
                    "running",
                    "finished",
                    "cancelled"),
            text("TournamentFormat", "How a tournament pairs its players", "round-robin", "swiss"),
            text("RoundStatus", "Where a tournament's round is", "running", "finished"),
            text(
                    "ReviewStatus",
                    "Where the computer's review of a game is: asked for, under way, or done",
                    "queued",
                    "running",
                    "done"),
            text(
                    "MoveLabel",
                    "How much a reviewed move lost: an inaccuracy, a mistake or a blunder",
                    "inaccuracy",
                    "mistake",
                    "blunder"),
            text(
                    "ChallengeStatus",
                    "Where a challenge is: open, or answered (accepted, declined), withdrawn (cancelled) or past its"
                            + " expiry (expired)",
                    "open",
                    "accepted",
                    "declined",
                    "cancelled",
                    "expired"),
            text("DeliveryStatus", "Where a webhook delivery is", "pending", "delivered", "failed"),
            text("KingEscape", "Where the king escapes to: a corner, or any edge square", "corners", "edges"),
            text("KingArms", "Whether the king takes part in captures", "armed", "unarmed", "hammer", "anvil"),
            text(
                    "KingStrength",
                    "How many attackers it takes to capture the king: two, four, four or three and the throne, or"
                            + " four on or next to the throne and two elsewhere",
                    "two",
                    "four",
                    "four-or-throne",
                    "strong-near-throne"),
            text(
                    "KingOnEdge",
                    "Whether the king is safe on an edge, can be captured there, or has the edge close a side",
                    "safe",
                    "capturable",
                    "edge-closes"),
            text("CornerKind", "The restricted squares in the corners", "none", "squares", "blocks"),
            text(
                    "Hostility",
                    "Whom a restricted square helps to capture",
                    "nobody",
                    "attackers",
                    "defenders",
                    "everyone"),
            text("YesNo", "An answer of a ruleset description: yes or no", "yes", "no"),
            text("ThroneCrossing", "Who may pass over the empty throne", "everyone", "king"),
            text(
                    "RepetitionRule",
                    "What a position created for the third time does: the defenders lose, the side that made it"
                            + " loses, a draw, or nothing",
                    "defenders-lose",
                    "repeater-loses",
                    "draw",
                    "ignored"),
            text("NoMoveResult", "What a side with no legal move on its turn gets", "loss", "draw"),
            text("GameOutcome", "How a finished game went for a player", "won", "lost", "drawn"),
            text("GameOrder", "What a list of games is sorted by", "lastMove", "deadline"),
            text("ChatRoom", "Which chat of a game: the players' own or the spectators'", "players", "spectators"),
            new Shared(
                    "GamesPerPairing",
                    Schema.SchemaType.INTEGER,
                    "The games each pairing of a tournament plays: 2, one with each side, or 1",
                    List.of(1, 2)));

    private static Shared text(String name, String description, String... values) {
        return text(name, description, List.of(values));
    }

    private static Shared text(String name, String description, List<String> values) {
        return new Shared(name, Schema.SchemaType.STRING, description, List.<Object>copyOf(values));
    }

    private static List<String> orCustom(List<String> ids) {
        return Stream.concat(ids.stream(), Stream.of(RulesetFormat.CUSTOM)).toList();
    }

    private static final String SCHEMAS = "#/components/schemas/";

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        Set<String> used = new HashSet<>();
        Map<Set<String>, Shared> byValues = SHARED.stream()
                .collect(Collectors.toMap(Shared::key, shared -> shared, (a, b) -> {
                    throw new IllegalStateException(a.name() + " and " + b.name() + " have the same values");
                }));
        BiConsumer<Schema, String> share = (schema, where) -> {
            // the components themselves, when a previous run made them
            if (SHARED.stream().noneMatch(shared -> shared.name().equals(where))) {
                walk(schema, where, byValues, used);
            }
        };
        schemasOf(openAPI, share);
        if (used.isEmpty()) {
            return;
        }
        if (openAPI.getComponents() == null) {
            openAPI.setComponents(OASFactory.createComponents());
        }
        Components components = openAPI.getComponents();
        SHARED.stream()
                .filter(shared -> used.contains(shared.name()))
                .forEach(shared -> components.addSchema(shared.name(), shared.schema()));
    }

    /** Every schema of the document that a member, parameter, body or header has, with where it is. */
    static void schemasOf(OpenAPI openAPI, BiConsumer<Schema, String> visit) {
        Components components = openAPI.getComponents();
        if (components != null) {
            if (components.getSchemas() != null) {
                new TreeMap<>(components.getSchemas()).forEach((name, schema) -> visit.accept(schema, name));
            }
            if (components.getParameters() != null) {
                components.getParameters().forEach((name, parameter) -> parameter(parameter, name, visit));
            }
            if (components.getResponses() != null) {
                components.getResponses().forEach((name, response) -> response(response, name, visit));
            }
            if (components.getHeaders() != null) {
                components.getHeaders().forEach((name, header) -> visit.accept(header.getSchema(), name));
            }
        }
        if (openAPI.getPaths() == null || openAPI.getPaths().getPathItems() == null) {
            return;
        }
        openAPI.getPaths().getPathItems().forEach((path, item) -> {
            if (item.getParameters() != null) {
                item.getParameters().forEach(parameter -> parameter(parameter, path, visit));
            }
            item.getOperations().forEach((method, operation) -> {
                String where = method + " " + path;
                if (operation.getParameters() != null) {
                    operation.getParameters().forEach(parameter -> parameter(parameter, where, visit));
                }
                if (operation.getRequestBody() != null) {
                    content(operation.getRequestBody().getContent(), where + " body", visit);
                }
                if (operation.getResponses() != null && operation.getResponses().getAPIResponses() != null) {
                    operation
                            .getResponses()
                            .getAPIResponses()
                            .forEach((code, response) -> response(response, where + " " + code, visit));
                }
            });
        });
    }

    private static void parameter(Parameter parameter, String where, BiConsumer<Schema, String> visit) {
        visit.accept(parameter.getSchema(), where + " " + parameter.getName());
        content(parameter.getContent(), where + " " + parameter.getName(), visit);
    }

    private static void response(APIResponse response, String where, BiConsumer<Schema, String> visit) {
        content(response.getContent(), where, visit);
        if (response.getHeaders() != null) {
            response.getHeaders().forEach((name, header) -> visit.accept(header.getSchema(), where + " " + name));
        }
    }

    private static void content(Content content, String where, BiConsumer<Schema, String> visit) {
        if (content != null && content.getMediaTypes() != null) {
            content.getMediaTypes().forEach((type, media) -> visit.accept(media.getSchema(), where + " " + type));
        }
    }

    /** Replaces the enumerations in {@code schema} and the schemas in it by references, noting the names used. */
    private static void walk(Schema schema, String where, Map<Set<String>, Shared> byValues, Set<String> used) {
        if (schema == null) {
            return;
        }
        if (schema.getRef() != null && schema.getRef().startsWith(SCHEMAS)) {
            String name = schema.getRef().substring(SCHEMAS.length());
            if (SHARED.stream().anyMatch(shared -> shared.name().equals(name))) {
                used.add(name);
            }
        }
        if (schema.getEnumeration() != null) {
            share(schema, where, byValues, used);
        }
        if (schema.getProperties() != null) {
            schema.getProperties().forEach((name, member) -> walk(member, where + "." + name, byValues, used));
        }
        walk(schema.getItems(), where + "[]", byValues, used);
        walk(schema.getAdditionalPropertiesSchema(), where + "{}", byValues, used);
        walk(schema.getNot(), where, byValues, used);
        walk(schema.getContentSchema(), where, byValues, used);
        Stream.of(schema.getAllOf(), schema.getAnyOf(), schema.getOneOf(), schema.getPrefixItems())
                .filter(Objects::nonNull)
                .forEach(branches -> branches.forEach(branch -> walk(branch, where, byValues, used)));
    }

    private static void share(Schema schema, String where, Map<Set<String>, Shared> byValues, Set<String> used) {
        List<Object> values = schema.getEnumeration();
        boolean nullable = values.contains(null)
                || schema.getType() != null && schema.getType().contains(Schema.SchemaType.NULL);
        Set<String> key = values.stream()
                .filter(Objects::nonNull)
                .map(String::valueOf)
                .collect(Collectors.toCollection(LinkedHashSet::new));
        Shared shared = byValues.get(key);
        if (shared == null) {
            throw new IllegalStateException("the enumeration " + key + " at " + where
                    + " has no shared component: name it in " + SharedEnums.class.getName());
        }
        used.add(shared.name());
        schema.setEnumeration(null);
        schema.setType(null);
        Schema reference = OASFactory.createSchema().ref(shared.name());
        if (nullable) {
            schema.setAnyOf(List.of(reference, OASFactory.createSchema().addType(Schema.SchemaType.NULL)));
        } else {
            schema.setRef(reference.getRef());
        }
    }
}
