package com.taflpost.push;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.Signature;
import java.security.interfaces.ECPrivateKey;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import javax.crypto.Cipher;
import javax.crypto.KeyAgreement;
import javax.crypto.Mac;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The user agent's and push service's side of Web Push, written apart from the server's code: decrypting an
 * aes128gcm message (RFC 8291 section 3, RFC 8188) and checking a VAPID token's ES256 signature (RFC 8292).
 */
final class WebPushReceiverSide {
    /** The DER prefix of a P-256 SubjectPublicKeyInfo, before its 65-byte uncompressed point. */
    private static final byte[] P256_SPKI_PREFIX =
            HexFormat.of().parseHex("3059301306072a8648ce3d020106082a8648ce3d030107034200");

    private WebPushReceiverSide() {}

    /** The plaintext of a one-record aes128gcm body sent to the key pair and auth secret given. */
    static byte[] decrypt(byte[] body, ECPrivateKey uaPrivate, byte[] uaPublic, byte[] authSecret)
            throws GeneralSecurityException {
        ByteBuffer header = ByteBuffer.wrap(body);
        byte[] salt = new byte[16];
        header.get(salt);
        int recordSize = header.getInt();
        int keyIdLength = header.get() & 0xff;
        byte[] asPublic = new byte[keyIdLength];
        header.get(asPublic);
        byte[] record = Arrays.copyOfRange(body, header.position(), body.length);
        if (keyIdLength != 65 || record.length > recordSize) {
            throw new GeneralSecurityException("not a one-record message with a P-256 key id");
        }

        KeyAgreement agreement = KeyAgreement.getInstance("ECDH");
        agreement.init(uaPrivate);
        agreement.doPhase(publicKey(asPublic), true);
        byte[] ecdhSecret = agreement.generateSecret();

        byte[] prkKey = hmacSha256(authSecret, ecdhSecret);
        ByteBuffer keyInfo = ByteBuffer.allocate(14 + 65 + 65 + 1);
        keyInfo.put("WebPush: info".getBytes(StandardCharsets.US_ASCII)).put((byte) 0);
        keyInfo.put(uaPublic).put(asPublic).put((byte) 1);
        byte[] ikm = hmacSha256(prkKey, keyInfo.array());
        byte[] prk = hmacSha256(salt, ikm);
        byte[] cek = Arrays.copyOf(hmacSha256(prk, info("Content-Encoding: aes128gcm")), 16);
        byte[] nonce = Arrays.copyOf(hmacSha256(prk, info("Content-Encoding: nonce")), 12);

        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.DECRYPT_MODE, new SecretKeySpec(cek, "AES"), new GCMParameterSpec(128, nonce));
        byte[] padded = cipher.doFinal(record);
        int end = padded.length - 1;
        while (end >= 0 && padded[end] == 0) {
            end--;
        }
        if (end < 0 || padded[end] != 2) {
            throw new GeneralSecurityException("the last record does not end with the delimiter 2");
        }
        return Arrays.copyOf(padded, end);
    }

    /** Whether the JWT's ES256 signature (JOSE r||s) verifies with the uncompressed point given. */
    static boolean signatureVerifies(String jwt, byte[] point) throws GeneralSecurityException {
        int lastDot = jwt.lastIndexOf('.');
        Signature signature = Signature.getInstance("SHA256withECDSAinP1363Format");
        signature.initVerify(publicKey(point));
        signature.update(jwt.substring(0, lastDot).getBytes(StandardCharsets.US_ASCII));
        return signature.verify(Base64.getUrlDecoder().decode(jwt.substring(lastDot + 1)));
    }

    static PublicKey publicKey(byte[] point) throws GeneralSecurityException {
        byte[] spki = new byte[P256_SPKI_PREFIX.length + point.length];
        System.arraycopy(P256_SPKI_PREFIX, 0, spki, 0, P256_SPKI_PREFIX.length);
        System.arraycopy(point, 0, spki, P256_SPKI_PREFIX.length, point.length);
        return KeyFactory.getInstance("EC").generatePublic(new X509EncodedKeySpec(spki));
    }

    private static byte[] info(String label) {
        byte[] text = label.getBytes(StandardCharsets.US_ASCII);
        byte[] info = Arrays.copyOf(text, text.length + 2);
        info[text.length] = 0;
        info[text.length + 1] = 1;
        return info;
    }

    private static byte[] hmacSha256(byte[] key, byte[] data) throws GeneralSecurityException {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(key, "HmacSHA256"));
        return mac.doFinal(data);
    }
}
