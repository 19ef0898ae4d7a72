package com.taflpost.mail;

import com.taflpost.platform.TaflpostConfig;
import jakarta.inject.Singleton;
import java.net.URI;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Absolute links in mail. Mail is written outside any request, so there is no request's base URL to fall back on as
 * {@code http.Links} does: the public base URL (TAFLPOST_PUBLIC_BASE_URL) is used, else this server on localhost.
 */
@Singleton
public class MailLinks {
    private final String root;

    MailLinks(TaflpostConfig config, @ConfigProperty(name = "quarkus.http.port", defaultValue = "8080") int port) {
        URI base = config.publicBaseUrl().orElse(URI.create("http://localhost:" + port));
        this.root = base.toString().replaceAll("/+$", "");
    }

    /** The web client's page of the game. */
    String game(String gameId) {
        return root + "/play/" + gameId;
    }

    String unsubscribe(String token) {
        return root + "/api/mail/unsubscribe/" + token;
    }

    String home() {
        return root + "/";
    }
}
