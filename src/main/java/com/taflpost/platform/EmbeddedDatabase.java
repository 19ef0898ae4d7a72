package com.taflpost.platform;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.jboss.logging.Logger;

/**
 * A real PostgreSQL server run by this JVM, its data kept in a directory so that it survives a restart. It stops
 * with the JVM. Quarkus may build its configuration more than once per JVM, from different class loaders (tests,
 * dev-mode reloads), so the running server is found again through a system property instead of a static field.
 */
final class EmbeddedDatabase {

    private static final Logger LOG = Logger.getLogger(EmbeddedDatabase.class);
    private static final String USER = "postgres";
    private static final String DATABASE = "postgres";

    private final int port;

    private EmbeddedDatabase(int port) {
        this.port = port;
    }

    static synchronized EmbeddedDatabase in(Path directory) {
        String key = "com.taflpost.platform.embedded-postgres-port:" + directory;
        String running = System.getProperty(key);
        if (running != null) {
            return new EmbeddedDatabase(Integer.parseInt(running));
        }
        EmbeddedDatabase database = start(directory);
        System.setProperty(key, Integer.toString(database.port));
        return database;
    }

    Map<String, String> datasourceConfig() {
        // the server listens on 127.0.0.1 only, and "localhost" may resolve to ::1 first
        return Map.of(
                "quarkus.datasource.jdbc.url",
                "jdbc:postgresql://127.0.0.1:" + port + "/" + DATABASE,
                "quarkus.datasource.username",
                USER,
                "quarkus.datasource.password",
                "");
    }

    private static EmbeddedDatabase start(Path directory) {
        try {
            Files.createDirectories(directory);
            stopServerLeftByKilledProcess(directory);
            EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                    .setDataDirectory(directory)
                    .setCleanDataDirectory(false)
                    // zonky turns this off for speed; games must survive a crash
                    .setServerConfig("synchronous_commit", "on")
                    .setPGStartupWait(Duration.ofSeconds(60))
                    .start();
            LOG.infof("Embedded PostgreSQL on port %d, data in %s", postgres.getPort(), directory);
            return new EmbeddedDatabase(postgres.getPort());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start the embedded PostgreSQL in " + directory, e);
        }
    }

    /**
     * A JVM killed outright leaves its postmaster running, and the next start would fail on that data directory.
     * The lock file tells a live owner (another server on the same data) from a dead one.
     */
    private static void stopServerLeftByKilledProcess(Path directory) throws IOException {
        Path pidFile = directory.resolve("postmaster.pid");
        if (!Files.exists(pidFile)) {
            return;
        }
        try (FileChannel channel = FileChannel.open(
                        directory.resolve("epg-lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock = channel.tryLock()) {
            if (lock == null) {
                throw new IllegalStateException(
                        "The data directory " + directory + " is in use by another running server");
            }
            List<String> lines = Files.readAllLines(pidFile);
            long pid = Long.parseLong(lines.get(0).trim());
            ProcessHandle.of(pid).ifPresent(postmaster -> {
                LOG.warnf("Stopping PostgreSQL (pid %d) left running on %s", pid, directory);
                postmaster.destroy();
                postmaster
                        .onExit()
                        .orTimeout(30, java.util.concurrent.TimeUnit.SECONDS)
                        .join();
            });
        }
    }
}
