package com.taflpost.docs;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HEAD;
import jakarta.ws.rs.OPTIONS;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md cannot go stale: its route map lists every path and method the server's resources serve with
 * its class (its routes read from the class or from the interface holding its documentation), and nothing they do not serve (the load benchmark's ceilings aside, which only its build holds); its
 * package map names every package of the server.
 */
class ArchitectureDocumentTest {

    private static final Map<Class<?>, String> METHODS = Map.of(
            GET.class, "GET",
            POST.class, "POST",
            PUT.class, "PUT",
            DELETE.class, "DELETE",
            PATCH.class, "PATCH",
            HEAD.class, "HEAD",
            OPTIONS.class, "OPTIONS");

    /** The server's classes, imported once: it takes a while. */
    private static final JavaClasses SERVER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("com.taflpost");

    /** A line of the map: method, path, class, and an optional note in brackets. */
    private static final Pattern LINE = Pattern.compile("^([A-Z]+)\\s+(/\\S*)\\s+(\\w+)(\\s+\\(.*\\))?$");

    /** A path parameter with a regular expression, written in the map by its name alone. */
    private static final Pattern PARAMETER = Pattern.compile("\\{(\\w+)\\s*:[^}]*}");

    @Test
    void theRouteMapListsExactlyTheServedRoutes() throws IOException {
        TreeSet<String> served = served();
        // the map as the code serves it, ready to paste into the document when this fails
        StringBuilder map = new StringBuilder();
        for (String route : served) {
            String[] parts = route.split(" ");
            map.append(String.format("%-6s %-48s %s%n", parts[0], parts[1], parts[2]));
        }
        Files.createDirectories(Paths.get("target"));
        Files.writeString(Paths.get("target/route-map.txt"), map);
        assertThat(documented())
                .as("docs/architecture.md's route map (the served one is in target/route-map.txt)")
                .containsExactlyElementsOf(served);
    }

    @Test
    void thePackageMapNamesEveryPackage() throws IOException {
        String document = Files.readString(Paths.get("docs/architecture.md"));
        String section = document.substring(document.indexOf("## Packages"), document.indexOf("## Routes"));
        TreeSet<String> listed = new TreeSet<>();
        Matcher name =
                Pattern.compile("^com\\.taflpost\\.(\\w+)", Pattern.MULTILINE).matcher(section);
        while (name.find()) {
            listed.add(name.group(1));
        }
        TreeSet<String> packages = new TreeSet<>();
        for (JavaClass type : SERVER) {
            String[] parts = type.getPackageName().split("\\.");
            if (parts.length > 2) {
                packages.add(parts[2]);
            }
        }
        assertThat(listed).as("the packages docs/architecture.md names").containsExactlyElementsOf(packages);
    }

    private static TreeSet<String> served() {
        TreeSet<String> routes = new TreeSet<>();
        for (JavaClass resource : SERVER) {
            JavaClass declared = declaration(resource);
            if (declared == null) {
                continue;
            }
            String base = declared.getAnnotationOfType(Path.class).value();
            for (JavaMethod method : declared.getMethods()) {
                for (Map.Entry<Class<?>, String> http : METHODS.entrySet()) {
                    @SuppressWarnings("unchecked")
                    Class<? extends java.lang.annotation.Annotation> annotation =
                            (Class<? extends java.lang.annotation.Annotation>) http.getKey();
                    if (method.isAnnotatedWith(annotation)) {
                        String sub = method.isAnnotatedWith(Path.class)
                                ? method.getAnnotationOfType(Path.class).value()
                                : "";
                        routes.add(route(http.getValue(), join(base, sub), resource.getSimpleName()));
                    }
                }
            }
        }
        return routes;
    }

    /**
     * Where a resource class's routes are declared: on the class itself, or on the interface it implements that holds
     * its documentation; null for anything else (the interfaces themselves included: the map names the class).
     */
    private static JavaClass declaration(JavaClass type) {
        if (type.isInterface()) {
            return null;
        }
        if (type.isAnnotatedWith(Path.class)) {
            return type;
        }
        return type.getAllRawInterfaces().stream()
                .filter(api -> api.isAnnotatedWith(Path.class))
                .findFirst()
                .orElse(null);
    }

    private static TreeSet<String> documented() throws IOException {
        String document = Files.readString(Paths.get("docs/architecture.md"));
        String section = document.substring(document.indexOf("## Routes"));
        String block = section.substring(section.indexOf("```") + 3);
        block = block.substring(0, block.indexOf("```"));
        TreeSet<String> routes = new TreeSet<>();
        for (String line : List.of(block.strip().split("\n"))) {
            Matcher row = LINE.matcher(line.strip());
            assertThat(row.matches()).as("a route map line: %s", line).isTrue();
            if (row.group(4) != null && row.group(4).contains("-Pload")) {
                continue;
            }
            routes.add(route(row.group(1), row.group(2), row.group(3)));
        }
        return routes;
    }

    private static String route(String method, String path, String resource) {
        return method + " " + PARAMETER.matcher(path).replaceAll("{$1}") + " " + resource;
    }

    private static String join(String base, String sub) {
        String path = ("/" + base + "/" + sub).replaceAll("/+", "/");
        return path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }
}
