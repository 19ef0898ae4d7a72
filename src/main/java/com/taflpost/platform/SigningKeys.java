package com.taflpost.platform;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

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
            write(keys.publicKey(), "PUBLIC KEY", pair.getPublic().getEncoded());
            write(keys.privateKey(), "PRIVATE KEY", pair.getPrivate().getEncoded());
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

    private static void write(Path file, String type, byte[] der) throws IOException {
        String pem = "-----BEGIN " + type + "-----\n"
                + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der)
                + "\n-----END " + type + "-----\n";
        // a temporary file is readable by its owner only, and the move makes the key appear whole
        Path temporary =
                Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
        Files.writeString(temporary, pem);
        Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }
}
