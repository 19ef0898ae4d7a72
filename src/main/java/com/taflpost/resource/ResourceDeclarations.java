package com.taflpost.resource;

import jakarta.ws.rs.Path;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;

/**
 * Where a resource's JAX-RS and OpenAPI annotations are declared: on the resource class itself, or on the interface
 * it implements that holds its documentation ({@code GameApi} for {@code GameResource}). Java does not inherit
 * annotations from interfaces, so whatever reads them at run time (routes, operation ids, security requirements,
 * request bodies) reads them through here, as Quarkus REST and SmallRye OpenAPI do.
 */
public final class ResourceDeclarations {
    private ResourceDeclarations() {}

    /** The type carrying the resource's {@code @Path}: the class, or an interface it implements; null if none. */
    public static Class<?> annotated(Class<?> type) {
        if (type.isAnnotationPresent(Path.class)) {
            return type;
        }
        for (Class<?> at = type; at != null; at = at.getSuperclass()) {
            for (Class<?> api : at.getInterfaces()) {
                Class<?> found = annotated(api);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** The resource's {@code @Path}, from the class or the interface it implements; null if neither has one. */
    public static Path path(Class<?> type) {
        Class<?> annotated = annotated(type);
        return annotated == null ? null : annotated.getAnnotation(Path.class);
    }

    /**
     * The declaration carrying a resource method's annotations: the interface method it implements when its class's
     * {@code @Path} is on that interface, else the method itself.
     */
    public static Method declaration(Method method) {
        Class<?> annotated = annotated(method.getDeclaringClass());
        if (annotated == null || annotated == method.getDeclaringClass()) {
            return method;
        }
        try {
            return annotated.getMethod(method.getName(), method.getParameterTypes());
        } catch (NoSuchMethodException e) {
            return method;
        }
    }

    /** The annotation on the method itself or, failing that, on its declaration. */
    public static <A extends Annotation> A annotation(Method method, Class<A> type) {
        A own = method.getAnnotation(type);
        return own != null ? own : declaration(method).getAnnotation(type);
    }

    public static boolean isAnnotated(Method method, Class<? extends Annotation> type) {
        return annotation(method, type) != null;
    }
}
