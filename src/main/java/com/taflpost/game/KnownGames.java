package com.taflpost.game;

import com.taflpost.rules.Game;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The games read or written lately, each as this instance last knew it: the stored game at its version, its replay,
 * and what was made of it at that version (legal-move lists, its record, pictures), so that a request on a game need
 * neither read its moves nor replay them nor draw it again. A game's moves only grow, and every change of a game
 * bumps its version (deleting a player too, whose name a record shows): a known game is served only for the version a
 * glance at its row finds ({@link #known}), or played on by a move written on that very version, or not at all
 * ({@link #latest}). Bounded: the least recently used games go first.
 */
@ApplicationScoped
public class KnownGames {
    static final int CAPACITY = 512;
    /** What one game keeps made of it at most: a shared game is looked at again and again, from few angles. */
    static final int MADE_PER_GAME = 64;

    /** A game as stored at its version, replayed, and what was made of it; a copy of its own, which nobody changes. */
    private record Known(GameEntity entity, Game game, Map<Object, Object> made) {}

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

    /**
     * What {@code make} makes of the game as stored at {@code entity}'s version, identified by {@code what} (a value
     * with equals): kept with the game while it is known at that version, made again otherwise.
     */
    @SuppressWarnings("unchecked")
    public <T> T made(GameEntity entity, Object what, Supplier<T> make) {
        Map<Object, Object> made;
        synchronized (recent) {
            Known known = recent.get(entity.id);
            made = known != null && known.entity().version == entity.version ? known.made() : null;
        }
        if (made == null || (made.size() >= MADE_PER_GAME && !made.containsKey(what))) {
            return make.get();
        }
        return (T) made.computeIfAbsent(what, key -> make.get());
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
    public void remember(GameEntity entity, Game game) {
        keep(entity, game);
    }

    /** Keeps the game unless a later version of it is known already (what was made of an older one goes with it). */
    private void keep(GameEntity entity, Game game) {
        synchronized (recent) {
            Known known = recent.get(entity.id);
            if (known == null || known.entity().version < entity.version) {
                recent.put(entity.id, new Known(entity, game, new ConcurrentHashMap<>()));
            } else if (known.entity().version == entity.version) {
                recent.put(entity.id, new Known(entity, game, known.made()));
            }
        }
    }
}
