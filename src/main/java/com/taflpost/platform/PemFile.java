package com.taflpost.platform;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Base64;

/** A key kept as a PEM file (RFC 7468): the server's own signing and VAPID keys, made once and kept on disk. */
public final class PemFile {

    private PemFile() {}

    /** Writes the DER bytes as a PEM file of {@code type}, e.g. "PRIVATE KEY", readable by its owner only. */
    public static void write(Path file, String type, byte[] der) throws IOException {
        String pem = "-----BEGIN " + type + "-----\n"
                + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der)
                + "\n-----END " + type + "-----\n";
        // a temporary file is readable by its owner only, and the move makes the key appear whole
        Path temporary =
                Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
        Files.writeString(temporary, pem);
        Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    /** The DER bytes of a PEM file. */
    public static byte[] read(Path file) throws IOException {
        String pem = Files.readString(file).replaceAll("-----[A-Z ]+-----", "").replaceAll("\\s", "");
        return Base64.getDecoder().decode(pem);
    }
}
