package com.taflpost.push;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.interfaces.ECPrivateKey;
import java.security.interfaces.ECPublicKey;
import java.util.Base64;
import org.junit.jupiter.api.Test;

/** The message encryption of RFC 8291, held to the RFC's own example and to an independent receiver. */
class Aes128GcmTest {
    // RFC 8291 section 5 (and appendix A): the keys, salt and auth secret of the example, and the message it gives
    private static final String PLAINTEXT = "When I grow up, I want to be a watermelon";
    private static final String AS_PUBLIC =
            "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8";
    private static final String AS_PRIVATE = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw";
    private static final String UA_PUBLIC =
            "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
    private static final String UA_PRIVATE = "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94";
    private static final String SALT = "DGv6ra1nlYgDCS1FRnbzlw";
    private static final String AUTH = "BTBZMqHH6r4Tts7J_aSIgg";
    private static final String MESSAGE =
            "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocI"
                    + "nmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN";

    @Test
    void theRfcExampleEncryptsToTheRfcMessage() {
        KeyPair sender = new KeyPair(key(AS_PUBLIC), P256.privateKey(bytes(AS_PRIVATE)));

        byte[] message = Aes128Gcm.encrypt(
                PLAINTEXT.getBytes(StandardCharsets.UTF_8), key(UA_PUBLIC), bytes(AUTH), sender, bytes(SALT));

        assertThat(P256.base64Url(message)).isEqualTo(MESSAGE);
    }

    @Test
    void theRfcMessageDecryptsWithTheReceiversKey() throws Exception {
        byte[] plaintext = WebPushReceiverSide.decrypt(
                bytes(MESSAGE), P256.privateKey(bytes(UA_PRIVATE)), bytes(UA_PUBLIC), bytes(AUTH));

        assertThat(new String(plaintext, StandardCharsets.UTF_8)).isEqualTo(PLAINTEXT);
    }

    @Test
    void eachMessageHasItsOwnSaltAndKeyAndOnlyItsBrowserReadsIt() throws Exception {
        TestBrowser browser = TestBrowser.at("https://push.example.net/x");
        TestBrowser other = TestBrowser.at("https://push.example.net/y");
        byte[] plaintext = "{\"type\":\"your-turn\"}".getBytes(StandardCharsets.UTF_8);

        byte[] first = Aes128Gcm.encrypt(plaintext, browser.publicKey(), browser.auth());
        byte[] second = Aes128Gcm.encrypt(plaintext, browser.publicKey(), browser.auth());

        assertThat(first).isNotEqualTo(second);
        assertThat(WebPushReceiverSide.decrypt(first, browser.privateKey(), browser.point(), browser.auth()))
                .isEqualTo(plaintext);
        assertThatThrownBy(() -> WebPushReceiverSide.decrypt(first, other.privateKey(), other.point(), other.auth()))
                .isInstanceOf(java.security.GeneralSecurityException.class);
    }

    @Test
    void aMessageLongerThanOneRecordIsRefused() {
        TestBrowser browser = TestBrowser.at("https://push.example.net/x");

        assertThatThrownBy(() -> Aes128Gcm.encrypt(new byte[4080], browser.publicKey(), browser.auth()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(Aes128Gcm.encrypt(new byte[4079], browser.publicKey(), browser.auth()))
                .hasSize(16 + 4 + 1 + 65 + 4096);
    }

    @Test
    void pointsOffTheCurveAreRefused() {
        byte[] point = bytes(UA_PUBLIC);
        point[64] ^= 1;

        assertThat(P256.publicKey(point)).isEmpty();
        assertThat(P256.publicKey(bytes(UA_PUBLIC))).isPresent();
        assertThat(P256.publicKey(new byte[] {4, 1, 2})).isEmpty();
    }

    @Test
    void vapidTokensVerifyWithThePublicKey() throws Exception {
        KeyPair pair = P256.generate();
        String token = Vapid.token(
                (ECPrivateKey) pair.getPrivate(),
                "https://push.example.net",
                java.util.Optional.of("mailto:a@b.invalid"),
                java.time.Instant.now());

        assertThat(WebPushReceiverSide.signatureVerifies(token, P256.point((ECPublicKey) pair.getPublic())))
                .isTrue();
        assertThat(WebPushReceiverSide.signatureVerifies(
                        token, P256.point((ECPublicKey) P256.generate().getPublic())))
                .isFalse();
        assertThat(Vapid.origin("https://push.example.net:443/wpush/v2/x")).isEqualTo("https://push.example.net");
        assertThat(Vapid.origin("http://127.0.0.1:8081/push/x")).isEqualTo("http://127.0.0.1:8081");
    }

    private static ECPublicKey key(String text) {
        return P256.publicKey(bytes(text)).orElseThrow();
    }

    private static byte[] bytes(String text) {
        return Base64.getUrlDecoder().decode(text);
    }
}
