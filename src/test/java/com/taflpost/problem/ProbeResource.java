package com.taflpost.problem;

import com.taflpost.auth.Caller;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** Calls that exist only in tests, to reach the failures and the caller no real resource shows on demand. */
@Path("/test/probe")
@Produces(MediaType.APPLICATION_JSON)
public class ProbeResource {

    private final Caller caller;

    ProbeResource(Caller caller) {
        this.caller = caller;
    }

    @GET
    @Path("/crash")
    @Operation(hidden = true)
    public String crash() {
        throw new IllegalStateException("secret internal detail");
    }

    @GET
    @Path("/illegal-move")
    @Operation(hidden = true)
    public String illegalMove() {
        throw new ApiException.Unprocessable(
                "illegal-move", "Illegal move", "blocked", "the way is blocked at d3", Map.of("ply", 7));
    }

    /** A body whose record refuses some values in its constructor, as request records may. */
    public record Squares(int count) {
        public Squares {
            if (count < 0) {
                throw new IllegalArgumentException("count must not be negative");
            }
        }
    }

    @POST
    @Path("/squares")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(hidden = true)
    public Squares squares(Squares squares) {
        return squares;
    }

    @GET
    @Path("/caller")
    @Operation(hidden = true)
    public Map<String, Object> caller() {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("anonymous", caller.isAnonymous());
        caller.playerId().ifPresent(id -> answer.put("playerId", id.toString()));
        caller.playerName().ifPresent(name -> answer.put("playerName", name));
        caller.seat().ifPresent(seat -> {
            answer.put("game", seat.gameId());
            answer.put("side", seat.side().id());
        });
        return answer;
    }
}
