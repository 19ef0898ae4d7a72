package com.taflpost.game;

import com.taflpost.rules.Game;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The games read or written lately, each as this instance last knew it and replayed, so that a request on a game
 * need neither read its moves nor replay them again. A game's moves only grow, and every change of a game bumps its
 * version: a known game is served only for the version a glance at its row finds ({@link #known}), or played on by a
 * move written on that very version, or not at all ({@link #latest}). Bounded: the least recently used go first.
 */
@ApplicationScoped
public class Replays {
    static final int CAPACITY = 512;

    /** A game as stored at its version, and replayed; a copy of its own, which nobody changes. */
    private record Known(GameEntity entity, Game game) {}

    private final Map<String, Known> recent = new LinkedHashMap<>(CAPACITY * 4 / 3 + 1, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Known> eldest) {
            return size() > CAPACITY;
        }
    };

    /** The stored game replayed; {@code entity} must be as loaded (with no change of this transaction on it). */
    public Game of(GameEntity entity) {
        synchronized (recent) {
            Known known = recent.get(entity.id);
            if (known != null && known.entity().version == entity.version) {
                return known.game();
            }
        }
        Game game = entity.replay();
        keep(entity.detachedCopy(), game);
        return game;
    }

    /** The game as stored at {@code version}, if known: never change its entity (copy it to change it). */
    Optional<GameService.Loaded> known(String id, long version) {
        return latest(id).filter(known -> known.entity().version == version);
    }

    /**
     * The game as this instance last knew it, which may be out of date (another instance may have changed it): only a
     * change written on its version, which fails when the game has moved on, may trust it. Never change its entity.
     */
    Optional<GameService.Loaded> latest(String id) {
        synchronized (recent) {
            Known known = recent.get(id);
            return known == null ? Optional.empty() : Optional.of(new GameService.Loaded(known.entity(), known.game()));
        }
    }

    /**
     * Keeps {@code game} as the replay of {@code entity}, a detached copy nobody changes any more, once its change is
     * committed with its new version: the next request on the game (a move answers, then the other side moves) need
     * neither read it nor replay it.
     */
    void remember(GameEntity entity, Game game) {
        keep(entity, game);
    }

    /** Keeps the game unless a later version of it is known already. */
    private void keep(GameEntity entity, Game game) {
        synchronized (recent) {
            Known known = recent.get(entity.id);
            if (known == null || known.entity().version <= entity.version) {
                recent.put(entity.id, new Known(entity, game));
            }
        }
    }
}
