package com.taflpost.mail;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The player's e-mail address as the API shows it. */
@Schema(name = "EmailAddress", description = "The player's e-mail address and whether it is verified")
public record EmailView(
        @Schema(required = true, description = "The address", examples = "astrid@example.org")
        String address,

        @Schema(required = true, description = "Whether the code sent to it came back", examples = "true")
        boolean verified) {}
