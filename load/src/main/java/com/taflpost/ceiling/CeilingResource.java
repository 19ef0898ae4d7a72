package com.taflpost.ceiling;

import com.taflpost.player.Player;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * The two ceilings the load benchmark ({@code load/run.sh}) measures the game endpoints against, through the same
 * filters as every call: an answer with no work, and one row read by id with Panache. Off (404) unless
 * {@code taflpost.load.ceilings} is true, and left out of the contract.
 */
@Path("/api/load-ceilings")
@Produces(MediaType.APPLICATION_JSON)
public class CeilingResource {

    @ConfigProperty(name = "taflpost.load.ceilings", defaultValue = "false")
    boolean enabled;

    @GET
    @Path("/trivial")
    @Operation(hidden = true)
    public Map<String, String> trivial() {
        requireEnabled();
        return Map.of("ok", "yes");
    }

    @GET
    @Path("/players/{id}")
    @Operation(hidden = true)
    public Map<String, String> onePlayer(@PathParam("id") UUID id) {
        requireEnabled();
        Player player = Player.findById(id);
        if (player == null) {
            throw new NotFoundException();
        }
        return Map.of("name", player.name);
    }

    private void requireEnabled() {
        if (!enabled) {
            throw new NotFoundException();
        }
    }
}
