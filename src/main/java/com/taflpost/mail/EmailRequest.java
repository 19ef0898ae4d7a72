package com.taflpost.mail;

import jakarta.validation.constraints.NotNull;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The address a player wants mail at. */
@Schema(name = "EmailRequest", description = "The address to send mail to")
public record EmailRequest(
        @Schema(
                required = true,
                description = "An e-mail address, at most 254 characters (64 before the @) once trimmed",
                pattern = EmailAddress.PATTERN,
                examples = "astrid@example.org")
        @NotNull(message = "is required")
        String address) {}
