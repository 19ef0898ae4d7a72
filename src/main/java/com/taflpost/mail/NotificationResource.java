package com.taflpost.mail;

import com.taflpost.auth.Caller;

public class NotificationResource implements NotificationApi {
    private final NotificationService notifications;
    private final Caller caller;

    NotificationResource(NotificationService notifications, Caller caller) {
        this.notifications = notifications;
        this.caller = caller;
    }

    @Override
    public NotificationSettings get() {
        return notifications.get(caller.requirePlayer());
    }

    @Override
    public NotificationSettings put(NotificationSettings settings) {
        return notifications.put(caller.requirePlayer(), settings);
    }
}
