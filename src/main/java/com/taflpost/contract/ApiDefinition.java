package com.taflpost.contract;

import jakarta.ws.rs.core.Application;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.info.Info;
import org.eclipse.microprofile.openapi.annotations.info.License;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.servers.Server;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The head of the OpenAPI document: what the API is, where it runs and the two kinds of token. */
@OpenAPIDefinition(
        info =
                @Info(
                        title = "Taflpost",
                        version = "1.0.0",
                        description = """
                        Correspondence play of Copenhagen Hnefatafl and Tablut. All resources are JSON under `/api`; \
                        every error is an RFC 9457 `application/problem+json` document with a stable `code`. \
                        A bad or expired bearer token is refused with 401 (`invalid-token`) on any call; \
                        calls without a \
                        security requirement need no token.""",
                        license = @License(name = "Proprietary", url = "https://taflpost.dev/license")),
        servers = @Server(url = "/", description = "The server that serves this document"),
        tags = {
            @Tag(name = "Players", description = "Registered players, their profiles and settings"),
            @Tag(name = "Auth", description = "Player tokens")
        })
@SecurityScheme(
        securitySchemeName = "playerToken",
        type = SecuritySchemeType.HTTP,
        scheme = "bearer",
        bearerFormat = "JWT",
        description = "A registered player's token, from `POST /api/auth/token`")
@SecurityScheme(
        securitySchemeName = "seatToken",
        type = SecuritySchemeType.HTTP,
        scheme = "bearer",
        bearerFormat = "JWT",
        description = "A seat token: plays one side of one game; issued when an anonymous game is created")
public class ApiDefinition extends Application {}
