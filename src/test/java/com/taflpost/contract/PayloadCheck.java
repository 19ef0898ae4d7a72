package com.taflpost.contract;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether a JSON value has the shape a schema of the contract gives it: types, null where admitted, enumerations and
 * constants, required members and no member the schema does not declare, through references, allOf and anyOf. Only
 * what the contract's schemas use; enough to tell that a payload and its component have drifted apart.
 */
public final class PayloadCheck {
    private final JsonNode contract;

    public PayloadCheck(JsonNode contract) {
        this.contract = contract;
    }

    /** Adds to {@code failures} each way {@code value} (at {@code where}) does not follow {@code schema}. */
    public void check(JsonNode value, JsonNode schema, String where, List<String> failures) {
        schema = deref(schema);
        if (schema.has("anyOf")) {
            for (JsonNode branch : schema.get("anyOf")) {
                List<String> own = new ArrayList<>();
                check(value, branch, where, own);
                if (own.isEmpty()) {
                    return;
                }
            }
            failures.add(where + ": " + value + " follows no branch of " + schema.get("anyOf"));
            return;
        }
        if (schema.has("type") && !matches(value, schema.get("type"))) {
            failures.add(where + ": " + value + " is not of type " + schema.get("type"));
            return;
        }
        if (schema.has("const") && !schema.get("const").equals(value)) {
            failures.add(where + ": " + value + " is not " + schema.get("const"));
        }
        if (schema.has("enum") && !contains(schema.get("enum"), value)) {
            failures.add(where + ": " + value + " is not one of " + schema.get("enum"));
        }
        if (value.isArray() && schema.has("items")) {
            for (int i = 0; i < value.size(); i++) {
                check(value.get(i), schema.get("items"), where + "[" + i + "]", failures);
            }
        }
        if (!value.isObject()) {
            return;
        }
        Map<String, JsonNode> properties = new LinkedHashMap<>();
        Set<String> required = new LinkedHashSet<>();
        members(schema, properties, required);
        if (properties.isEmpty()) {
            return;
        }
        required.stream()
                .filter(member -> !value.has(member))
                .forEach(member -> failures.add(where + ": no " + member));
        value.properties().forEach(member -> {
            JsonNode declared = properties.get(member.getKey());
            if (declared == null) {
                failures.add(where + "." + member.getKey() + " is not declared");
            } else {
                check(member.getValue(), declared, where + "." + member.getKey(), failures);
            }
        });
    }

    /** The members a schema declares, its own and those of its allOf branches. */
    private void members(JsonNode schema, Map<String, JsonNode> properties, Set<String> required) {
        schema = deref(schema);
        schema.path("properties").properties().forEach(member -> properties.put(member.getKey(), member.getValue()));
        schema.path("required").forEach(member -> required.add(member.asText()));
        schema.path("allOf").forEach(branch -> members(branch, properties, required));
    }

    private JsonNode deref(JsonNode schema) {
        while (schema.has("$ref")) {
            String ref = schema.get("$ref").asText();
            schema = contract.path("components").path("schemas").path(ref.substring(ref.lastIndexOf('/') + 1));
        }
        return schema;
    }

    private static boolean contains(JsonNode values, JsonNode value) {
        for (JsonNode candidate : values) {
            if (candidate.equals(value)) {
                return true;
            }
        }
        return false;
    }

    private static boolean matches(JsonNode value, JsonNode type) {
        if (type.isArray()) {
            for (JsonNode one : type) {
                if (matches(value, one)) {
                    return true;
                }
            }
            return false;
        }
        return switch (type.asText()) {
            case "null" -> value.isNull();
            case "string" -> value.isTextual();
            case "integer" -> value.isIntegralNumber();
            case "number" -> value.isNumber();
            case "boolean" -> value.isBoolean();
            case "object" -> value.isObject();
            case "array" -> value.isArray();
            default -> false;
        };
    }
}
