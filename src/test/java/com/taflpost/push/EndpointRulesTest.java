package com.taflpost.push;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.taflpost.problem.ApiException;
import com.taflpost.webhook.TargetPolicy;
import java.net.InetAddress;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Endpoints where a deployment does not allow private targets, the default. */
class EndpointRulesTest {
    private static final EndpointRules DEPLOYED = new EndpointRules(
            new TargetPolicy(
                    false,
                    host -> List.of(InetAddress.getByName(
                            host.equals("push.example.net")
                                    ? "93.184.215.14"
                                    : host.equals("intranet.example") ? "10.1.2.3" : host))),
            false);

    @Test
    void aPublicHttpsEndpointIsTaken() {
        assertThat(DEPLOYED.check(" https://push.example.net/wpush/v2/abc "))
                .isEqualTo("https://push.example.net/wpush/v2/abc");
    }

    @Test
    void plainHttpAndPrivateAddressesAreRefused() {
        for (String endpoint : List.of(
                "http://push.example.net/x",
                "https://127.0.0.1:8443/x",
                "https://10.0.0.7/x",
                "https://intranet.example/x",
                "https://[::1]/x",
                "https://192.168.1.20/x")) {
            assertThatThrownBy(() -> DEPLOYED.check(endpoint))
                    .as(endpoint)
                    .isInstanceOfSatisfying(
                            ApiException.class, e -> assertThat(e.code()).isEqualTo("bad-push-endpoint"));
        }
    }
}
