package com.taflpost.push;

import java.math.BigInteger;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.interfaces.ECPrivateKey;
import java.security.interfaces.ECPublicKey;
import java.security.spec.ECGenParameterSpec;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A browser's side of a push subscription, made as a browser makes it: its own P-256 key pair and 16 random auth
 * bytes, and an endpoint at the test's push service.
 */
record TestBrowser(String endpoint, ECPublicKey publicKey, ECPrivateKey privateKey, byte[] auth) {
    private static final SecureRandom RANDOM = new SecureRandom();

    static TestBrowser at(String endpoint) {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"));
            KeyPair pair = generator.generateKeyPair();
            byte[] auth = new byte[16];
            RANDOM.nextBytes(auth);
            return new TestBrowser(endpoint, (ECPublicKey) pair.getPublic(), (ECPrivateKey) pair.getPrivate(), auth);
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The uncompressed point, written here rather than with the server's code. */
    byte[] point() {
        byte[] point = new byte[65];
        point[0] = 4;
        put(publicKey.getW().getAffineX(), point, 1);
        put(publicKey.getW().getAffineY(), point, 33);
        return point;
    }

    /** The subscription as PushSubscription.toJSON() writes it. */
    /** As a browser's PushSubscription.toJSON() writes it: with an expirationTime, null, the server does not read. */
    Map<String, Object> subscription() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("endpoint", endpoint);
        json.put("expirationTime", null);
        json.put("keys", Map.of("p256dh", base64Url(point()), "auth", base64Url(auth)));
        return json;
    }

    String path() {
        return java.net.URI.create(endpoint).getPath();
    }

    static String base64Url(byte[] bytes) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    private static void put(BigInteger value, byte[] into, int at) {
        byte[] bytes = value.toByteArray();
        int length = Math.min(bytes.length, 32);
        System.arraycopy(bytes, bytes.length - length, into, at + 32 - length, length);
    }
}
