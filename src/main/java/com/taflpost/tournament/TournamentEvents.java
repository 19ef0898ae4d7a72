package com.taflpost.tournament;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.event.EventLog;
import com.taflpost.event.EventLog.NewEvent;
import com.taflpost.event.Recipients;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Collection;
import java.util.List;
import java.util.UUID;

/** What tournaments tell their players, written in the transaction of the change (see {@link EventLog#raise}). */
@ApplicationScoped
public class TournamentEvents {
    static final String STARTED = "tournament-started";
    static final String ROUND_STARTED = "round-started";
    static final String GAME = "tournament-game";
    static final String FINISHED = "tournament-finished";
    static final String ADJUDICATED = "tournament-adjudicated";
    static final String WITHDRAWN = "tournament-withdrawn";

    record Started(String tournamentId, String name, String format, Integer rounds, List<String> players) {}

    record RoundStarted(String tournamentId, String name, int round, String bye) {}

    record NewGame(String tournamentId, int round, String gameId, String attackers, String defenders) {}

    record Placed(int rank, String player, double points) {}

    record Finished(String tournamentId, String name, List<Placed> top) {}

    /** The organiser ({@code by}) decided a game: {@code winner} is attackers, defenders or draw. */
    record Adjudicated(
            String tournamentId,
            String name,
            int round,
            String gameId,
            String attackers,
            String defenders,
            String winner,
            String by) {}

    /** The organiser ({@code by}) withdrew {@code player}, whose unfinished games are lost by forfeit. */
    record Withdrawn(String tournamentId, String name, String player, String by, List<String> forfeited) {}

    @Inject
    EventLog log;

    @Inject
    ObjectMapper json;

    void started(Collection<UUID> players, Started started) {
        raise(players, STARTED, null, started);
    }

    /** The events of a round's start, to {@link #raise} with those of its games. */
    List<NewEvent> roundStarted(Collection<UUID> players, RoundStarted round) {
        return events(players, ROUND_STARTED, null, round);
    }

    /** The events of a new game, to {@link #raise} with the others of its round's start. */
    List<NewEvent> game(Collection<UUID> players, NewGame game) {
        return events(players, GAME, game.gameId(), game);
    }

    /** Writes events made together (a start's many rounds and games) in one go. */
    void raise(List<NewEvent> events) {
        log.raise(events);
    }

    void finished(Collection<UUID> players, Finished finished) {
        raise(players, FINISHED, null, finished);
    }

    void adjudicated(Collection<UUID> players, Adjudicated adjudicated) {
        raise(players, ADJUDICATED, adjudicated.gameId(), adjudicated);
    }

    void withdrawn(Collection<UUID> players, Withdrawn withdrawn) {
        raise(players, WITHDRAWN, null, withdrawn);
    }

    private void raise(Collection<UUID> players, String type, String gameId, Object payload) {
        log.raise(events(players, type, gameId, payload));
    }

    private List<NewEvent> events(Collection<UUID> players, String type, String gameId, Object payload) {
        String text;
        try {
            text = json.writeValueAsString(payload);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the event " + payload, e);
        }
        return players.stream()
                .map(player -> new NewEvent(Recipients.player(player), type, gameId, text))
                .toList();
    }
}
