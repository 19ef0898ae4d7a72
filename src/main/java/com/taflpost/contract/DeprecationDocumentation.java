package com.taflpost.contract;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.headers.Header;
import org.eclipse.microprofile.openapi.models.media.Schema;

/**
 * Every answer of a deprecated operation ({@code @Deprecated} on its resource method, which SmallRye reads into
 * {@code deprecated: true}) declares the {@code Deprecation} and {@code Sunset} headers that
 * {@code com.taflpost.deprecation.DeprecationHeaders} sends with it, so that a generated client can read them. The
 * header components exist only while some operation is deprecated.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class DeprecationDocumentation implements OASFilter {

    static final String DEPRECATION = "Deprecation";
    static final String SUNSET = "Sunset";

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getPaths() == null || openAPI.getPaths().getPathItems() == null) {
            return;
        }
        openAPI.getPaths().getPathItems().values().stream()
                .flatMap(item -> item.getOperations().values().stream())
                .filter(operation -> Boolean.TRUE.equals(operation.getDeprecated()))
                .forEach(operation -> document(openAPI, operation));
    }

    private static void document(OpenAPI openAPI, Operation operation) {
        if (openAPI.getComponents().getHeaders() == null
                || !openAPI.getComponents().getHeaders().containsKey(DEPRECATION)) {
            openAPI.getComponents()
                    .addHeader(
                            DEPRECATION,
                            header(
                                    "RFC 9745: this operation is deprecated, since the date given as @ and its epoch"
                                            + " seconds; docs/api-changelog.md says what to use instead",
                                    "^@-?[0-9]{1,15}$",
                                    "@1796601600"))
                    .addHeader(
                            SUNSET,
                            header(
                                    "RFC 8594: the HTTP-date after which this operation may stop answering;"
                                            + " at least 90 days after its deprecation",
                                    null,
                                    "Mon, 08 Mar 2027 00:00:00 GMT"));
        }
        if (operation.getResponses() == null || operation.getResponses().getAPIResponses() == null) {
            return;
        }
        operation.getResponses().getAPIResponses().values().stream()
                .filter(response -> response.getRef() == null)
                .forEach(response -> response.addHeader(
                                DEPRECATION, OASFactory.createHeader().ref(DEPRECATION))
                        .addHeader(SUNSET, OASFactory.createHeader().ref(SUNSET)));
    }

    private static Header header(String description, String pattern, String example) {
        Schema schema =
                OASFactory.createSchema().addType(Schema.SchemaType.STRING).pattern(pattern);
        return OASFactory.createHeader().description(description).schema(schema).example(example);
    }
}
