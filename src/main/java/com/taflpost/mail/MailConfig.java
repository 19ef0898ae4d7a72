package com.taflpost.mail;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** The mail settings (taflpost.mail.*); the SMTP server itself is configured with QUARKUS_MAILER_*. */
@ConfigMapping(prefix = "taflpost.mail")
public interface MailConfig {

    /** How often the digests and alarms due are looked for. */
    @WithDefault("1m")
    Duration poll();

    /** How long a verification code can be used. */
    @WithDefault("1h")
    Duration codeValidity();

    /** Wrong codes accepted before the code is spent and a new one must be asked for. */
    @WithDefault("5")
    int codeAttempts();

    /** Verification codes one player may have sent within an hour. */
    @WithDefault("5")
    int codesPerHour();

    /** How long after its hour a digest may still go out, for a server that was down at that hour. */
    @WithDefault("3h")
    Duration digestCatchUp();
}
