package com.taflpost.web;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * The web client's pages that are not files: a game's and a challenge's link, the tournaments, the leaderboard, the
 * analysis board and a player's profile open the same index.html that {@code /} serves, and the client reads the path. Secrets stay in the
 * URL fragment, which never reaches the server.
 */
@Path("/")
public class WebClientResource {
    /**
     * The client's own paths: a game, a challenge and a tournament by id, a player by name (as registration allows
     * it), and the lists. The API lives under /api, so these clash with none of it.
     */
    private static final String PAGES = "{page: (?:(?:play|challenge|tournaments)/[A-Za-z0-9_-]{1,64}"
            + "|players/[A-Za-z0-9_-]{1,32}|tournaments|leaderboard|analysis)}";

    private static final String PAGE = readPage();

    @GET
    @Path(PAGES)
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public String page(@PathParam("page") String page) {
        return PAGE;
    }

    private static String readPage() {
        try (InputStream in = WebClientResource.class.getResourceAsStream("/META-INF/resources/index.html")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
