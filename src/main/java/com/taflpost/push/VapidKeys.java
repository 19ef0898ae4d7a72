package com.taflpost.push;

import com.taflpost.platform.PemFile;
import com.taflpost.platform.TaflpostConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.interfaces.ECPrivateKey;
import java.security.interfaces.ECPublicKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;

/**
 * The server's VAPID key pair: configured, or created once in the data directory beside the token signing keys (as
 * PEM files readable by their owner only) and kept, since every subscription is bound to the public key it was made
 * with.
 */
record VapidKeys(ECPublicKey publicKey, ECPrivateKey privateKey) {

    /** The public key as browsers take it (applicationServerKey) and the VAPID header's {@code k} carries it. */
    String publicKeyText() {
        return P256.base64Url(P256.point(publicKey));
    }

    static VapidKeys of(PushConfig config, TaflpostConfig platform) {
        var configured = config.vapid();
        if (configured.publicKey().isPresent() && configured.privateKey().isPresent()) {
            ECPublicKey publicKey = P256.fromBase64Url(configured.publicKey().get())
                    .flatMap(P256::publicKey)
                    .orElseThrow(() -> new IllegalStateException(
                            "taflpost.push.vapid.public-key is not a base64url uncompressed P-256 point"));
            byte[] scalar = P256.fromBase64Url(configured.privateKey().get())
                    .filter(bytes -> bytes.length == 32)
                    .orElseThrow(() ->
                            new IllegalStateException("taflpost.push.vapid.private-key is not a base64url P-256 key"));
            return new VapidKeys(publicKey, P256.privateKey(scalar));
        }
        if (configured.publicKey().isPresent() || configured.privateKey().isPresent()) {
            throw new IllegalStateException("Configure both taflpost.push.vapid.public-key and private-key or neither;"
                    + " with neither the server keeps its own key pair in the data directory");
        }
        return in(Path.of(platform.dataDir()).toAbsolutePath().normalize().resolve("keys"));
    }

    static synchronized VapidKeys in(Path directory) {
        Path privateFile = directory.resolve("vapid-private-key.pem");
        Path publicFile = directory.resolve("vapid-public-key.pem");
        try {
            if (!Files.exists(privateFile) || !Files.exists(publicFile)) {
                Files.createDirectories(directory);
                KeyPair pair = P256.generate();
                PemFile.write(publicFile, "PUBLIC KEY", pair.getPublic().getEncoded());
                PemFile.write(privateFile, "PRIVATE KEY", pair.getPrivate().getEncoded());
            }
            KeyFactory factory = KeyFactory.getInstance("EC");
            return new VapidKeys(
                    (ECPublicKey) factory.generatePublic(new X509EncodedKeySpec(PemFile.read(publicFile))),
                    (ECPrivateKey) factory.generatePrivate(new PKCS8EncodedKeySpec(PemFile.read(privateFile))));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot keep the VAPID keys in " + directory, e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("The VAPID keys in " + directory + " are not P-256 keys", e);
        }
    }
}
