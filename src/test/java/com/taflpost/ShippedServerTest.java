package com.taflpost;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** What the load benchmark builds with {@code -Pload} stays out of the server that ships. */
class ShippedServerTest {

    @Test
    void theLoadBenchmarksCeilingEndpointIsNotInTheShippedServer() {
        assertThatThrownBy(() -> Class.forName("com.taflpost.ceiling.CeilingResource"))
                .isInstanceOf(ClassNotFoundException.class);
    }
}
