package com.taflpost.player;

import com.taflpost.contract.Lengths;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A registered player's name and password, exchanged for a token. */
@Schema(description = "A registered player's name and password")
public record Credentials(
        @Schema(
                description = "The player's name, in any case",
                examples = PlayerExamples.NAME,
                minLength = 1,
                required = true)
        @NotNull(message = "is required")
        @Size(max = Lengths.NAME, message = Lengths.MESSAGE)
        String name,

        @Schema(
                description = "The player's password",
                examples = PlayerExamples.PASSWORD,
                format = "password",
                required = true)
        @NotNull(message = "is required")
        @Size(max = Lengths.PASSWORD, message = Lengths.MESSAGE)
        String password) {}
