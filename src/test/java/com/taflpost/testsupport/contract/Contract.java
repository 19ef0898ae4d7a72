package com.taflpost.testsupport.contract;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * An OpenAPI 3.1 document as the judge of HTTP exchanges: which status, content type, headers and body an operation
 * may answer, and which body it reads. Its schemas are JSON Schema 2020-12; they are gathered with the document's
 * components into one root schema, so that every {@code $ref: '#/components/...'} resolves where it points.
 */
public final class Contract {
    private static final String ROOT = "https://contract.taflpost.test/openapi.json";
    private static final List<String> METHODS = List.of("get", "put", "post", "delete", "patch", "head", "options");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final JsonNode document;
    private final List<Route> routes;
    private final Map<JsonNode, String> schemaPointers = new IdentityHashMap<>();
    private final Map<String, Schema> compiled = new ConcurrentHashMap<>();
    private final SchemaRegistry registry;

    private Contract(JsonNode document) {
        this.document = document;
        this.routes = document.path("paths").properties().stream()
                .map(entry -> Route.of(entry.getKey(), entry.getValue()))
                .sorted(Comparator.comparingInt(Route::variables))
                .toList();
        ObjectNode root = JSON.createObjectNode();
        root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        root.set("components", document.path("components"));
        ObjectNode defs = root.putObject("$defs");
        routes.forEach(route -> METHODS.stream()
                .map(method -> route.item().get(method))
                .filter(operation -> operation != null)
                .forEach(operation -> gatherSchemas(operation, defs)));
        String text = root.toString();
        this.registry = SchemaRegistry.withDefaultDialect(
                SpecificationVersion.DRAFT_2020_12, builder -> builder.schemas(Map.of(ROOT, text)));
    }

    /** Reads an OpenAPI document in YAML. */
    public static Contract read(Path file) {
        return new Contract(new YAMLMapper().readTree(file.toFile()));
    }

    /**
     * Whether the exchange is one the contract describes: an empty list when it is, or when its path is none of the
     * contract's; otherwise each way it differs, in words.
     */
    public List<String> check(Exchange exchange) {
        String method = exchange.method().toLowerCase(Locale.ROOT);
        if (method.equals("options")) {
            return List.of(); // CORS preflights are the browser's business, not an operation of the API
        }
        Optional<Route> route =
                routes.stream().filter(r -> r.matches(exchange.path())).findFirst();
        if (route.isEmpty()) {
            return List.of();
        }
        JsonNode operation = route.get().item().get(method.equals("head") ? "get" : method);
        String name = exchange.method() + " " + route.get().template();
        if (operation == null) {
            // HTTP's answer to a method the path lacks (RFC 9110): 405 with the methods it has in Allow.
            boolean refused =
                    exchange.status() == 405 && exchange.answerHeaders().contains("allow");
            return refused
                    ? List.of()
                    : List.of(name + " is no operation of the contract, so only 405 with Allow may answer it"
                            + " (answered " + exchange.status() + ")");
        }
        List<String> failures = new ArrayList<>();
        checkAnswer(operation, exchange, failures);
        if (exchange.succeeded()) {
            checkRequest(operation, exchange, failures);
        }
        String operationId = operation.path("operationId").asString("");
        return failures.stream()
                .map(failure -> name + " (" + operationId + ") answered " + exchange.status() + ": " + failure)
                .toList();
    }

    private void checkAnswer(JsonNode operation, Exchange exchange, List<String> failures) {
        JsonNode responses = operation.path("responses");
        String status = String.valueOf(exchange.status());
        JsonNode declared = responses.get(status);
        if (declared == null) {
            declared = responses.get(status.charAt(0) + "XX");
        }
        if (declared == null) {
            declared = responses.get("default");
        }
        if (declared == null) {
            failures.add("status " + status + " is not declared (declared: " + names(responses) + ")");
            return;
        }
        JsonNode response = resolve(declared);
        response.path("headers").properties().forEach(header -> {
            if (resolve(header.getValue()).path("required").asBoolean(false)
                    && !exchange.answerHeaders().contains(header.getKey().toLowerCase(Locale.ROOT))) {
                failures.add("the required header " + header.getKey() + " is missing");
            }
        });
        boolean head = exchange.method().equalsIgnoreCase("head");
        if (exchange.answerType() == null || (!head && !exchange.answeredBody())) {
            return;
        }
        JsonNode content = response.path("content");
        JsonNode media = media(content, exchange.answerType());
        if (media == null) {
            failures.add("content type " + exchange.answerType() + " is not declared for it (declared: "
                    + names(content) + ")");
        } else if (!head) {
            checkBody(media, exchange.answerType(), exchange.answerBody(), "the answer", failures);
        }
    }

