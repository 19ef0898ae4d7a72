package com.taflpost.platform;

import io.quarkus.runtime.ExecutionMode;
import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigSourceFactory;
import io.smallrye.config.ConfigValue;
import io.smallrye.config.common.MapBackedConfigSource;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * Supplies what a deployment would otherwise configure, so that a fresh clone runs with no set-up: the JWT key
 * pair (created once in the data directory) and, when no JDBC URL is configured, an embedded PostgreSQL keeping its
 * data in the data directory. Only at run time: Quarkus also builds its configuration while augmenting the
 * application, and a build must neither start a database nor bake its URL into the application.
 */
public class PlatformConfigSourceFactory implements ConfigSourceFactory {

    static final String DATA_DIR = "taflpost.data-dir";
    static final String DEFAULT_DATA_DIR = ".taflpost";
    static final String FSYNC = "taflpost.database.fsync";
    static final String JDBC_URL = "quarkus.datasource.jdbc.url";
    static final String USERNAME = "quarkus.datasource.username";
    static final String PASSWORD = "quarkus.datasource.password";
    static final String READS = "quarkus.datasource.reads.";
    static final String PUBLIC_KEY = "mp.jwt.verify.publickey.location";
    static final String PRIVATE_KEY = "smallrye.jwt.sign.key.location";
    static final String INLINE_PUBLIC_KEY = "mp.jwt.verify.publickey";
    static final String INLINE_PRIVATE_KEY = "smallrye.jwt.sign.key";

    /** Below the environment (300) and application.properties (250): only fills what nothing else sets. */
    private static final int ORDINAL = 200;

    @Override
    public Iterable<ConfigSource> getConfigSources(ConfigSourceContext context) {
        if (ExecutionMode.current() != ExecutionMode.RUNTIME_INIT && ExecutionMode.current() != ExecutionMode.RUNNING) {
            return List.of();
        }
        Path dataDir = Path.of(valueOr(context, DATA_DIR, DEFAULT_DATA_DIR))
                .toAbsolutePath()
                .normalize();
        Map<String, String> supplied = new HashMap<>();
        supplied.putAll(keys(context, dataDir));
        if (isBlank(context.getValue(JDBC_URL))) {
            supplied.putAll(EmbeddedDatabase.in(dataDir.resolve("postgres"), fsync(context))
                    .datasourceConfig());
        }
        supplied.putAll(reads(context, supplied));
        return List.of(new MapBackedConfigSource("taflpost platform defaults", supplied, ORDINAL) {});
    }

    /** The reads datasource: the database's nodes and user, a standby preferred; only what nothing else sets. */
    private static Map<String, String> reads(ConfigSourceContext context, Map<String, String> supplied) {
        Map<String, String> reads = new HashMap<>();
        for (String name : List.of(JDBC_URL, USERNAME, PASSWORD)) {
            String readsName = READS + name.substring("quarkus.datasource.".length());
            String value = isBlank(context.getValue(name))
                    ? supplied.get(name)
                    : context.getValue(name).getValue();
            if (isBlank(context.getValue(readsName)) && value != null) {
                reads.put(readsName, name.equals(JDBC_URL) ? preferringStandby(value) : value);
            }
        }
        return reads;
    }

    /** The JDBC URL with {@code targetServerType=preferSecondary} in place of whatever it asked for. */
    static String preferringStandby(String url) {
        String withoutTarget =
                url.replaceAll("([?&])targetServerType=[^&]*&?", "$1").replaceAll("[?&]$", "");
        return withoutTarget + (withoutTarget.contains("?") ? "&" : "?") + "targetServerType=preferSecondary";
    }

    private static Map<String, String> keys(ConfigSourceContext context, Path dataDir) {
        boolean publicKeySet = !isBlank(context.getValue(PUBLIC_KEY));
        boolean privateKeySet = !isBlank(context.getValue(PRIVATE_KEY));
        if (publicKeySet && privateKeySet) {
            return Map.of();
        }
        if (publicKeySet || privateKeySet) {
            throw new IllegalStateException("Configure both JWT key locations (" + PUBLIC_KEY + " and " + PRIVATE_KEY
                    + ") or neither; with neither the server keeps its own key pair in the data directory");
        }
        // the keys themselves rather than their locations: in dev and test mode smallrye-jwt supplies throw-away
        // keys of its own (a Dev Service that quarkus.devservices.enabled does not turn off), and inline keys win
        SigningKeys keys = SigningKeys.in(dataDir.resolve("keys"));
        return Map.of(INLINE_PUBLIC_KEY, keys.publicKeyPem(), INLINE_PRIVATE_KEY, keys.privateKeyPem());
    }

    /** Whether the embedded PostgreSQL syncs its commits to disk: yes unless {@value #FSYNC} is false. */
    static boolean fsync(ConfigSourceContext context) {
        String value = valueOr(context, FSYNC, "true").strip();
        if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
            throw new IllegalStateException(FSYNC + " must be true or false, not " + value);
        }
        return Boolean.parseBoolean(value);
    }

    private static String valueOr(ConfigSourceContext context, String name, String fallback) {
        ConfigValue value = context.getValue(name);
        return isBlank(value) ? fallback : value.getValue();
    }

    private static boolean isBlank(ConfigValue value) {
        return value == null || value.getValue() == null || value.getValue().isBlank();
    }
}
