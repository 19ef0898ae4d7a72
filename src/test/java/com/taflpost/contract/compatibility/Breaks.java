package com.taflpost.contract.compatibility;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openapitools.openapidiff.core.OpenApiCompare;
import org.openapitools.openapidiff.core.model.Changed;
import org.openapitools.openapidiff.core.model.ChangedApiResponse;
import org.openapitools.openapidiff.core.model.ChangedContent;
import org.openapitools.openapidiff.core.model.ChangedOpenApi;
import org.openapitools.openapidiff.core.model.ChangedOperation;
import org.openapitools.openapidiff.core.model.ChangedParameter;
import org.openapitools.openapidiff.core.model.ChangedParameters;
import org.openapitools.openapidiff.core.model.ChangedSchema;
import org.openapitools.openapidiff.core.model.ComposedChanged;

/**
 * The changes from one contract to the next that can break a client written against the first, as openapi-diff
 * judges them (a removed operation, parameter, response or member; a request that must now say more; a type or set
 * of values that changed), each named by the operation it breaks and where in it.
 */
public final class Breaks {

    /** One break: the operation ({@code GET /api/x}) and where in it, in words. */
    public record Break(String operation, String where) {
        @Override
        public String toString() {
            return operation + ": " + where;
        }
    }

    private Breaks() {}

    /** The breaks from the {@code released} contract to the {@code current} one, both OpenAPI documents as text. */
    public static List<Break> between(String released, String current) {
        ChangedOpenApi diff = OpenApiCompare.fromContents(released, current);
        List<Break> breaks = new ArrayList<>();
        diff.getMissingEndpoints()
                .forEach(endpoint -> breaks.add(
                        new Break(endpoint.getMethod() + " " + endpoint.getPathUrl(), "the operation is gone")));
        for (ChangedOperation operation : diff.getChangedOperations()) {
            String name = operation.getHttpMethod() + " " + operation.getPathUrl();
            List<String> where = new ArrayList<>();
            walk(operation.getParameters(), "", where);
            walk(operation.getRequestBody(), "request", where);
            walk(operation.getApiResponses(), "", where);
            walk(operation.getSecurityRequirements(), "security", where);
            if (where.isEmpty() && operation.isIncompatible()) {
                where.add("the operation changed incompatibly");
            }
            where.stream().distinct().forEach(place -> breaks.add(new Break(name, place)));
        }
        return List.copyOf(breaks);
    }

    /** Adds where {@code changed}, found at {@code at}, breaks a client; the places named by what they hold. */
    private static void walk(Changed changed, String at, List<String> where) {
        if (changed == null || !changed.isIncompatible()) {
            return;
        }
        if (changed instanceof ChangedSchema schema) {
            schema(schema, at, where);
        } else if (changed instanceof ChangedApiResponse responses) {
            responses.getMissing().keySet().forEach(status -> where.add("response " + status + " is gone"));
            responses.getChanged().forEach((status, response) -> walk(response, "response " + status, where));
        } else if (changed instanceof ChangedContent content) {
            content.getMissing().keySet().forEach(type -> where.add(join(at, type) + " is gone"));
            content.getChanged().forEach((type, media) -> walk(media, join(at, type), where));
        } else if (changed instanceof ChangedParameters parameters) {
            parameters.getMissing().forEach(p -> where.add(p.getIn() + " parameter " + p.getName() + " is gone"));
            parameters.getIncreased().stream()
                    .filter(p -> Boolean.TRUE.equals(p.getRequired()))
                    .forEach(p -> where.add("new required " + p.getIn() + " parameter " + p.getName()));
            for (ChangedParameter parameter : parameters.getChanged()) {
                walk(parameter, parameter.getIn() + " parameter " + parameter.getName(), where);
            }
        } else if (changed instanceof ComposedChanged composed) {
            if (composed.isCoreChanged().isIncompatible()) {
                where.add(join(at, describe(composed)));
            }
            composed.getChangedElements().forEach(element -> walk(element, at, where));
        } else {
            where.add(join(at, describe(changed)));
        }
    }

    private static void schema(ChangedSchema schema, String at, List<String> where) {
        if (schema.isCoreChanged().isIncompatible()) {
            List<String> what = new ArrayList<>();
            if (!schema.getMissingProperties().isEmpty()) {
                what.add("members removed: "
                        + String.join(", ", schema.getMissingProperties().keySet()));
            }
            if (schema.getRequired() != null && schema.getRequired().isIncompatible()) {
                what.add("required changed: +" + schema.getRequired().getIncreased() + " -"
                        + schema.getRequired().getMissing());
            }
            if (schema.isChangedType()) {
                what.add("type changed");
            }
            if (what.isEmpty()) {
                what.add("schema narrowed or changed");
            }
            where.add(join(at, String.join("; ", what)));
        }
        for (Map.Entry<String, ChangedSchema> member :
                schema.getChangedProperties().entrySet()) {
            walk(member.getValue(), join(at, "member " + member.getKey()), where);
        }
        walk(schema.getItems(), join(at, "items"), where);
        for (Changed element : schema.getChangedElements()) {
            // the required list is named above, with what it gained and lost
            boolean named = element == schema.getRequired() || element instanceof ChangedSchema;
            if (!named && element != null && element.isIncompatible()) {
                where.add(join(at, describe(element)));
            }
        }
        if (schema.getOneOfSchema() != null) {
            schema.getOneOfSchema().getChanged().forEach((name, one) -> walk(one, join(at, "one of " + name), where));
        }
    }

    private static String describe(Changed changed) {
        return changed.getClass().getSimpleName().replaceFirst("^Changed", "") + " changed incompatibly";
    }

    private static String join(String at, String more) {
        return at.isEmpty() ? more : at + ": " + more;
    }
}