    private void checkRequest(JsonNode operation, Exchange exchange, List<String> failures) {
        JsonNode declared = operation.get("requestBody");
        JsonNode body = declared == null ? null : resolve(declared);
        if (!exchange.sentBody()) {
            if (body != null && body.path("required").asBoolean(false)) {
                failures.add("the request has no body, which the operation requires");
            }
            return;
        }
        if (body == null) {
            failures.add("the request sends a body (" + exchange.requestType() + ") the operation does not declare");
            return;
        }
        if (exchange.requestType() == null) {
            failures.add("the request sends a body without a content type");
            return;
        }
        JsonNode media = media(body.path("content"), exchange.requestType());
        if (media == null) {
            failures.add("the request's content type " + exchange.requestType() + " is not declared (declared: "
                    + names(body.path("content")) + ")");
        } else if (!exchange.formFields().isEmpty()) {
            ObjectNode fields = JSON.createObjectNode();
            exchange.formFields().forEach(fields::put);
            validate(media, fields, "the request's form", failures);
        } else {
            checkBody(media, exchange.requestType(), exchange.requestBody(), "the request", failures);
        }
    }

    private void checkBody(JsonNode media, String type, String body, String which, List<String> failures) {
        if (!media.has("schema") || !isJson(type)) {
            return;
        }
        List<String> documents = type.equals("application/x-ndjson")
                ? body.lines().filter(line -> !line.isBlank()).toList()
                : List.of(body);
        for (String text : documents) {
            JsonNode value;
            try {
                value = JSON.readTree(text);
            } catch (JacksonException e) {
                failures.add(which + "'s body is not JSON: " + e.getOriginalMessage());
                continue;
            }
            validate(media, value, which, failures);
        }
    }

    private void validate(JsonNode media, JsonNode value, String which, List<String> failures) {
        String pointer = schemaPointers.get(media.get("schema"));
        Schema schema = compiled.computeIfAbsent(pointer, p -> registry.getSchema(SchemaLocation.of(ROOT + "#" + p)));
        for (Error error : schema.validate(value)) {
            failures.add(which + " is off its schema: " + error);
        }
    }

    /** Files every request and answer schema of an operation under the root's $defs, where the validator finds it. */
    private void gatherSchemas(JsonNode operation, ObjectNode defs) {
        List<JsonNode> bodies = new ArrayList<>();
        if (operation.has("requestBody")) {
            bodies.add(resolve(operation.get("requestBody")));
        }
        operation.path("responses").forEach(response -> bodies.add(resolve(response)));
        bodies.forEach(body -> body.path("content").forEach(media -> {
            JsonNode schema = media.get("schema");
            if (schema != null && !schemaPointers.containsKey(schema)) {
                String name = "s" + schemaPointers.size();
                defs.set(name, schema);
                schemaPointers.put(schema, "/$defs/" + name);
            }
        }));
    }

    private JsonNode resolve(JsonNode node) {
        while (node.has("$ref")) {
            node = document.at(node.get("$ref").asString().substring(1));
        }
        return node;
    }

    /** The declared media type that covers a sent one: itself, or a range of types that holds it. */
    private static JsonNode media(JsonNode content, String type) {
        if (content.has(type)) {
            return content.get(type);
        }
        String range = type.substring(0, type.indexOf('/') + 1) + "*";
        return content.has(range) ? content.get(range) : content.get("*/*");
    }

    private static boolean isJson(String type) {
        return type.equals("application/json") || type.endsWith("+json") || type.equals("application/x-ndjson");
    }

    private static String names(JsonNode map) {
        return String.join(", ", map.propertyNames());
    }

    /** A path of the contract, its template made a pattern: a {name} stands for one path segment. */
    private record Route(String template, Pattern pattern, int variables, JsonNode item) {
        static Route of(String template, JsonNode item) {
            StringBuilder regex = new StringBuilder();
            int variables = 0;
            for (String part : template.split("(?=\\{)|(?<=\\})")) {
                if (part.startsWith("{")) {
                    regex.append("[^/]+");
                    variables++;
                } else {
                    regex.append(Pattern.quote(part));
                }
            }
            return new Route(template, Pattern.compile(regex.toString()), variables, item);
        }

        boolean matches(String path) {
            return pattern.matcher(path).matches();
        }
    }
}
