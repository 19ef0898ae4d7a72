package com.taflpost.mail;

import io.quarkus.logging.Log;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigValue;

/**
 * Whether the server sends mail: only when an SMTP server is configured (QUARKUS_MAILER_HOST), so that a bare clone
 * starts and runs without one. The mailer defaults its host to localhost, so the value alone cannot tell; what tells
 * is whether it came from a real configuration source rather than a built-in default. {@code taflpost.mail.enabled}
 * overrides the guess either way.
 */
@Singleton
public class MailSwitch {
    private static final String HOST = "quarkus.mailer.host";

    private final boolean enabled;
    private final String host;

    MailSwitch(Config config) {
        ConfigValue configured = config.getConfigValue(HOST);
        this.host = configured.getValue();
        this.enabled = config.getOptionalValue("taflpost.mail.enabled", Boolean.class)
                .orElseGet(() -> hostConfigured(configured));
    }

    public boolean enabled() {
        return enabled;
    }

    void announce(@Observes StartupEvent start) {
        if (enabled) {
            Log.infof("mail: on, through the SMTP server at %s", host);
        } else {
            Log.info("mail: off (no QUARKUS_MAILER_HOST): no address can be verified and no mail is sent");
        }
    }

    /** Built-in defaults live in sources of the lowest ordinals; what an operator or a test sets has a positive one. */
    private static boolean hostConfigured(ConfigValue host) {
        return host.getValue() != null && !host.getValue().isBlank() && host.getSourceOrdinal() > 0;
    }
}
