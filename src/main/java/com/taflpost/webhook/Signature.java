package com.taflpost.webhook;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The {@code Taflpost-Signature} header: {@code t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the
 * webhook's secret>}. The time inside the signed text lets a receiver refuse old deliveries replayed to it.
 */
public final class Signature {
    public static final String HEADER = "Taflpost-Signature";

    private Signature() {}

    public static String header(String secret, long epochSeconds, String body) {
        return "t=" + epochSeconds + ",v1=" + hmac(secret, epochSeconds + "." + body);
    }

    static String hmac(String secret, String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }
}
