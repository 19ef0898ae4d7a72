package com.taflpost.contract;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

/**
 * No string the server reads may hold a NUL character: a JSON body's strings are refused while they are read
 * ({@code NulCharacters}), a path or query with {@code %00} before any route ({@code RequestGuard}). So every free
 * string of a request body, path or query says so with {@link TextPatterns#NO_NUL}, done once here rather than on
 * each member. A string with a pattern, a list of values or a schema of its own is left as it is: its own rule
 * admits no NUL already. But for Bean Validation's {@code @NotBlank}, which the scanner writes as {@code \S}: that
 * admits a NUL, and takes white space as ECMA-262 does, not as the server's {@code isBlank()}; it becomes
 * {@link TextPatterns#NOT_BLANK}.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class NulFreeRequests implements OASFilter {

    private static final String NOT_BLANK_AS_SCANNED = "\\S";

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        Map<String, Schema> schemas = openAPI.getComponents() == null
                ? Map.of()
                : openAPI.getComponents().getSchemas() == null
                        ? Map.of()
                        : openAPI.getComponents().getSchemas();
        Set<String> reached = new HashSet<>();
        if (openAPI.getComponents() != null && openAPI.getComponents().getParameters() != null) {
            openAPI.getComponents().getParameters().values().forEach(NulFreeRequests::parameter);
        }
        if (openAPI.getPaths() == null || openAPI.getPaths().getPathItems() == null) {
            return;
        }
        openAPI.getPaths().getPathItems().values().forEach(item -> {
            if (item.getParameters() != null) {
                item.getParameters().forEach(NulFreeRequests::parameter);
            }
            item.getOperations().values().forEach(operation -> {
                if (operation.getParameters() != null) {
                    operation.getParameters().forEach(NulFreeRequests::parameter);
                }
                body(operation, schemas, reached);
            });
        });
    }

    private static void parameter(Parameter parameter) {
        if (parameter.getRef() == null
                && (parameter.getIn() == Parameter.In.PATH || parameter.getIn() == Parameter.In.QUERY)) {
            refuseNul(parameter.getSchema());
        }
    }

    private static void body(Operation operation, Map<String, Schema> schemas, Set<String> reached) {
        if (operation.getRequestBody() == null || operation.getRequestBody().getContent() == null) {
            return;
        }
        operation
                .getRequestBody()
                .getContent()
                .getMediaTypes()
                .values()
                .forEach(media -> walk(media.getSchema(), schemas, reached));
    }

    /** The schema and every schema in it, once each component. */
    private static void walk(Schema schema, Map<String, Schema> schemas, Set<String> reached) {
        if (schema == null) {
            return;
        }
        if (schema.getRef() != null) {
            String name = schema.getRef().substring(schema.getRef().lastIndexOf('/') + 1);
            if (reached.add(name)) {
                walk(schemas.get(name), schemas, reached);
            }
            return;
        }
        refuseNul(schema);
        if (schema.getProperties() != null) {
            schema.getProperties().values().forEach(member -> walk(member, schemas, reached));
        }
        walk(schema.getItems(), schemas, reached);
        Stream.of(schema.getAnyOf(), schema.getAllOf(), schema.getOneOf())
                .filter(branches -> branches != null)
                .forEach(branches -> branches.forEach(branch -> walk(branch, schemas, reached)));
    }

    private static void refuseNul(Schema schema) {
        if (schema != null && NOT_BLANK_AS_SCANNED.equals(schema.getPattern())) {
            schema.setPattern(TextPatterns.NOT_BLANK);
        }
        boolean freeString = schema != null
                && schema.getRef() == null
                && schema.getType() != null
                && schema.getType().contains(Schema.SchemaType.STRING)
                && schema.getPattern() == null
                && schema.getEnumeration() == null
                && schema.getConstValue() == null;
        if (freeString) {
            schema.setPattern(TextPatterns.NO_NUL);
        }
    }
}
