package com.taflpost.game;

import com.taflpost.http.ETags;
import com.taflpost.http.ProblemMapper;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;

/**
 * Conditional requests on games, without touching the games' resource: every answer that is a game gets its
 * {@code ETag} (so a move's answer carries the tag a following GET gives), a GET whose {@code If-None-Match}
 * names it is answered 304 without a body, and a move or resignation whose {@code If-Match} names an older state
 * of the game is refused with 412 before it is tried. {@code If-Match} is checked just before the request runs;
 * the move's {@code ply} field is the check made in the same transaction as the move.
 */
@Provider
@Priority(Priorities.USER)
public class GameConditionalRequests implements ContainerRequestFilter, ContainerResponseFilter {

    private static final Pattern CHANGE = Pattern.compile("/api/games/([^/]+)/(moves|resign)/?");

    private final DataSource database;

    GameConditionalRequests(DataSource database) {
        this.database = database;
    }

    /** The stored state a game's tag is made of. */
    private record Current(int ply, String status) {
    }

    @Override
    public void filter(ContainerRequestContext request) {
        String ifMatch = request.getHeaderString(HttpHeaders.IF_MATCH);
        // Without a token the resource refuses the request (401) before any precondition matters.
        if (ifMatch == null || !request.getMethod().equals("POST")
                || request.getHeaderString(HttpHeaders.AUTHORIZATION) == null) {
            return;
        }
        Matcher change = CHANGE.matcher(request.getUriInfo().getRequestUri().getRawPath());
        if (!change.matches()) {
            return;
        }
        String id = change.group(1);
        Current current = current(id);
        if (current == null) {
            return; // the resource answers 404
        }
        String tag = GameTags.json(id, current.ply(), current.status(), current.ply());
        if (!ETags.matches(ifMatch, tag)) {
            request.abortWith(Response.fromResponse(ProblemMapper.problem(412, "precondition-failed", "Precondition failed",
                            "precondition-failed", "the game has moved on: it is at ply " + current.ply() + " ("
                                    + current.status() + "), tagged " + tag + "; reload it",
                            request.getUriInfo(), Map.of("ply", current.ply())))
                    .header(HttpHeaders.ETAG, tag)
                    .build());
        }
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (!(response.getEntity() instanceof GameView game) || game.seats() != null
                || response.getStatus() < 200 || response.getStatus() > 299) {
            return;
        }
        String tag = GameTags.json(game);
        response.getHeaders().putSingle(HttpHeaders.ETAG, tag);
        if (request.getMethod().equals("GET") && ETags.noneMatchFails(request.getHeaderString(HttpHeaders.IF_NONE_MATCH), tag)) {
            response.setStatus(304);
            response.setEntity(null);
        }
    }

    private Current current(String id) {
        try (Connection connection = database.getConnection();
                PreparedStatement read = connection.prepareStatement(
                        "select g.status, (select count(*) from moves m where m.game_id = g.id) from games g where g.id = ?")) {
            read.setString(1, id);
            try (ResultSet row = read.executeQuery()) {
                return row.next() ? new Current(row.getInt(2), row.getString(1)) : null;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the state of game " + id, e);
        }
    }
}
