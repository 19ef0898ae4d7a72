package com.taflpost.player;

import com.fasterxml.jackson.annotation.JsonProperty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The current password, proving it is the player, and the new one. */
@Schema(name = "PasswordChange", description = "The current password and the new one")
public record PasswordChange(
        @Schema(
                description = "The password the player has now",
                examples = PlayerExamples.PASSWORD,
                format = "password",
                required = true)
        @NotNull(message = "is required")
        String current,

        @JsonProperty("new")
        @Schema(
                name = "new",
                description = "8 to 128 characters",
                examples = "tr0ub4dor-and-3",
                minLength = 8,
                maxLength = 128,
                format = "password",
                required = true)
        @NotNull(message = "is required")
        @Size(min = 8, max = 128, message = "must be 8 to 128 characters")
        String newPassword) {}
