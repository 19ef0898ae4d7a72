package com.taflpost.mail;

import jakarta.ws.rs.core.Response;

/**
 * The unsubscribe link of every mail. Opening it only shows a page with a button: mail scanners open links, and must
 * not unsubscribe anyone. The button, and a mail client's one-click unsubscribe (RFC 8058), POST to the same link.
 */
public class UnsubscribeResource implements UnsubscribeApi {
    private final NotificationService notifications;

    UnsubscribeResource(NotificationService notifications) {
        this.notifications = notifications;
    }

    @Override
    public Response show(String token) {
        if (!UnsubscribePage.plausible(token) || !notifications.knows(token)) {
            return UnsubscribePage.unknown();
        }
        return Response.ok(UnsubscribePage.confirm(token)).build();
    }

    @Override
    public Response unsubscribe(String token) {
        if (!UnsubscribePage.plausible(token)
                || notifications.unsubscribe(token).isEmpty()) {
            return UnsubscribePage.unknown();
        }
        return Response.ok(UnsubscribePage.done()).build();
    }
}
