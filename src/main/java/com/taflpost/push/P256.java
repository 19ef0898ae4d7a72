package com.taflpost.push;

import java.math.BigInteger;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.interfaces.ECPrivateKey;
import java.security.interfaces.ECPublicKey;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.ECParameterSpec;
import java.security.spec.ECPoint;
import java.security.spec.ECPrivateKeySpec;
import java.security.spec.ECPublicKeySpec;
import java.util.Arrays;
import java.util.Base64;
import java.util.Optional;

/**
 * P-256 keys as Web Push writes them: a public key is the 65-byte uncompressed point, a private key its 32-byte
 * scalar, both base64url without padding. A point read from a client is checked to lie on the curve, since an ECDH
 * with an invalid point can leak the private key.
 */
final class P256 {
    static final int POINT_LENGTH = 65;
    private static final ECParameterSpec PARAMETERS = parameters();
    private static final BigInteger P =
            new BigInteger("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff", 16);
    private static final BigInteger A = P.subtract(BigInteger.valueOf(3));
    private static final BigInteger B =
            new BigInteger("5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b", 16);

    private P256() {}

    static KeyPair generate() {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"));
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The public key of an uncompressed point, or empty when the bytes are not a point of the curve. */
    static Optional<ECPublicKey> publicKey(byte[] point) {
        if (point.length != POINT_LENGTH || point[0] != 0x04) {
            return Optional.empty();
        }
        BigInteger x = new BigInteger(1, Arrays.copyOfRange(point, 1, 33));
        BigInteger y = new BigInteger(1, Arrays.copyOfRange(point, 33, 65));
        if (x.compareTo(P) >= 0 || y.compareTo(P) >= 0) {
            return Optional.empty();
        }
        BigInteger left = y.multiply(y).mod(P);
        BigInteger right = x.pow(3).add(A.multiply(x)).add(B).mod(P);
        if (!left.equals(right)) {
            return Optional.empty();
        }
        try {
            return Optional.of((ECPublicKey)
                    KeyFactory.getInstance("EC").generatePublic(new ECPublicKeySpec(new ECPoint(x, y), PARAMETERS)));
        } catch (GeneralSecurityException e) {
            return Optional.empty();
        }
    }

    static ECPrivateKey privateKey(byte[] scalar) {
        try {
            return (ECPrivateKey) KeyFactory.getInstance("EC")
                    .generatePrivate(new ECPrivateKeySpec(new BigInteger(1, scalar), PARAMETERS));
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("not a P-256 private key", e);
        }
    }

    /** The uncompressed point: 0x04, then x and y of 32 bytes each. */
    static byte[] point(ECPublicKey key) {
        byte[] point = new byte[POINT_LENGTH];
        point[0] = 0x04;
        fixed(key.getW().getAffineX(), point, 1);
        fixed(key.getW().getAffineY(), point, 33);
        return point;
    }

    /** The private scalar in 32 bytes. */
    static byte[] scalar(ECPrivateKey key) {
        byte[] scalar = new byte[32];
        fixed(key.getS(), scalar, 0);
        return scalar;
    }

    static String base64Url(byte[] bytes) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** Base64url, padded or not; empty when it is not. */
    static Optional<byte[]> fromBase64Url(String text) {
        try {
            return Optional.of(Base64.getUrlDecoder().decode(text.strip()));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Writes a non-negative number as 32 big-endian bytes at {@code offset}. */
    static void fixed(BigInteger value, byte[] into, int offset) {
        byte[] bytes = value.toByteArray();
        int length = Math.min(bytes.length, 32);
        System.arraycopy(bytes, bytes.length - length, into, offset + 32 - length, length);
    }

    private static ECParameterSpec parameters() {
        try {
            AlgorithmParameters parameters = AlgorithmParameters.getInstance("EC");
            parameters.init(new ECGenParameterSpec("secp256r1"));
            return parameters.getParameterSpec(ECParameterSpec.class);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
