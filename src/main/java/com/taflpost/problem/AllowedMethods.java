package com.taflpost.problem;

import com.taflpost.resource.ResourceDeclarations;
import io.quarkus.arc.Arc;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.spi.Bean;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The methods each path answers, for the {@code Allow} header that RFC 9110 requires on a 405 and that the
 * framework's refusal does not carry, and for the answer to OPTIONS ({@link com.taflpost.guard.OptionsAnswer}): read
 * once from the resources' annotations, so that it cannot drift from them.
 */
public final class AllowedMethods {
    private record Route(Pattern path, String method) {}

    private static final Pattern TEMPLATE = Pattern.compile("\\{\\s*\\w+\\s*(?::\\s*((?:[^{}]|\\{[^{}]*})*))?}");

    private static volatile List<Route> routes;

    private AllowedMethods() {}

    /** The methods that {@code path} answers, HEAD and OPTIONS as the server adds them; empty if none. */
    public static Set<String> of(String path) {
        Set<String> allowed = new TreeSet<>();
        for (Route route : routes()) {
            if (route.path().matcher(path).matches()) {
                allowed.add(route.method());
            }
        }
        if (allowed.contains("GET")) {
            allowed.add("HEAD");
        }
        if (!allowed.isEmpty()) {
            allowed.add("OPTIONS");
        }
        return allowed;
    }

    private static List<Route> routes() {
        List<Route> known = routes;
        if (known == null) {
            known = read();
            routes = known;
        }
        return known;
    }

    private static List<Route> read() {
        List<Route> found = new ArrayList<>();
        for (Bean<?> bean : Arc.container().beanManager().getBeans(Object.class, Any.Literal.INSTANCE)) {
            Class<?> type = bean.getBeanClass();
            Path root = ResourceDeclarations.path(type);
            if (root == null) {
                continue;
            }
            for (Method method : type.getMethods()) {
                Method declared = ResourceDeclarations.declaration(method);
                String verb = verb(declared);
                if (verb == null) {
                    continue;
                }
                Path sub = declared.getAnnotation(Path.class);
                found.add(new Route(pattern(join(root.value(), sub == null ? "" : sub.value())), verb));
            }
        }
        return List.copyOf(found);
    }

    private static String verb(Method method) {
        for (Annotation annotation : method.getAnnotations()) {
            HttpMethod http = annotation.annotationType().getAnnotation(HttpMethod.class);
            if (http != null) {
                return http.value();
            }
        }
        return null;
    }

    private static String join(String root, String sub) {
        String path = ("/" + root + "/" + sub).replaceAll("/+", "/");
        return path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }

    /** A path template as a regular expression: a parameter matches its own pattern, or one path segment. */
    private static Pattern pattern(String template) {
        StringBuilder regex = new StringBuilder();
        Matcher parameter = TEMPLATE.matcher(template);
        int at = 0;
        while (parameter.find()) {
            regex.append(Pattern.quote(template.substring(at, parameter.start())));
            String own = parameter.group(1);
            regex.append('(').append(own == null ? "[^/]+" : own.trim()).append(')');
            at = parameter.end();
        }
        regex.append(Pattern.quote(template.substring(at))).append("/?");
        return Pattern.compile(regex.toString());
    }
}
