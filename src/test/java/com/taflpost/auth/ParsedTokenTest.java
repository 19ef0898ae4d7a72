package com.taflpost.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.smallrye.jwt.auth.principal.DefaultJWTParser;
import io.smallrye.jwt.auth.principal.JWTAuthContextInfo;
import io.smallrye.jwt.build.Jwt;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Set;
import org.eclipse.microprofile.jwt.Claims;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.junit.jupiter.api.Test;

/** The copy of a verified token answers every read as SmallRye's principal does, for both kinds of our tokens. */
class ParsedTokenTest {

    private static final KeyPair KEYS = keys();
    private static final Instant EXPIRES = Instant.ofEpochSecond(Instant.now().getEpochSecond() + 3600);

    @Test
    void aSeatTokenReadsTheSame() throws Exception {
        String raw = Jwt.issuer("taflpost")
                .subject("seat:Ab3dE5gH7k:defenders")
                .groups(Set.of(TokenIssuer.SEAT_GROUP))
                .claim(TokenIssuer.GAME_CLAIM, "Ab3dE5gH7k")
                .claim(TokenIssuer.SIDE_CLAIM, "defenders")
                .expiresAt(EXPIRES)
                .sign(KEYS.getPrivate());
        JsonWebToken verified = verify(raw);
        ParsedToken remembered = new ParsedToken(verified);

        assertSameReads(remembered, verified);
        assertThat((String) remembered.getClaim(TokenIssuer.GAME_CLAIM)).isEqualTo("Ab3dE5gH7k");
        assertThat(remembered.getGroups()).containsExactly(TokenIssuer.SEAT_GROUP);
        assertThat(remembered.getRawToken()).isEqualTo(raw);
        assertThat(remembered.toString()).doesNotContain(raw);
    }

    @Test
    void aPlayerTokenReadsTheSame() throws Exception {
        String raw = Jwt.issuer("taflpost")
                .upn("astrid")
                .subject("0b0f3a9e-2f43-4f2e-9d55-7e0c2b7d9a11")
                .groups(Set.of(TokenIssuer.PLAYER_GROUP))
                .claim(TokenIssuer.GENERATION_CLAIM, 3)
                .expiresAt(EXPIRES)
                .sign(KEYS.getPrivate());
        JsonWebToken verified = verify(raw);
        ParsedToken remembered = new ParsedToken(verified);

        assertSameReads(remembered, verified);
        assertThat(remembered.getName()).isEqualTo("astrid");
        assertThat(Caller.generation(remembered)).isEqualTo(3);
        assertThat(Caller.tokenId(remembered)).isEqualTo(Caller.tokenId(verified));
    }

    @Test
    void itCannotBeChangedByWhoeverReadsIt() throws Exception {
        String raw = Jwt.issuer("taflpost")
                .subject("someone")
                .groups(Set.of(TokenIssuer.PLAYER_GROUP))
                .expiresAt(EXPIRES)
                .sign(KEYS.getPrivate());
        ParsedToken remembered = new ParsedToken(verify(raw));
        assertThatThrownBy(() -> remembered.getGroups().add("admin")).isInstanceOf(UnsupportedOperationException.class);
        Set<String> groupsClaim = remembered.getClaim(Claims.groups);
        assertThatThrownBy(() -> groupsClaim.add("admin")).isInstanceOf(UnsupportedOperationException.class);
    }

    private static void assertSameReads(JsonWebToken remembered, JsonWebToken verified) {
        assertThat(remembered.getName()).isEqualTo(verified.getName());
        assertThat(remembered.getSubject()).isEqualTo(verified.getSubject());
        assertThat(remembered.getIssuer()).isEqualTo(verified.getIssuer());
        assertThat(remembered.getTokenID()).isEqualTo(verified.getTokenID());
        assertThat(remembered.getAudience()).isEqualTo(verified.getAudience());
        assertThat(remembered.getExpirationTime())
                .isEqualTo(verified.getExpirationTime())
                .isEqualTo(EXPIRES.getEpochSecond());
        assertThat(remembered.getIssuedAtTime()).isEqualTo(verified.getIssuedAtTime());
        assertThat(remembered.getGroups()).isEqualTo(verified.getGroups());
        assertThat(remembered.getClaimNames()).isEqualTo(verified.getClaimNames());
        for (String claim : verified.getClaimNames()) {
            Object value = verified.getClaim(claim);
            assertThat((Object) remembered.getClaim(claim)).as(claim).isEqualTo(value);
        }
        assertThat((Object) remembered.getClaim("not-a-claim")).isNull();
    }

    private static JsonWebToken verify(String raw) throws Exception {
        JWTAuthContextInfo context = new JWTAuthContextInfo(KEYS.getPublic(), "taflpost");
        return new DefaultJWTParser(context).parse(raw);
    }

    private static KeyPair keys() {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
            generator.initialize(2048);
            return generator.generateKeyPair();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
