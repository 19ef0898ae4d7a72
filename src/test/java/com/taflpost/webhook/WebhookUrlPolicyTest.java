package com.taflpost.webhook;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.DeployedProfile;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Registration with private targets not allowed, as a deployment runs by default. */
@QuarkusTest
@TestProfile(DeployedProfile.class)
class WebhookUrlPolicyTest {

    @Test
    void aNameThatResolvesToAnInternalAddressByDeliveryTimeIsNotSentTo() throws Exception {
        try (Receiver receiver = new Receiver()) {
            TestHosts.set("rebind.taflpost.test", "93.184.215.14");
            TestPlayer astrid = Players.register("astrid");
            String webhook = Hooks.register(astrid, "http://rebind.taflpost.test:" + receiver.port() + receiver.path());
            // no event has been raised for astrid yet: nothing was sent to the public address
            TestHosts.set("rebind.taflpost.test", "127.0.0.1");
            Hooks.raise(astrid.id(), 1);
            JsonPath log = Hooks.awaitLog(astrid, webhook, 10, l -> l.getString("[0].lastError") != null);
            assertThat(log.getString("[0].lastError")).isEqualTo("refused by policy");
            assertThat(receiver.all()).isEmpty();
        }
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://169.254.169.254/latest/meta-data/ | a cloud metadata address",
                "http://[fd00:ec2::254]/                 | a cloud metadata address",
                "http://[::ffff:169.254.169.254]/        | a cloud metadata address",
                "http://127.0.0.2/                       | a loopback address",
                "http://[::1]:8080/                      | a loopback address",
                "http://localhost:8080/hook              | does not resolve, or resolves to an address webhooks may"
                        + " not reach",
                "http://10.0.0.1/                        | a private address",
                "http://192.168.1.1:8080/                | a private address",
                "http://100.64.0.1/                      | a carrier-grade NAT address",
                "http://[fe80::1]/                       | a link-local address",
                "http://user:secret@93.184.215.14/       | may not hold a user name or password",
                "http://93.184.215.14:0/                 | not 0",
                "http://93.184.215.14:99999/             | not 99999",
                "http://93.184.215.14:22/                | port 80, 443 or 1024-65535",
                "ftp://93.184.215.14/                    | http or https, not ftp"
            })
    void internalAddressesUserInfoOddPortsAndOtherSchemesAreRefused(String url, String reason) {
        TestPlayer astrid = Players.register("astrid");
        given().contentType(ContentType.JSON)
                .auth()
                .oauth2(astrid.token())
                .body(Map.of("url", url))
                .post("/api/players/me/webhooks")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("webhook-url-refused"))
                .body("detail", containsString(reason));
    }
}
