package com.taflpost.security;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Players;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, findings 1 and 2: the limits keyed on the raw request line, so that {@code /api/gam%65s},
 * {@code /%61pi/players} or {@code /api/auth/%74oken} reached the same resources with another limit or none, and
 * password guessing went on after the lock. Each limited operation is sent in many spellings; a spelling that reaches
 * the resource must count against the same bucket as the plain path (after the limit's number of requests in that
 * spelling, the plain path is refused too), and one that does not reach it must be refused with a 4xx.
 */
@QuarkusTest
@TestProfile(TightLimits.class)
class EncodedPathAttackTest {
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();
    private static final String BRANDUBH = "{\"ruleset\":\"copenhagen\",\"board\":\"brandubh\"}";

    @Inject
    DataSource database;

    @TestHTTPResource("/")
    URI base;

    /** One limited operation: its plain path, the body of each request and the limit it counts against. */
    private record Operation(String path, String contentType, Supplier<String> body, String token, int limit) {}

    @Test
    void loginGuessesInAnySpellingCountAgainstTheBackoff() throws Exception {
        String name = "nobody-" + UUID.randomUUID().toString().substring(0, 8);
        assertSameLimit(new Operation(
                "/api/auth/token",
                "application/json",
                () -> "{\"name\":\"" + name + "\",\"password\":\"guess-" + UUID.randomUUID() + "\"}",
                null,
                TightLimits.LOGIN_FAILURES));
    }

    @Test
    void registrationsInAnySpellingCountAgainstOneLimit() throws Exception {
        assertSameLimit(new Operation(
                "/api/players",
                "application/json",
                () -> "{\"name\":\"enc-" + UUID.randomUUID().toString().substring(0, 8)
                        + "\",\"password\":\"correct horse battery\"}",
                null,
                TightLimits.REGISTRATIONS));
    }

    @Test
    void gamesInAnySpellingCountAgainstOneLimit() throws Exception {
        assertSameLimit(new Operation("/api/games", "application/json", () -> BRANDUBH, null, TightLimits.GAMES));
    }

    @Test
    void challengesInAnySpellingCountAgainstOneLimit() throws Exception {
        assertSameLimit(
                new Operation("/api/challenges", "application/json", () -> "{}", stranger(), TightLimits.GAMES));
    }

    @Test
    void importsInAnySpellingCountAgainstOneLimit() throws Exception {
        assertSameLimit(new Operation(
                "/api/games/import", "text/plain", () -> "[ruleset:copenhagen]\n", null, TightLimits.IMPORTS));
    }

    @Test
    void analysesInAnySpellingCountAgainstOneLimit() throws Exception {
        assertSameLimit(new Operation(
                "/api/analysis",
                "application/json",
                () -> "{\"ruleset\":\"copenhagen\",\"board\":\"brandubh\",\"moves\":[]}",
                null,
                TightLimits.ANALYSES));
    }

    @Test
    void otherWritesInAnySpellingCountAgainstOneLimit() throws Exception {
        assertSameLimit(new Operation(
                "/api/games/" + UUID.randomUUID() + "/join",
                "application/json",
                () -> "{}",
                stranger(),
                TightLimits.WRITES));
    }

    /** A signed player token of no stored player: accepted by the filters, refused by the resources. */
    private static String stranger() {
        UUID id = UUID.randomUUID();
        return Players.token(id, "stranger-" + id.toString().substring(0, 8));
    }

    private void assertSameLimit(Operation operation) throws Exception {
        Buckets.fill(database);
        for (int i = 0; i < operation.limit(); i++) {
            assertThat(send(operation, operation.path()).statusCode())
                    .as("the plain path within the limit")
                    .isNotEqualTo(429);
        }
        assertThat(send(operation, operation.path()).statusCode())
                .as("the plain path past the limit")
                .isEqualTo(429);

        List<String> failures = new ArrayList<>();
        for (String spelling : spellings(operation.path())) {
            Buckets.fill(database);
            int first = send(operation, spelling).statusCode();
            if (first == 404 || first == 405 || first == 400) {
                // refused before any resource ran: it must stay refused, and never reach the resource unlimited
                for (int i = 1; i <= operation.limit(); i++) {
                    int status = send(operation, spelling).statusCode();
                    if (status < 400 || status >= 500) {
                        failures.add(spelling + " answered " + status + " after " + first);
                    }
                }
                continue;
            }
            if (first == 429) {
                failures.add(spelling + " was limited at once");
                continue;
            }
            for (int i = 1; i < operation.limit(); i++) {
                int status = send(operation, spelling).statusCode();
                if (status == 429) {
                    failures.add(spelling + " was limited after " + i + " requests");
                }
            }
            int plain = send(operation, operation.path()).statusCode();
            int again = send(operation, spelling).statusCode();
            if (plain != 429 || again != 429) {
                failures.add(spelling + " did not count against the plain path's limit: plain " + plain
                        + ", spelling again " + again);
            }
        }
        assertThat(failures).isEmpty();
    }

    /** The same path spelled as an attacker would: encoded letters, extra slashes, parameters, dots and case. */
    static List<String> spellings(String path) {
        String rest = path.substring("/api/".length());
        List<String> spellings = new ArrayList<>();
        spellings.add("/%61pi/" + rest);
        spellings.add("/api/" + "%" + Integer.toHexString(rest.charAt(0)) + rest.substring(1));
        int lastLetter = rest.length() - 1;
        spellings.add("/api/" + rest.substring(0, lastLetter) + "%" + Integer.toHexString(rest.charAt(lastLetter)));
        spellings.add("/api/" + rest.substring(0, lastLetter) + "%"
                + Integer.toHexString(rest.charAt(lastLetter)).toUpperCase());
        spellings.add("/api//" + rest);
        spellings.add("//api/" + rest);
        spellings.add(path + "/");
        spellings.add(path + "//");
        spellings.add(path + ";x=1");
        spellings.add("/api;x=1/" + rest);
        spellings.add("/api/./" + rest);
        spellings.add("/api/x/../" + rest);
        spellings.add("/api/%2e/" + rest);
        spellings.add("/api/x/%2e%2e/" + rest);
        spellings.add("/API/" + rest);
        spellings.add("/api/" + Character.toUpperCase(rest.charAt(0)) + rest.substring(1));
        spellings.add("/api/" + rest.toUpperCase());
        spellings.add("/api%2f" + rest);
        return spellings;
    }

    private HttpResponse<String> send(Operation operation, String path) throws IOException, InterruptedException {
        URI uri = URI.create("http://" + base.getRawAuthority() + path);
        HttpRequest.Builder request = HttpRequest.newBuilder(uri)
                .timeout(Duration.ofSeconds(20))
                .header("Content-Type", operation.contentType())
                .POST(HttpRequest.BodyPublishers.ofString(operation.body().get()));
        if (operation.token() != null) {
            request.header("Authorization", "Bearer " + operation.token());
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
