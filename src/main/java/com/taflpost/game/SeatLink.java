package com.taflpost.game;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "SeatLink",
        description = "The caller's own seat of an anonymous game: its secret token and a link that plays it on any"
                + " device. Given only when the seat is taken; keep both to yourself.",
        requiredProperties = {"side", "token", "playUrl"})
public record SeatLink(
        @Schema(
                enumeration = {"attackers", "defenders"},
                examples = "attackers")
        String side,

        @Schema(description = "The seat token: send it as Authorization: Bearer to play this side")
        String token,

        @Schema(
                description = "The web client's page for this seat; the token travels in the fragment, which no"
                        + " server or proxy log sees",
                examples = "http://localhost:8080/play/Xk3p9QaZ2m#seat=eyJ0eXAiOiJKV1Qi...")
        String playUrl) {}
