package com.taflpost.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.ApplicationProperties;
import org.junit.jupiter.api.Test;

/**
 * The test profile runs the embedded PostgreSQL with fsync off, for speed; the server that ships syncs (and
 * EmbeddedDatabaseSettingsTest shows the default embedded server's settings, fsync on).
 */
class ShippedDatabaseSyncTest {

    @Test
    void theShippedServersEmbeddedDatabaseSyncs() {
        assertThat(PlatformConfigSourceFactory.fsync(ApplicationProperties.context(ApplicationProperties.shipped())))
                .isTrue();
        assertThat(PlatformConfigSourceFactory.fsync(
                        ApplicationProperties.context(ApplicationProperties.under("prod"))))
                .isTrue();
    }

    @Test
    void onlyTheTestProfileTurnsFsyncOff() {
        assertThat(PlatformConfigSourceFactory.fsync(
                        ApplicationProperties.context(ApplicationProperties.under("test"))))
                .isFalse();
    }
}
