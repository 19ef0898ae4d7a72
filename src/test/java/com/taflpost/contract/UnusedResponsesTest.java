package com.taflpost.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.taflpost.testsupport.ServedContract;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Every response component of the contract is an answer some operation gives: none is left behind unused. */
@QuarkusTest
class UnusedResponsesTest {
    private static final String PREFIX = "#/components/responses/";

    @Test
    void everyResponseComponentIsReferredTo() {
        JsonNode contract = ServedContract.document();
        Set<String> referred = new TreeSet<>();
        collect(contract, referred);
        Set<String> components = new TreeSet<>();
        contract.path("components").path("responses").fieldNames().forEachRemaining(components::add);

        assertThat(components).contains("TokenNotValid", "RateLimited").isSubsetOf(referred);
    }

    private static void collect(JsonNode node, Set<String> referred) {
        JsonNode ref = node.get("$ref");
        if (ref != null && ref.asText().startsWith(PREFIX)) {
            referred.add(ref.asText().substring(PREFIX.length()));
        }
        node.forEach(child -> collect(child, referred));
    }
}
