package com.taflpost.game;

import com.taflpost.event.EventLog;
import com.taflpost.event.EventLog.NewEvent;
import io.quarkus.logging.Log;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The one thread that writes moves that do not end their game (see {@link GameStore#writeMove}): each with the moves
 * of other games that came in while it wrote the last ones, in one statement and one commit (its WAL flush), where
 * each move would otherwise pay for its own. Idle, it takes a move as soon as it comes, so a lone move waits for
 * nobody. A move is answered only once committed.
 */
@ApplicationScoped
class MoveWriter {
    @Inject
    EventLog log;

    private record Pending(GameStore.MoveToWrite move, List<NewEvent> events, CompletableFuture<Boolean> made) {}

    private final BlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private Thread writer;

    @PostConstruct
    void start() {
        writer = new Thread(this::writeWhileRunning, "taflpost-move-writer");
        writer.setDaemon(true);
        writer.start();
    }

    @PreDestroy
    void stop() {
        writer.interrupt();
        // nothing is written after this: the moves still waiting are answered as not written (the server stops)
        for (Pending pending = queue.poll(); pending != null; pending = queue.poll()) {
            pending.made().completeExceptionally(new IllegalStateException("the server is stopping"));
        }
    }

    /** Writes the move with its events; false when a concurrent change of the game won and nothing was written. */
    boolean write(GameStore.MoveToWrite move, List<NewEvent> told) {
        Pending pending = new Pending(move, told, new CompletableFuture<>());
        queue.add(pending);
        try {
            return pending.made().join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : e;
        }
    }

    private void writeWhileRunning() {
        Pending held = null;
        while (!Thread.currentThread().isInterrupted()) {
            List<Pending> batch = new ArrayList<>();
            try {
                batch.add(held != null ? held : queue.take());
            } catch (InterruptedException e) {
                return;
            }
            held = null;
            // what came in meanwhile, up to one statement's events and one move per game (a second waits its turn)
            Set<String> games = new HashSet<>(Set.of(batch.get(0).move().game().id));
            int told = batch.get(0).events().size();
            for (Pending next = queue.poll(); next != null; next = queue.poll()) {
                if (told + next.events().size() > EventLog.BATCH
                        || !games.add(next.move().game().id)) {
                    held = next;
                    break;
                }
                told += next.events().size();
                batch.add(next);
            }
            write(batch);
        }
    }

    /** Writes the batch; if its statement fails, each move alone, so that one move's failure is its own. */
    private void write(List<Pending> batch) {
        try {
            boolean[] made = log.raiseEach(
                    GameStore.moves(batch.stream().map(Pending::move).toList()),
                    batch.stream().map(Pending::events).toList());
            for (int i = 0; i < batch.size(); i++) {
                batch.get(i).made().complete(made[i]);
            }
        } catch (RuntimeException | Error e) {
            if (batch.size() == 1) {
                batch.get(0).made().completeExceptionally(e);
                return;
            }
            Log.warnf(e, "writing %d moves together failed; writing each alone", batch.size());
            for (Pending pending : batch) {
                write(List.of(pending));
            }
        }
    }
}
