package com.taflpost.platform;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;

/**
 * The RSA key pair that signs and verifies tokens when a deployment brings none: created once, as PEM files, and
 * kept so that tokens stay valid across restarts.
 */
record SigningKeys(Path privateKey, Path publicKey) {

    static synchronized SigningKeys in(Path directory) {
        SigningKeys keys = new SigningKeys(directory.resolve("private-key.pem"), directory.resolve("public-key.pem"));
        if (Files.exists(keys.privateKey()) && Files.exists(keys.publicKey())) {
            return keys;
        }
        try {
            Files.createDirectories(directory);
            KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
            generator.initialize(2048);
            KeyPair pair = generator.generateKeyPair();
            PemFile.write(keys.publicKey(), "PUBLIC KEY", pair.getPublic().getEncoded());
            PemFile.write(keys.privateKey(), "PRIVATE KEY", pair.getPrivate().getEncoded());
            return keys;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the signing keys in " + directory, e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    String publicKeyPem() {
        return read(publicKey);
    }

    String privateKeyPem() {
        return read(privateKey);
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the signing key " + file, e);
        }
    }
}
