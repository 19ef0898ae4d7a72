package com.taflpost.game;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "InvitationLink",
        description = "The other seat, offered by a short code: send the link to your opponent. The first to claim"
                + " it (POST /api/invitations/{code}/claim) takes the seat; then the game starts.",
        requiredProperties = {"side", "code", "url"})
public record InvitationLink(
        @Schema(
                description = "The seat offered",
                enumeration = {"attackers", "defenders"},
                examples = "defenders")
        String side,

        @Schema(description = "The invitation's code", examples = "q7Rb2xKp9LmZ")
        String code,

        @Schema(
                description = "The web client's page that claims the seat; the code travels in the fragment",
                examples = "http://localhost:8080/play/Xk3p9QaZ2m#invitation=q7Rb2xKp9LmZ")
        String url) {}
