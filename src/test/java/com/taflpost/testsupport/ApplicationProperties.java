package com.taflpost.testsupport;

import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigValue;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Iterator;

/**
 * application.properties alone, read as the shipped server reads it (no profile) or under a profile, so that tests
 * can prove a default the test profile changes is unchanged where it ships.
 */
public final class ApplicationProperties {
    private ApplicationProperties() {}

    /** The shipped configuration: application.properties with no profile. */
    public static SmallRyeConfig shipped() {
        return build(null);
    }

    /** application.properties under {@code profile} (e.g. "test"). */
    public static SmallRyeConfig under(String profile) {
        return build(profile);
    }

    /** A config source factory's view of {@code config}. */
    public static ConfigSourceContext context(SmallRyeConfig config) {
        return new ConfigSourceContext() {
            @Override
            public ConfigValue getValue(String name) {
                return config.getConfigValue(name);
            }

            @Override
            public Iterator<String> iterateNames() {
                return config.getPropertyNames().iterator();
            }
        };
    }

    private static SmallRyeConfig build(String profile) {
        URL properties = ApplicationProperties.class.getResource("/application.properties");
        try {
            SmallRyeConfigBuilder builder = new SmallRyeConfigBuilder()
                    .addDefaultInterceptors()
                    .withSources(new PropertiesConfigSource(properties, 250));
            if (profile != null) {
                builder.withProfile(profile);
            }
            return builder.build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
