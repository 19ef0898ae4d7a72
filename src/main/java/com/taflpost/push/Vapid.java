package com.taflpost.push;

import java.math.BigInteger;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.Signature;
import java.security.interfaces.ECPrivateKey;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The Authorization header of RFC 8292 (VAPID): {@code vapid t=<JWT>, k=<public key>}, the JWT signed with ES256 by
 * the server's key pair, its audience the push service's origin, so that the push service can tell which application
 * server sends and refuse others using the subscription.
 */
final class Vapid {
    /** RFC 8292 caps the expiry at 24 hours; a little less leaves room for clocks that differ. */
    static final Duration LIFETIME = Duration.ofHours(12);

    private Vapid() {}

    static String authorization(VapidKeys keys, String endpoint, Optional<String> subject, Instant now) {
        return "vapid t=" + token(keys.privateKey(), origin(endpoint), subject, now) + ", k=" + keys.publicKeyText();
    }

    /** The scheme, host and port (when not the default) of the endpoint. */
    static String origin(String endpoint) {
        URI uri = URI.create(endpoint);
        String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
        int port = uri.getPort();
        boolean defaultPort =
                port == -1 || (scheme.equals("https") && port == 443) || (scheme.equals("http") && port == 80);
        return scheme + "://" + uri.getHost() + (defaultPort ? "" : ":" + port);
    }

    static String token(ECPrivateKey key, String audience, Optional<String> subject, Instant now) {
        String header = "{\"typ\":\"JWT\",\"alg\":\"ES256\"}";
        String claims = "{\"aud\":\"" + json(audience) + "\",\"exp\":"
                + now.plus(LIFETIME).getEpochSecond()
                + subject.map(sub -> ",\"sub\":\"" + json(sub) + "\"").orElse("")
                + "}";
        String signed = P256.base64Url(header.getBytes(StandardCharsets.UTF_8)) + "."
                + P256.base64Url(claims.getBytes(StandardCharsets.UTF_8));
        try {
            Signature signature = Signature.getInstance("SHA256withECDSA");
            signature.initSign(key);
            signature.update(signed.getBytes(StandardCharsets.US_ASCII));
            return signed + "." + P256.base64Url(jose(signature.sign()));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot sign a VAPID token", e);
        }
    }

    /** A DER ECDSA signature (a sequence of two integers) as JOSE writes it: r and s of 32 bytes each. */
    static byte[] jose(byte[] der) {
        int at = 2;
        if ((der[1] & 0x80) != 0) {
            at += der[1] & 0x7f; // a long-form length: never for P-256, read anyway
        }
        byte[] rs = new byte[64];
        for (int part = 0; part < 2; part++) {
            int length = der[at + 1];
            byte[] integer = Arrays.copyOfRange(der, at + 2, at + 2 + length);
            P256.fixed(new BigInteger(1, integer), rs, part * 32);
            at += 2 + length;
        }
        return rs;
    }

    /** Audience and subject are URLs and mail addresses: only quotes and backslashes need escaping. */
    private static String json(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
