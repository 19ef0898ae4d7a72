package com.taflpost.auth;

import com.taflpost.resource.ResourceDeclarations;
import java.lang.reflect.Method;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;

/**
 * Whether an operation needs a token, as its contract says: it names security requirements and offers no public
 * alternative (an empty requirement set). Read from the same annotations the OpenAPI document is written from, so
 * that what is checked early and what is documented cannot differ.
 */
public final class TokenRequirement {
    private TokenRequirement() {}

    public static boolean of(Method method) {
        if (method == null || ResourceDeclarations.isAnnotated(method, SecurityRequirementsSet.class)) {
            return false;
        }
        SecurityRequirements all = ResourceDeclarations.annotation(method, SecurityRequirements.class);
        if (all != null) {
            return all.value().length > 0;
        }
        return ResourceDeclarations.isAnnotated(method, SecurityRequirement.class);
    }
}
