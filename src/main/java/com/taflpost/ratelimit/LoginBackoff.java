package com.taflpost.ratelimit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.ext.Provider;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Backs off password guessing at {@code POST /api/auth/token}, per account and per address: each attempt takes from
 * both buckets and a right password gives it back, so only wrong ones count (taken first, so that concurrent guesses
 * cannot all slip through). Once login-failures are spent within login-window the next attempt waits, the right
 * password included (429 {@code rate-limited}); once login-failures-per-day are spent the waits grow longer. Every
 * attempt, right or wrong, also takes from a bucket of its own per account (account-logins-per-hour) and per address
 * (address-logins-per-hour) that is never given back: each costs a deliberately slow password hash.
 */
@Provider
@Priority(Priorities.AUTHORIZATION + 50)
public class LoginBackoff implements ContainerRequestFilter, ContainerResponseFilter {
    private static final String TAKEN = LoginBackoff.class.getName();

    private final RateLimits buckets;
    private final HttpServerRequest http;
    private final ObjectMapper json;
    private final ResourceInfo resource;

    /** The buckets an attempt took from, to give back if the password was right. */
    private record Taken(List<Bucket> buckets) {}

    private record Bucket(Limit limit, String who) {}

    // beans only: a filter is made at static init, before the settings can be read
    LoginBackoff(RateLimits buckets, HttpServerRequest http, ObjectMapper json, ResourceInfo resource) {
        this.buckets = buckets;
        this.http = http;
        this.json = json;
        this.resource = resource;
    }

    @Override
    public void filter(ContainerRequestContext request) throws IOException {
        // the login the router matched, however the request spelled its path (/api/auth/%74oken)
        if (!buckets.enabled()
                || !MatchedOperation.of(resource)
                        .filter(MatchedOperation.LOGIN::equals)
                        .isPresent()) {
            return;
        }
        byte[] body = request.hasEntity() ? request.getEntityStream().readAllBytes() : new byte[0];
        request.setEntityStream(new ByteArrayInputStream(body));
        Bucket address = new Bucket(buckets.loginAddresses(), Clients.address(http));
        if (refused(request, address, new Bucket(buckets.addressLogins(), address.who()), List.of())) {
            return;
        }
        Optional<String> name = name(body);
        if (name.isEmpty()) {
            request.setProperty(TAKEN, new Taken(List.of(address)));
            return;
        }
        Bucket account = new Bucket(buckets.loginAccounts(), "account:" + name.get());
        if (refused(request, account, new Bucket(buckets.accountLogins(), account.who()), List.of(address))) {
            return;
        }
        request.setProperty(TAKEN, new Taken(List.of(address, account)));
    }

    /**
     * Takes from the failures bucket, then from the attempts bucket (which a right password does not give back); if
     * either is empty, answers 429 and gives back the failures already taken, {@code taken} and this one's.
     */
    private boolean refused(ContainerRequestContext request, Bucket failures, Bucket attempts, List<Bucket> taken) {
        Optional<Duration> wait = buckets.take(failures.limit(), failures.who());
        String what = "failed logins";
        if (wait.isEmpty()) {
            wait = buckets.take(attempts.limit(), attempts.who());
            what = "logins";
            if (wait.isPresent()) {
                buckets.giveBack(failures.limit(), failures.who());
            }
        }
        if (wait.isEmpty()) {
            return false;
        }
        taken.forEach(bucket -> buckets.giveBack(bucket.limit(), bucket.who()));
        request.abortWith(RateLimited.rateLimited(request.getUriInfo(), wait.get(), what));
        return true;
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getProperty(TAKEN) instanceof Taken taken && response.getStatus() != 401) {
            taken.buckets().forEach(bucket -> buckets.giveBack(bucket.limit(), bucket.who()));
        }
    }

    /** The account name tried, if the body names one; names are compared as the player would type them. */
    private Optional<String> name(byte[] body) {
        try {
            JsonNode name = json.readTree(body).path("name");
            return name.isTextual() && !name.asText().isBlank()
                    ? Optional.of(name.asText().strip().toLowerCase(Locale.ROOT))
                    : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
