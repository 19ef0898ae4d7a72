package com.taflpost.platform;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * A real PostgreSQL server run by this JVM, its data kept in a directory so that it survives a restart. It stops
 * with the JVM. Quarkus may build its configuration more than once per JVM, from different class loaders (tests,
 * dev-mode reloads), so the running server is found again through a system property instead of a static field.
 * The fault tests stop and start it ({@link #stop}, {@link #restart}) from what PostgreSQL records in the data
 * directory (its pid, its command line), so they need no handle on the object that started it.
 */
public final class EmbeddedDatabase {

    private static final Logger LOG = Logger.getLogger(EmbeddedDatabase.class);
    private static final String USER = "postgres";
    private static final String DATABASE = "postgres";

    private final int port;

    private EmbeddedDatabase(int port) {
        this.port = port;
    }

    /** Starts the server keeping its data in {@code directory}, or finds the one this JVM runs there. */
    public static EmbeddedDatabase in(Path directory) {
        return in(directory, true);
    }

    /**
     * The same, with fsync off when {@code fsync} is false (the tests' profile only: a crash of the machine may then
     * lose what was committed). The first start in a directory decides.
     */
    public static synchronized EmbeddedDatabase in(Path directory, boolean fsync) {
        String key = "com.taflpost.platform.embedded-postgres-port:" + directory;
        String running = System.getProperty(key);
        if (running != null) {
            return new EmbeddedDatabase(Integer.parseInt(running));
        }
        EmbeddedDatabase database = start(directory, fsync);
        System.setProperty(key, Integer.toString(database.port));
        return database;
    }

    /** The settings that point the datasource at it. */
    public Map<String, String> datasourceConfig() {
        // the server listens on 127.0.0.1 only, and "localhost" may resolve to ::1 first
        String url = "jdbc:postgresql://127.0.0.1:" + port + "/" + DATABASE;
        // the reads pool too: one node, so the same database (a test profile that brings its own sets both)
        return Map.of(
                "quarkus.datasource.jdbc.url", url,
                "quarkus.datasource.username", USER,
                "quarkus.datasource.password", "",
                "quarkus.datasource.reads.jdbc.url", url,
                "quarkus.datasource.reads.username", USER,
                "quarkus.datasource.reads.password", "");
    }

    /** Stops the server of {@code directory} at once (fast shutdown: open sessions are ended), keeping its data. */
    public static void stop(Path directory) {
        try {
            long pid = Long.parseLong(Files.readAllLines(directory.resolve("postmaster.pid"))
                    .get(0)
                    .trim());
            ProcessHandle postmaster =
                    ProcessHandle.of(pid).orElseThrow(() -> new IllegalStateException("no PostgreSQL " + pid));
            // SIGINT is PostgreSQL's fast shutdown (SIGTERM waits for every session to end); pg_ctl refuses root
            Process kill = new ProcessBuilder("kill", "-INT", Long.toString(pid)).start();
            if (kill.waitFor() != 0) {
                throw new IllegalStateException("cannot signal PostgreSQL " + pid);
            }
            postmaster.onExit().get(60, TimeUnit.SECONDS);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("PostgreSQL in " + directory + " did not stop", e);
        }
    }

    /**
     * Starts the server of {@code directory} again, with the binary, port and options it had, and waits until it
     * accepts connections. The JVM's shutdown stops it, as it stops the one it started.
     */
    public static void restart(Path directory) {
        List<String> recorded = recordedCommandLine(directory);
        List<String> options = new ArrayList<>();
        for (int i = 1; i < recorded.size(); i++) {
            if (recorded.get(i).equals("-D")) {
                i++; // pg_ctl passes the data directory itself
            } else {
                options.add("'" + recorded.get(i).replace("'", "'\\''") + "'");
            }
        }
        List<String> command = new ArrayList<>();
        if ("root".equals(System.getProperty("user.name"))) {
            // PostgreSQL refuses to run as root; zonky runs it in a user namespace likewise
            command.addAll(List.of("unshare", "-U"));
        }
        command.addAll(List.of(
                Path.of(recorded.get(0)).resolveSibling("pg_ctl").toString(),
                "-D",
                directory.toString(),
                "-o",
                String.join(" ", options),
                "-l",
                directory.resolve("restart.log").toString(),
                "-w",
                "-t",
                "60",
                "start"));
        try {
            Process pgCtl =
                    new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(pgCtl.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (pgCtl.waitFor() != 0) {
                throw new IllegalStateException("PostgreSQL in " + directory + " did not start again: " + output);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** postmaster.opts: the server's binary and options, each in double quotes but the first. */
    private static List<String> recordedCommandLine(Path directory) {
        try {
            String line = Files.readString(directory.resolve("postmaster.opts")).strip();
            List<String> words = new ArrayList<>();
            Matcher word = Pattern.compile("\"([^\"]*)\"|(\\S+)").matcher(line);
            while (word.find()) {
                words.add(word.group(1) != null ? word.group(1) : word.group(2));
            }
            return words;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static EmbeddedDatabase start(Path directory, boolean fsync) {
        try {
            Files.createDirectories(directory);
            stopServerLeftByKilledProcess(directory);
            EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                    .setDataDirectory(directory)
                    .setCleanDataDirectory(false)
                    // zonky turns both off for speed (-F is fsync off; a -c given after it wins): a move answered as
                    // made must survive a crash of the server and of the machine under it
                    .setServerConfig("synchronous_commit", "on")
                    .setServerConfig("fsync", fsync ? "on" : "off")
                    // the backend that needs a new WAL segment makes it, and zero-filling it stalled the moves'
                    // writer (docs/performance.md); made sparse, its blocks are allocated as WAL is written into them
                    .setServerConfig("wal_init_zero", "off")
                    .setPGStartupWait(Duration.ofSeconds(60))
                    .start();
            LOG.infof(
                    "Embedded PostgreSQL on port %d, data in %s%s",
                    postgres.getPort(), directory, fsync ? "" : ", fsync off");
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
                postmaster.onExit().orTimeout(30, TimeUnit.SECONDS).join();
            });
        }
    }
}
