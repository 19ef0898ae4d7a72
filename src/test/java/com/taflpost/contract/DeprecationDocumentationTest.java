package com.taflpost.contract;

import static org.assertj.core.api.Assertions.assertThat;

import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.junit.jupiter.api.Test;

/**
 * A deprecated operation's answers declare the Deprecation and Sunset headers it is sent with; the others' do not.
 * (The served contract has no deprecated operation yet, so the filter is tried on a small document of its own.)
 */
class DeprecationDocumentationTest {

    @Test
    void aDeprecatedOperationsAnswersDeclareBothHeaders() {
        Operation old = operation().deprecated(true);
        Operation current = operation();
        OpenAPI document = OASFactory.createOpenAPI()
                .components(OASFactory.createComponents())
                .paths(OASFactory.createPaths()
                        .addPathItem("/old", OASFactory.createPathItem().GET(old))
                        .addPathItem("/new", OASFactory.createPathItem().GET(current)));

        new DeprecationDocumentation().filterOpenAPI(document);

        assertThat(old.getResponses().getAPIResponse("200").getHeaders()).containsOnlyKeys("Deprecation", "Sunset");
        assertThat(old.getResponses()
                        .getAPIResponse("200")
                        .getHeaders()
                        .get("Sunset")
                        .getRef())
                .isEqualTo("#/components/headers/Sunset");
        assertThat(current.getResponses().getAPIResponse("200").getHeaders()).isNullOrEmpty();
        assertThat(document.getComponents()
                        .getHeaders()
                        .get("Deprecation")
                        .getSchema()
                        .getPattern())
                .isEqualTo("^@-?[0-9]{1,15}$");
    }

    private static Operation operation() {
        return OASFactory.createOperation()
                .responses(OASFactory.createAPIResponses()
                        .addAPIResponse("200", OASFactory.createAPIResponse().description("ok")));
    }
}
