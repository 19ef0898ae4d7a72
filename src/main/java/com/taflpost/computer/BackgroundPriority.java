package com.taflpost.computer;

import io.quarkus.logging.Log;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Gives the calling thread the least CPU priority the system has (nice 19), so that a search only takes the time that
 * requests leave over: with a person's move waiting on the same core, the scheduler runs the move. Java's own thread
 * priorities are ignored on Linux unless the JVM runs as root, so the thread is reniced by its task id, which Linux
 * allows any process to do to its own threads. Elsewhere (no /proc/thread-self) the thread keeps its priority.
 */
final class BackgroundPriority {
    static final int NICEST = 19;

    private BackgroundPriority() {}

    /** Lowers the calling thread's priority; false where it cannot, which costs only the protection it gives. */
    static boolean lowerCurrentThread() {
        Path self = Path.of("/proc/thread-self");
        if (!Files.isSymbolicLink(self)) {
            return false;
        }
        try {
            String task = Files.readSymbolicLink(self).getFileName().toString();
            Process renice = new ProcessBuilder("renice", "-n", String.valueOf(NICEST), "-p", task)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (renice.waitFor(10, TimeUnit.SECONDS) && renice.exitValue() == 0) {
                return true;
            }
            renice.destroyForcibly();
        } catch (IOException e) {
            Log.warnf("the computer thinks at normal priority: %s", e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return false;
    }

    /** The calling thread's nice value as Linux reports it (field 19 of its stat line). */
    static int ofCurrentThread() throws IOException {
        String stat = Files.readString(Path.of("/proc/thread-self/stat"));
        // the command name, in parentheses, may hold spaces: count fields after its closing parenthesis
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Integer.parseInt(fields[16]);
    }
}
