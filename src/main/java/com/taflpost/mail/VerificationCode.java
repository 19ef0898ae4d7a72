package com.taflpost.mail;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.UUID;

/**
 * The six-digit codes that prove a player reads the address they gave. Only a hash is stored, salted with the player's
 * id; the few wrong attempts allowed are what keeps the code from being guessed.
 */
final class VerificationCode {
    private static final SecureRandom RANDOM = new SecureRandom();

    private VerificationCode() {}

    static String create() {
        return String.format("%06d", RANDOM.nextInt(1_000_000));
    }

    static String hash(UUID player, String code) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((player + ":" + code.strip()).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Compared in constant time, so that timing tells nothing of how close a guess was. */
    static boolean matches(UUID player, String code, String storedHash) {
        return storedHash != null
                && MessageDigest.isEqual(
                        hash(player, code).getBytes(StandardCharsets.US_ASCII),
                        storedHash.getBytes(StandardCharsets.US_ASCII));
    }
}
