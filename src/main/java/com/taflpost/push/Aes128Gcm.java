package com.taflpost.push;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.SecureRandom;
import java.security.interfaces.ECPrivateKey;
import java.security.interfaces.ECPublicKey;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.KeyAgreement;
import javax.crypto.Mac;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Message encryption for Web Push (RFC 8291) in the aes128gcm content coding (RFC 8188): a fresh key pair and salt
 * per message, one record of at most {@value #RECORD_SIZE} bytes, so that only the subscribed browser can read it.
 */
final class Aes128Gcm {
    static final int RECORD_SIZE = 4096;
    /** What fits in the one record beside its tag (16 bytes) and delimiter (1). */
    static final int MAX_PLAINTEXT = RECORD_SIZE - 17;

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final byte[] KEY_INFO = "WebPush: info\0".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] CEK_INFO = "Content-Encoding: aes128gcm\0".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] NONCE_INFO = "Content-Encoding: nonce\0".getBytes(StandardCharsets.US_ASCII);

    private Aes128Gcm() {}

    /** The body to POST: the plaintext encrypted to the subscription's key and auth secret. */
    static byte[] encrypt(byte[] plaintext, ECPublicKey uaPublic, byte[] authSecret) {
        byte[] salt = new byte[16];
        RANDOM.nextBytes(salt);
        return encrypt(plaintext, uaPublic, authSecret, P256.generate(), salt);
    }

    /** The same with a given sender key pair and salt: the RFC's example fixes both. */
    static byte[] encrypt(byte[] plaintext, ECPublicKey uaPublic, byte[] authSecret, KeyPair sender, byte[] salt) {
        if (plaintext.length > MAX_PLAINTEXT) {
            throw new IllegalArgumentException("a push message holds at most " + MAX_PLAINTEXT + " bytes");
        }
        try {
            byte[] asPublic = P256.point((ECPublicKey) sender.getPublic());
            KeyAgreement agreement = KeyAgreement.getInstance("ECDH");
            agreement.init((ECPrivateKey) sender.getPrivate());
            agreement.doPhase(uaPublic, true);
            byte[] ecdhSecret = agreement.generateSecret();

            byte[] prkKey = hmac(authSecret, ecdhSecret);
            byte[] ikm = hmac(prkKey, concat(KEY_INFO, P256.point(uaPublic), asPublic, new byte[] {1}));
            byte[] prk = hmac(salt, ikm);
            byte[] cek = Arrays.copyOf(hmac(prk, concat(CEK_INFO, new byte[] {1})), 16);
            byte[] nonce = Arrays.copyOf(hmac(prk, concat(NONCE_INFO, new byte[] {1})), 12);

            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(cek, "AES"), new GCMParameterSpec(128, nonce));
            // the last (and only) record ends with the delimiter 0x02 and no padding
            byte[] record = cipher.doFinal(concat(plaintext, new byte[] {2}));

            ByteBuffer body = ByteBuffer.allocate(16 + 4 + 1 + asPublic.length + record.length);
            body.put(salt)
                    .putInt(RECORD_SIZE)
                    .put((byte) asPublic.length)
                    .put(asPublic)
                    .put(record);
            return body.array();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot encrypt a push message", e);
        }
    }

    /** HKDF-Extract, and HKDF-Expand of one block: every length RFC 8291 asks for fits in one. */
    private static byte[] hmac(byte[] key, byte[] data) throws GeneralSecurityException {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(key, "HmacSHA256"));
        return mac.doFinal(data);
    }

    private static byte[] concat(byte[]... parts) {
        int length = 0;
        for (byte[] part : parts) {
            length += part.length;
        }
        byte[] all = new byte[length];
        int at = 0;
        for (byte[] part : parts) {
            System.arraycopy(part, 0, all, at, part.length);
            at += part.length;
        }
        return all;
    }
}
