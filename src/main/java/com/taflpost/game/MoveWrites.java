package com.taflpost.game;

import com.taflpost.event.EventLog;
import com.taflpost.event.EventLog.NewEvent;
import com.taflpost.rules.Game;
import io.quarkus.logging.Log;
import io.quarkus.narayana.jta.QuarkusTransaction;
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
 * Writes played moves with their events (see {@link GameRows#moves}, {@link EventLog#raiseEach}). A move that does
 * not end its game is handed to one writer thread, which writes it with the moves of other games that came in
 * while it wrote the last ones: one statement and one commit (its WAL flush) for all of them, where each move
 * would otherwise pay for its own. Idle, the writer takes a move as soon as it comes, so a lone move waits for
 * nobody. A move that ends its game is written in a transaction of its own, with what the end brings
 * ({@link GameEnded}: ratings, a tournament's next round). Either way a move is answered only once committed.
 */
@ApplicationScoped
class MoveWrites {
    @Inject
    EventLog log;

    @Inject
    GameEvents events;

    @Inject
    GameRows rows;

    private record Pending(GameRows.Played move, List<NewEvent> events, CompletableFuture<Boolean> made) {}

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

    /**
     * Writes {@code notation}, played on {@code game} as read and changed by the move (clock, time, result), and what
     * it tells the players of {@code next}, the game after it. False when a concurrent change of the game won: then
     * nothing was written. Returns once the move is committed.
     */
    boolean write(GameEntity game, Game next, String notation) {
        GameRows.Played move = new GameRows.Played(game, notation);
        List<NewEvent> told = events.moved(game, next);
        if (game.status == GameStatus.FINISHED) {
            return QuarkusTransaction.requiringNew().call(() -> {
                boolean made = log.raiseIf(rows.moves(List.of(move)), told);
                if (made) {
                    events.endedByMove(game);
                }
                return made;
            });
        }
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
                    rows.moves(batch.stream().map(Pending::move).toList()),
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
