package com.taflpost.player;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What a newcomer sends to register. */
@Schema(description = "A new player's name and password")
public record Registration(
        @Schema(
                description = "3 to 32 letters, digits, '_' or '-'; unique whatever its case",
                examples = PlayerExamples.NAME,
                pattern = Registration.NAME_PATTERN,
                minLength = 3,
                maxLength = 32,
                required = true)
        @NotNull(message = "is required")
        @Pattern(regexp = NAME_PATTERN, message = "must be 3 to 32 letters, digits, '_' or '-'")
        String name,

        @Schema(
                description = "8 to 128 characters",
                examples = PlayerExamples.PASSWORD,
                minLength = 8,
                maxLength = 128,
                format = "password",
                required = true)
        @NotNull(message = "is required")
        @Size(min = 8, max = 128, message = "must be 8 to 128 characters")
        String password) {

    static final String NAME_PATTERN = "^[A-Za-z0-9_-]{3,32}$";
}
