package com.taflpost.deprecation;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** Calls that exist only in tests: one deprecated with its sunset, one deprecated without, one current. */
@Path("/test/deprecation")
@Produces(MediaType.APPLICATION_JSON)
public class DeprecatedProbeResource {

    @GET
    @Path("/old")
    @Operation(hidden = true)
    @Deprecated(since = "2026-12-07")
    @Sunset(value = "2027-03-08", instead = "GET /test/deprecation/new")
    public Map<String, Object> old() {
        return Map.of("old", true);
    }

    @GET
    @Path("/undated")
    @Operation(hidden = true)
    @Deprecated(since = "2026-12-07")
    public Map<String, Object> undated() {
        return Map.of("undated", true);
    }

    @GET
    @Path("/new")
    @Operation(hidden = true)
    public Map<String, Object> current() {
        return Map.of("new", true);
    }
}
