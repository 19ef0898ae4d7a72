package com.taflpost.testsupport;

import io.quarkus.arc.Arc;
import io.quarkus.arc.InstanceHandle;
import io.quarkus.test.junit.callback.QuarkusTestAfterEachCallback;
import io.quarkus.test.junit.callback.QuarkusTestMethodContext;

/**
 * Puts the {@link TestClock} back to real time after every Quarkus test, so that no test class needs its own
 * {@code @AfterEach} for it (registered in META-INF/services).
 */
public class ClockReset implements QuarkusTestAfterEachCallback {
    @Override
    public void afterEach(QuarkusTestMethodContext context) {
        if (Arc.container() == null) {
            return;
        }
        try (InstanceHandle<TestClock> clock = Arc.container().instance(TestClock.class)) {
            if (clock.isAvailable()) {
                clock.get().reset();
            }
        }
    }
}
