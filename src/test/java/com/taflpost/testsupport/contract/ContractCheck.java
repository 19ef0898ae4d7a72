package com.taflpost.testsupport.contract;

import io.quarkus.test.junit.callback.QuarkusTestBeforeClassCallback;
import io.restassured.RestAssured;
import java.nio.file.Path;

/**
 * Puts the {@link ContractFilter} with the committed contract in front of every Quarkus test's REST Assured calls
 * (registered in META-INF/services), so that no test can answer outside openapi/openapi.yaml unnoticed.
 */
public class ContractCheck implements QuarkusTestBeforeClassCallback {
    private static final ContractFilter FILTER = new ContractFilter(Contract.read(Path.of("openapi", "openapi.yaml")));

    @Override
    public void beforeClass(Class<?> testClass) {
        if (!RestAssured.filters().contains(FILTER)) {
            RestAssured.filters(FILTER);
        }
    }
}
