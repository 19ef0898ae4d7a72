package com.taflpost.deprecation;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import jakarta.ws.rs.Path;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every deprecated resource method, the application's and the tests', states the day it was deprecated and a sunset
 * at least the policy's days later (docs/api.md, "Deprecation"), so that no operation is announced to go sooner.
 */
class DeprecationPolicyTest {

    @Test
    void everyDeprecatedOperationGivesItsDaysAndTheirGapIsThePolicysAtLeast() {
        List<JavaMethod> deprecated = new ClassFileImporter()
                .importPackages("com.taflpost").stream()
                        .filter(type -> type.isAnnotatedWith(Path.class))
                        .flatMap(type -> type.getMethods().stream())
                        .filter(method -> method.isAnnotatedWith(Deprecated.class))
                        .toList();

        assertThat(deprecated).as("the test-only probe at least").isNotEmpty();
        for (JavaMethod method : deprecated) {
            String since = method.getAnnotationOfType(Deprecated.class).since();
            assertThat(since)
                    .as("%s: @Deprecated(since = an ISO date)", method.getFullName())
                    .matches("[0-9]{4}-[0-9]{2}-[0-9]{2}");
            if (method.isAnnotatedWith(Sunset.class)) {
                Sunset sunset = method.getAnnotationOfType(Sunset.class);
                assertThat(ChronoUnit.DAYS.between(LocalDate.parse(since), LocalDate.parse(sunset.value())))
                        .as("%s: days from deprecation to sunset", method.getFullName())
                        .isGreaterThanOrEqualTo(Sunset.POLICY_DAYS);
                assertThat(sunset.instead())
                        .as("%s: what to use instead", method.getFullName())
                        .isNotBlank();
            }
        }
    }
}
