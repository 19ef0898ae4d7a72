package com.taflpost.idempotency;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * What the database keeps of an {@code Idempotency-Key} and its answer: the key only as a hash, the answer's body
 * sealed with AES-GCM under a key derived from the idempotency key. Without the client's key the server cannot read
 * a stored answer back (seat tokens, webhook secrets), and a row found by its hash cannot be decrypted either.
 */
public final class StoredAnswerCipher {
    private static final int IV_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final SecureRandom RANDOM = new SecureRandom();

    private StoredAnswerCipher() {}

    /** The key as the database stores and looks it up: a hash, separated by purpose from the encryption key. */
    public static String lookupKey(String key) {
        return HexFormat.of().formatHex(sha256("taflpost idempotency lookup\0" + key));
    }

    static String seal(String scope, String key, String plaintext) {
        byte[] iv = new byte[IV_BYTES];
        RANDOM.nextBytes(iv);
        try {
            Cipher cipher = cipher(Cipher.ENCRYPT_MODE, scope, key, iv);
            byte[] sealed = cipher.doFinal(plaintext.getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder()
                    .encodeToString(ByteBuffer.allocate(iv.length + sealed.length)
                            .put(iv)
                            .put(sealed)
                            .array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot seal an idempotent answer", e);
        }
    }

    /** The plaintext; an {@link IllegalStateException} when the text was not sealed with this scope and key. */
    static String open(String scope, String key, String sealed) {
        byte[] bytes = Base64.getDecoder().decode(sealed);
        try {
            Cipher cipher = cipher(Cipher.DECRYPT_MODE, scope, key, Arrays.copyOf(bytes, IV_BYTES));
            return new String(cipher.doFinal(bytes, IV_BYTES, bytes.length - IV_BYTES), StandardCharsets.UTF_8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot open an idempotent answer", e);
        }
    }

    private static Cipher cipher(int mode, String scope, String key, byte[] iv) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        SecretKeySpec secret = new SecretKeySpec(sha256("taflpost idempotency answer\0" + scope + "\0" + key), "AES");
        cipher.init(mode, secret, new GCMParameterSpec(TAG_BITS, iv));
        // the scope is bound to the text too: a row copied to another caller's scope does not open
        cipher.updateAAD(scope.getBytes(StandardCharsets.UTF_8));
        return cipher;
    }

    static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
