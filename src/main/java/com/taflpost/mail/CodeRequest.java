package com.taflpost.mail;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The code from the verification mail. */
@Schema(name = "VerificationCode", description = "The code from the verification mail")
public record CodeRequest(
        @Schema(required = true, description = "The six digits from the mail", examples = "493027")
        @NotNull(message = "is required")
        @Size(max = 32, message = "must be at most 32 characters")
        String code) {}
