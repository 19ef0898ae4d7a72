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
 * The web client's pages that are not files: a game's and a challenge's link, the tournaments, the leaderboard and a
 * player's profile open the same index.html that {@code /} serves, and the client reads the path. Secrets stay in the URL fragment, which never reaches the server.
 */
@Path("/")
public class WebClientResource {
    private static final String ID = "{id: [A-Za-z0-9_-]{1,64}}";
    // A player's name as registration allows it; the API lives under /api, so these paths clash with none of it.
    private static final String NAME = "{name: [A-Za-z0-9_-]{1,32}}";
    private static final String PAGE = readPage();

    @GET
    @Path("play/" + ID)
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public String game(@PathParam("id") String id) {
        return PAGE;
    }

    @GET
    @Path("challenge/" + ID)
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public String challenge(@PathParam("id") String id) {
        return PAGE;
    }

    @GET
    @Path("tournaments")
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public String tournaments() {
        return PAGE;
    }

    @GET
    @Path("tournaments/" + ID)
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public String tournament(@PathParam("id") String id) {
        return PAGE;
    }

    @GET
    @Path("leaderboard")
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public String leaderboard() {
        return PAGE;
    }

    @GET
    @Path("players/" + NAME)
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public String player(@PathParam("name") String name) {
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
