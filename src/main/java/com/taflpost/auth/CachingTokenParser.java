package com.taflpost.auth;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.smallrye.jwt.auth.principal.DefaultJWTParser;
import io.smallrye.jwt.auth.principal.JWTAuthContextInfo;
import io.smallrye.jwt.auth.principal.JWTParser;
import io.smallrye.jwt.auth.principal.ParseException;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Alternative;
import jakarta.inject.Inject;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.time.Clock;
import java.time.Duration;
import javax.crypto.SecretKey;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * The token parser every request's bearer token goes through, remembering the tokens it has verified. A token's
 * signature check (RSA) was the largest part of a move's work before the move itself; a client sends the same
 * token with every request, so a verified token is looked up by its exact text instead of being verified again,
 * until it expires. Only tokens that passed verification are remembered, so a hit proves the signature as the first
 * check did. What is remembered is a {@link ParsedToken}, the claims read once. Ending tokens (logout, password change, deletion) is not this class's business: {@code
 * TokenRevocation} looks that up on every request, after this parser, remembered token or not.
 */
@Alternative
@Priority(1)
@ApplicationScoped
public class CachingTokenParser implements JWTParser {

    /** Enough for every client of a busy instance; a token not remembered is simply verified again. */
    static final int REMEMBERED = 10_000;

    private final JWTParser verifier;
    private final Clock clock;
    private final Cache<String, JsonWebToken> verified;

    @Inject
    CachingTokenParser(JWTAuthContextInfo context) {
        this(new DefaultJWTParser(context), Clock.systemUTC(), Duration.ofMinutes(10));
    }

    /** {@code keep}: how long a token is remembered after its last verification (never past its expiry). */
    CachingTokenParser(JWTParser verifier, Clock clock, Duration keep) {
        this.verifier = verifier;
        this.clock = clock;
        this.verified = Caffeine.newBuilder()
                .maximumSize(REMEMBERED)
                .expireAfterWrite(keep)
                .build();
    }

    @Override
    public JsonWebToken parse(String token) throws ParseException {
        JsonWebToken known = verified.getIfPresent(token);
        if (known != null && clock.instant().getEpochSecond() < known.getExpirationTime()) {
            return known;
        }
        // unknown or expired: the verifier decides (and refuses an expired one, within its configured clock skew)
        JsonWebToken checked = new ParsedToken(verifier.parse(token));
        if (clock.instant().getEpochSecond() < checked.getExpirationTime()) {
            verified.put(token, checked);
        }
        return checked;
    }

    // The rest is what the library's parser does with explicit keys or settings; nothing here calls them.

    @Override
    public JsonWebToken parse(String token, JWTAuthContextInfo context) throws ParseException {
        return verifier.parse(token, context);
    }

    @Override
    public JsonWebToken verify(String token, PublicKey key) throws ParseException {
        return verifier.verify(token, key);
    }

    @Override
    public JsonWebToken verify(String token, SecretKey key) throws ParseException {
        return verifier.verify(token, key);
    }

    @Override
    public JsonWebToken verify(String token, String secret) throws ParseException {
        return verifier.verify(token, secret);
    }

    @Override
    public JsonWebToken decrypt(String token, PrivateKey key) throws ParseException {
        return verifier.decrypt(token, key);
    }

    @Override
    public JsonWebToken decrypt(String token, SecretKey key) throws ParseException {
        return verifier.decrypt(token, key);
    }

    @Override
    public JsonWebToken decrypt(String token, String secret) throws ParseException {
        return verifier.decrypt(token, secret);
    }

    @Override
    public JsonWebToken parseOnly(String token) throws ParseException {
        return verifier.parseOnly(token);
    }
}
