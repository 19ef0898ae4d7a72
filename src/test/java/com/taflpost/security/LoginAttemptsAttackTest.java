package com.taflpost.security;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, finding 11: logins with the right password were never limited, and each costs a bcrypt hash.
 * Now every login counts, per account and per address, right or wrong.
 */
@QuarkusTest
@TestProfile(TightLimits.class)
class LoginAttemptsAttackTest {
    private static final String PASSWORD = "correct horse battery";

    @Inject
    DataSource database;

    @Test
    void rightPasswordLoginsToOneAccountAreLimited() {
        Buckets.fill(database);
        TestPlayer astrid = Players.register("logins");
        Buckets.fill(database);
        for (int i = 0; i < TightLimits.ACCOUNT_LOGINS; i++) {
            login(astrid.name(), PASSWORD).then().statusCode(200);
        }
        assertRateLimited(login(astrid.name(), PASSWORD));
        assertRateLimited(login(astrid.name().toUpperCase(), PASSWORD));
    }

    @Test
    void rightPasswordLoginsFromOneAddressAreLimitedWhateverTheAccount() {
        Buckets.fill(database);
        TestPlayer astrid = Players.register("logins-a");
        TestPlayer bjorn = Players.register("logins-b");
        Buckets.fill(database);
        for (int i = 0; i < TightLimits.ADDRESS_LOGINS; i++) {
            login(i % 2 == 0 ? astrid.name() : bjorn.name(), PASSWORD).then().statusCode(200);
        }
        assertRateLimited(login(astrid.name(), PASSWORD));
        assertRateLimited(login(bjorn.name(), PASSWORD));
    }

    private static Response login(String name, String password) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "password", password))
                .post("/api/auth/token");
    }

    private static void assertRateLimited(Response response) {
        response.then().statusCode(429).contentType("application/problem+json").body("code", equalTo("rate-limited"));
        assertThat(Integer.parseInt(response.header("Retry-After"))).isBetween(1, 3600);
    }
}
