package com.taflpost.guard;

import com.taflpost.resource.ResourceDeclarations;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ArcContainer;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.spi.Bean;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.MatrixParam;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.HashSet;
import java.util.Set;

/**
 * The types a request body is read into: each resource method's body parameter (the one without a JAX-RS
 * annotation), and the types of its members, through lists and maps, that are the server's own. Read once from the
 * resources, as {@link com.taflpost.problem.AllowedMethods} reads their paths.
 */
final class RequestBodyTypes {
    private static final Set<Class<? extends Annotation>> NOT_THE_BODY = Set.of(
            PathParam.class,
            QueryParam.class,
            HeaderParam.class,
            CookieParam.class,
            MatrixParam.class,
            FormParam.class,
            BeanParam.class,
            Context.class);

    private static volatile Set<Class<?>> types;

    private RequestBodyTypes() {}

    static boolean contains(Class<?> type) {
        Set<Class<?>> known = types;
        if (known == null) {
            ArcContainer container = Arc.container();
            if (container == null) {
                // before the server runs nothing reads a request
                return false;
            }
            known = read(container);
            types = known;
        }
        return known.contains(type);
    }

    private static Set<Class<?>> read(ArcContainer container) {
        Set<Class<?>> found = new HashSet<>();
        for (Bean<?> bean : container.beanManager().getBeans(Object.class, Any.Literal.INSTANCE)) {
            if (ResourceDeclarations.path(bean.getBeanClass()) == null) {
                continue;
            }
            for (Method method : bean.getBeanClass().getMethods()) {
                Method declared = ResourceDeclarations.declaration(method);
                if (!answersHttp(declared)) {
                    continue;
                }
                for (int i = 0; i < declared.getParameterCount(); i++) {
                    if (isBody(declared.getParameterAnnotations()[i])) {
                        add(declared.getGenericParameterTypes()[i], found);
                    }
                }
            }
        }
        return Set.copyOf(found);
    }

    private static boolean answersHttp(Method method) {
        for (Annotation annotation : method.getAnnotations()) {
            if (annotation.annotationType().isAnnotationPresent(HttpMethod.class)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isBody(Annotation[] annotations) {
        for (Annotation annotation : annotations) {
            if (NOT_THE_BODY.contains(annotation.annotationType())
                    || annotation.annotationType().getPackageName().startsWith("org.jboss.resteasy.reactive")) {
                return false;
            }
        }
        return true;
    }

    /** The type and, if it is the server's own, the types of its members; a list's or a map's through their own. */
    private static void add(Type type, Set<Class<?>> found) {
        if (type instanceof ParameterizedType parameterized) {
            for (Type argument : parameterized.getActualTypeArguments()) {
                add(argument, found);
            }
            add(parameterized.getRawType(), found);
            return;
        }
        if (!(type instanceof Class<?> plain)
                || !plain.getPackageName().startsWith("com.taflpost")
                || plain.isEnum()
                || !found.add(plain)) {
            return;
        }
        if (plain.isRecord()) {
            for (RecordComponent component : plain.getRecordComponents()) {
                add(component.getGenericType(), found);
            }
            return;
        }
        for (Field field : plain.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers())) {
                add(field.getGenericType(), found);
            }
        }
    }
}
