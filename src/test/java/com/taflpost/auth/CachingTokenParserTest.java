package com.taflpost.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.smallrye.jwt.auth.principal.DefaultJWTParser;
import io.smallrye.jwt.auth.principal.JWTAuthContextInfo;
import io.smallrye.jwt.auth.principal.ParseException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.junit.jupiter.api.Test;

/** What the parser remembers: verified tokens only, never past their expiry, each by its exact text. */
class CachingTokenParserTest {

    private static final Instant NOW = Instant.parse("2026-12-01T10:00:00Z");

    /** A verifier that accepts tokens named "good-<exp>" (nothing else) and counts what it was asked. */
    private final List<String> asked = new ArrayList<>();

    private final DefaultJWTParser verifier = new DefaultJWTParser(new JWTAuthContextInfo()) {
        @Override
        public JsonWebToken parse(String token) throws ParseException {
            asked.add(token);
            if (!token.matches("good-\\d+")) {
                throw new ParseException("bad signature");
            }
            return token(token, Long.parseLong(token.substring("good-".length())));
        }
    };

    private Instant now = NOW;
    private final Clock clock = new Clock() {
        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }
    };

    private final CachingTokenParser tokens = new CachingTokenParser(verifier, clock, Duration.ofMinutes(10));

    @Test
    void aVerifiedTokenIsNotVerifiedAgain() throws ParseException {
        String good = "good-" + NOW.plusSeconds(3600).getEpochSecond();
        JsonWebToken first = tokens.parse(good);
        JsonWebToken second = tokens.parse(good);
        assertThat(second).isSameAs(first);
        assertThat(asked).containsExactly(good);
    }

    @Test
    void aRefusedTokenIsAskedAboutEveryTime() {
        assertThatThrownBy(() -> tokens.parse("forged")).isInstanceOf(ParseException.class);
        assertThatThrownBy(() -> tokens.parse("forged")).isInstanceOf(ParseException.class);
        assertThat(asked).containsExactly("forged", "forged");
    }

    @Test
    void anotherTextIsAnotherToken() throws ParseException {
        String good = "good-" + NOW.plusSeconds(3600).getEpochSecond();
        tokens.parse(good);
        assertThatThrownBy(() -> tokens.parse(good + "x")).isInstanceOf(ParseException.class);
        assertThat(asked).containsExactly(good, good + "x");
    }

    @Test
    void aTokenPastItsExpiryGoesBackToTheVerifier() throws ParseException {
        long expiry = NOW.plusSeconds(60).getEpochSecond();
        String good = "good-" + expiry;
        tokens.parse(good);
        now = Instant.ofEpochSecond(expiry);
        tokens.parse(good);
        tokens.parse(good);
        // the verifier, with its clock skew, has the last word on an expired token; it is not remembered
        assertThat(asked).containsExactly(good, good, good);
    }

    @Test
    void aTokenIsVerifiedAgainAfterTheRememberedWhile() throws ParseException {
        String good = "good-" + NOW.plusSeconds(86_400).getEpochSecond();
        CachingTokenParser briefly = new CachingTokenParser(verifier, clock, Duration.ofMillis(1));
        briefly.parse(good);
        sleep(50);
        briefly.parse(good);
        assertThat(asked).containsExactly(good, good);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static JsonWebToken token(String raw, long expiry) {
        Map<String, Object> claims = Map.of("raw_token", raw, "exp", expiry);
        return new JsonWebToken() {
            @Override
            public String getName() {
                return raw;
            }

            @Override
            public Set<String> getClaimNames() {
                return claims.keySet();
            }

            @SuppressWarnings("unchecked")
            @Override
            public <T> T getClaim(String name) {
                return (T) claims.get(name);
            }

            @Override
            public long getExpirationTime() {
                return expiry;
            }
        };
    }
}
