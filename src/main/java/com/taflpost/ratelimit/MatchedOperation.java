package com.taflpost.ratelimit;

import com.taflpost.resource.ResourceDeclarations;
import jakarta.ws.rs.container.ResourceInfo;
import java.lang.reflect.Method;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * The operation the router matched, by its OpenAPI operation id: what the limits key on. The raw request line is
 * never looked at, so that no spelling of a path ({@code /api/gam%65s}, {@code //api/games}, {@code /api/./games},
 * {@code /api/games;x=1}) that reaches a resource reaches it with another limit or none.
 */
public final class MatchedOperation {
    public static final String LOGIN = "createToken";

    private MatchedOperation() {}

    /** Empty when no resource method matched (404, 405): nothing runs then, so nothing is counted. */
    public static Optional<String> of(ResourceInfo resource) {
        Method method = resource == null ? null : resource.getResourceMethod();
        if (method == null) {
            return Optional.empty();
        }
        Operation operation = ResourceDeclarations.annotation(method, Operation.class);
        return Optional.of(
                operation == null || operation.operationId().isEmpty()
                        ? method.getDeclaringClass().getName() + "#" + method.getName()
                        : operation.operationId());
    }
}
