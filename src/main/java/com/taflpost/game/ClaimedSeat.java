package com.taflpost.game;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "ClaimedSeat",
        description = "The seat an invitation gave: for an anonymous game its secret token, shown only here",
        requiredProperties = {"gameId", "side", "token", "playUrl"})
public record ClaimedSeat(
        @Schema(examples = "Xk3p9QaZ2m") String gameId,

        @Schema(
                enumeration = {"attackers", "defenders"},
                examples = "defenders")
        String side,

        @Schema(
                description = "The seat token of an anonymous game; null when a registered player claimed the seat"
                        + " (they play with their player token)",
                nullable = true)
        String token,

        @Schema(
                description = "The web client's page for this seat (with the token in the fragment for an anonymous"
                        + " game)",
                examples = "http://localhost:8080/play/Xk3p9QaZ2m#seat=eyJ0eXAiOiJKV1Qi...")
        String playUrl) {}
