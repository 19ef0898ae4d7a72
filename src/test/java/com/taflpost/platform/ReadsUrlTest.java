package com.taflpost.platform;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ReadsUrlTest {

    @Test
    void theReadsPoolAsksForAStandbyInsteadOfWhatTheUrlAskedFor() {
        assertThat(PlatformConfigSourceFactory.preferringStandby(
                        "jdbc:postgresql://a:1,b:2/t?targetServerType=primary&connectTimeout=3"))
                .isEqualTo("jdbc:postgresql://a:1,b:2/t?connectTimeout=3&targetServerType=preferSecondary");
        assertThat(PlatformConfigSourceFactory.preferringStandby(
                        "jdbc:postgresql://a:1/t?ssl=true&targetServerType=primary"))
                .isEqualTo("jdbc:postgresql://a:1/t?ssl=true&targetServerType=preferSecondary");
        assertThat(PlatformConfigSourceFactory.preferringStandby("jdbc:postgresql://a:1/t"))
                .isEqualTo("jdbc:postgresql://a:1/t?targetServerType=preferSecondary");
    }
}
