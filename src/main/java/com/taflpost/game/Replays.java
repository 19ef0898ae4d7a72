package com.taflpost.game;

import com.taflpost.rules.Game;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The games replayed lately, so that reading a game again does not replay it again. A game's moves only grow, and
 * every change of a game bumps its version: a replay is kept under the game's id, version and ply as they were
 * loaded from committed rows, so it is never served for another state. Bounded: the least recently used go first.
 */
@ApplicationScoped
public class Replays {
    static final int CAPACITY = 512;

    private record Key(String id, long version, int ply) {}

    private final Map<Key, Game> recent = new LinkedHashMap<>(CAPACITY * 4 / 3 + 1, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Game> eldest) {
            return size() > CAPACITY;
        }
    };

    /** The stored game replayed; {@code entity} must be as loaded (with no change of this transaction on it). */
    public Game of(GameEntity entity) {
        Key key = new Key(entity.id, entity.version, entity.ply());
        synchronized (recent) {
            Game known = recent.get(key);
            if (known != null) {
                return known;
            }
        }
        Game game = entity.replay();
        synchronized (recent) {
            recent.put(key, game);
        }
        return game;
    }

    /**
     * Keeps {@code game} as the replay of {@code entity} as committed (a move answers, then the other side moves: the
     * next request on the game need not replay it). Call it once the change is committed, with the entity carrying
     * its new version.
     */
    public void remember(GameEntity entity, Game game) {
        Key key = new Key(entity.id, entity.version, entity.ply());
        synchronized (recent) {
            recent.put(key, game);
        }
    }
}
