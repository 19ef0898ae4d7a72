package com.taflpost.push;

import com.taflpost.platform.TaflpostConfig;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/** This server's VAPID key pair, read (or created) once. */
@Singleton
public class PushKeys {
    final VapidKeys keys;

    @Inject
    PushKeys(PushConfig config, TaflpostConfig platform) {
        this.keys = VapidKeys.of(config, platform);
    }
}
