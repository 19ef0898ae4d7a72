package com.taflpost.bench;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * OpenTafl's AI as a subprocess that speaks the OpenTafl Engine Protocol (OTEP, opentafl-engine-protocol.txt in its
 * source): we are the host, it the engine. It keeps its own copy of the game, so it is told every move it did not
 * make; its think time is set by the protocol's {@code clock} command (an overtime period only, of which it spends
 * all but {@link #RESERVE_MILLIS}), sent before each {@code play}, since it reads the clock when it starts to think.
 */
final class OpenTaflEngine implements AutoCloseable {
    /** OpenTafl keeps this much of an overtime period in reserve (AiWorkspace.planTimeUsage). */
    private static final long RESERVE_MILLIS = 750;

    private final Process process;
    private final Writer input;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final PrintStream log;

    private OpenTaflEngine(Process process, PrintStream log) {
        this.process = process;
        this.input = process.outputWriter(StandardCharsets.US_ASCII);
        this.log = log;
        Thread reader = new Thread(this::read, "opentafl-output");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts the engine in {@code directory} (where it keeps its logs) and waits for its {@code hello}. */
    static OpenTaflEngine start(List<String> command, File directory, PrintStream log)
            throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command)
                .directory(directory)
                .redirectErrorStream(true)
                .start();
        OpenTaflEngine engine = new OpenTaflEngine(process, log);
        engine.await("hello", 60_000);
        return engine;
    }

    /** A new game: OTEP's {@code rules} with an OpenTafl rules string, which sets the engine to its start. */
    void rules(String rules) {
        send("rules " + rules);
    }

    /** A move the engine did not make, with the position after it (OpenTafl's orientation: rank 1 first). */
    void opponentMove(String move, String position) {
        send("opponent-move " + move + " " + position);
    }

    /**
     * Asks for a move of {@code side} ("attackers" or "defenders") after {@code millis} of thought; answers the move
     * as the engine wrote it, or null when it sent none within the think time and a minute more.
     */
    String play(String side, long millis) throws InterruptedException {
        long period = millis + RESERVE_MILLIS;
        send("clock " + period + "* " + period + "* " + (period / 1000 + 1) + " 99 99");
        send("play " + side);
        String answer = await("move ", millis + 60_000);
        return answer == null ? null : answer.substring("move ".length()).trim();
    }

    /** Tells the engine where its move left the board, as OTEP's host does (the engine ignores it). */
    void moved(String position) {
        send("move " + position);
    }

    /** OTEP's {@code finish}: 2 the attackers won, 3 the defenders, 1 a draw. */
    void finish(int code) {
        send("finish " + code);
    }

    boolean alive() {
        return process.isAlive();
    }

    @Override
    public void close() throws InterruptedException {
        send("goodbye");
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
            process.destroy();
        }
    }

    /** Sends a command; to an engine that has died, only the log hears it (the next {@code await} says so). */
    private void send(String command) {
        log.println("> " + command);
        try {
            input.write(command + "\n");
            input.flush();
        } catch (IOException gone) {
            log.println("! the engine is gone: " + gone.getMessage());
        }
    }

    /**
     * The first line starting with {@code prefix}, the others but status lines logged; null after {@code millis} or
     * once it has died.
     */
    private String await(String prefix, long millis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (true) {
            long left = deadline - System.nanoTime();
            String line = left <= 0 ? null : lines.poll(Math.min(left, 1_000_000_000L), TimeUnit.NANOSECONDS);
            if (line == null) {
                if (left <= 0 || (!process.isAlive() && lines.isEmpty())) {
                    return null;
                }
                continue;
            }
            if (line.startsWith(prefix)) {
                log.println("< " + line);
                return line;
            }
            if (!line.startsWith("status")) {
                log.println("< " + line);
            }
        }
    }

    private void read() {
        try (BufferedReader output =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII))) {
            for (String line = output.readLine(); line != null; line = output.readLine()) {
                lines.add(line);
            }
        } catch (IOException ended) {
            // the engine has gone; await answers null
        }
    }
}
