package com.taflpost.http;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Maps every {@link ApiException} to its problem+json answer, in one place. */
public class ProblemMapper {

    @ServerExceptionMapper
    public Response map(ApiException e, UriInfo uri) {
        return problem(e.status(), e.type(), e.title(), e.code(), e.getMessage(), uri, e.extensions());
    }

    public static Response problem(int status, String type, String title, String code, String detail, UriInfo uri,
            java.util.Map<String, Object> extensions) {
        ApiProblem body = new ApiProblem(ApiProblem.TYPE_BASE + type, title, status, code, detail,
                uri == null ? null : uri.getRequestUri().getRawPath(), extensions == null || extensions.isEmpty() ? null : extensions);
        return Response.status(status).type(ApiProblem.MEDIA_TYPE).entity(body).build();
    }
}
