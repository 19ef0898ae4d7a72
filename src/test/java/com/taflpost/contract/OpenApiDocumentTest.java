package com.taflpost.contract;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The committed contract in openapi/ is what the code serves; front ends build from the committed files. */
@QuarkusTest
class OpenApiDocumentTest {

    private static final String REGENERATE = "openapi/openapi.%s is out of date with the code: "
            + "run ./mvnw package -DskipTests (it rewrites openapi/) and commit openapi/";

    @ParameterizedTest
    @CsvSource({"json", "yaml"})
    void theCommittedDocumentIsTheServedOne(String format) throws IOException {
        ObjectMapper reader = format.equals("json") ? new ObjectMapper() : new YAMLMapper();
        String served = given().queryParam("format", format)
                .when()
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        Path committed = Path.of("openapi", "openapi." + format);
        assertThat(committed).as(REGENERATE, format).exists();

        JsonNode expected = reader.readTree(served);
        JsonNode actual = reader.readTree(Files.readString(committed));
        assertThat(actual).as(REGENERATE, format).isEqualTo(expected);
    }
}
