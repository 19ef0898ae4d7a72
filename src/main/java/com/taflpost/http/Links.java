package com.taflpost.http;

import com.taflpost.platform.TaflpostConfig;
import jakarta.enterprise.context.RequestScoped;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;

/**
 * Absolute links to this server's resources, on its public base URL when one is configured, else on the request's
 * own, whose Host {@link HostCheck} has already checked against the allowed hosts.
 */
@RequestScoped
public class Links {

    private final UriInfo request;
    private final TaflpostConfig config;

    Links(UriInfo request, TaflpostConfig config) {
        this.request = request;
        this.config = config;
    }

    /** {@code path} is absolute, e.g. {@code /api/players/astrid}. */
    public URI to(String path) {
        URI base = config.publicBaseUrl().orElseGet(request::getBaseUri);
        String root = base.toString().replaceAll("/+$", "");
        return URI.create(root + path);
    }
}
