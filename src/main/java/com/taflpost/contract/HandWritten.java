package com.taflpost.contract;

import java.util.Map;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

/**
 * The components the filters rely on, written by hand in {@code META-INF/openapi.yaml}: one missing is a mistake in
 * the build, not in a request, so it fails the build with the component's name.
 */
final class HandWritten {
    private HandWritten() {}

    /** The component {@code name} (a bare name or a reference) of the given kind. */
    static <T> T component(Map<String, T> components, String name) {
        String key = name.substring(name.lastIndexOf('/') + 1);
        T component = components == null ? null : components.get(key);
        if (component == null) {
            throw new IllegalStateException("META-INF/openapi.yaml has no component " + key);
        }
        return component;
    }

    /** The parameter itself, or the component it refers to. */
    static Parameter resolve(Components components, Parameter parameter) {
        return parameter.getRef() == null ? parameter : component(components.getParameters(), parameter.getRef());
    }
}
