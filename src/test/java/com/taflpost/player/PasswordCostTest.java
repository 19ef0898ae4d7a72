package com.taflpost.player;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.taflpost.testsupport.ApplicationProperties;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfigBuilder;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The tests hash passwords at a low bcrypt cost, for speed; the server that ships keeps cost 10. */
class PasswordCostTest {

    @Test
    void theShippedServerHashesAtCostTen() {
        assertThat(Passwords.cost(ApplicationProperties.shipped())).isEqualTo(10);
    }

    @Test
    void onlyTheTestProfileLowersIt() {
        assertThat(Passwords.cost(ApplicationProperties.under("test"))).isEqualTo(4);
        assertThat(Passwords.cost(ApplicationProperties.under("prod"))).isEqualTo(10);
        assertThat(Passwords.cost(ApplicationProperties.under("dev"))).isEqualTo(10);
    }

    @Test
    void aCostOutsideFourToSixteenIsRefused() {
        for (String cost : new String[] {"3", "17"}) {
            var config = new SmallRyeConfigBuilder()
                    .withSources(new PropertiesConfigSource(Map.of(Passwords.COST_PROPERTY, cost), "test", 300))
                    .build();
            assertThatThrownBy(() -> Passwords.cost(config))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("from 4 to 16");
        }
    }
}
