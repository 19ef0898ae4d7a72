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

    record Started(String tournamentId, String name, String format, Integer rounds, List<String> players) {}

    record RoundStarted(String tournamentId, String name, int round, String bye) {}

    record NewGame(String tournamentId, int round, String gameId, String attackers, String defenders) {}

    record Placed(int rank, String player, double points) {}

    record Finished(String tournamentId, String name, List<Placed> top) {}

    @Inject
    EventLog log;

    @Inject
    ObjectMapper json;

    void started(Collection<UUID> players, Started started) {
        raise(players, STARTED, null, started);
    }

    void roundStarted(Collection<UUID> players, RoundStarted round) {
        raise(players, ROUND_STARTED, null, round);
    }

    void game(Collection<UUID> players, NewGame game) {
        raise(players, GAME, game.gameId(), game);
    }

    void finished(Collection<UUID> players, Finished finished) {
        raise(players, FINISHED, null, finished);
    }

    private void raise(Collection<UUID> players, String type, String gameId, Object payload) {
        String text;
        try {
            text = json.writeValueAsString(payload);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the event " + payload, e);
        }
        log.raise(players.stream()
                .map(player -> new NewEvent(Recipients.player(player), type, gameId, text))
                .toList());
    }
}
