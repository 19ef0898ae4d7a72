package com.taflpost.event;

import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "EventTicket",
        description = "A single-use ticket that opens the caller's event stream: GET /api/events?ticket=...",
        requiredProperties = {"ticket", "expiresAt"})
public record TicketView(
        @Schema(description = "The ticket; opens one stream", examples = "3q2-7wXbYk1bR4oQ0v9sZt8n5mLhJgFdSaPoIuYtReW")
        String ticket,

        @Schema(description = "When the ticket stops being accepted (60 s after it was issued)")
        Instant expiresAt) {}
