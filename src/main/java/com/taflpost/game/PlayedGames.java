package com.taflpost.game;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.UUID;

/** A player's games in bulk, oldest first, for an export: chosen by ids and plies first, then read a page at a time. */
@ApplicationScoped
public class PlayedGames {

    private final EntityManager entities;

    PlayedGames(EntityManager entities) {
        this.entities = entities;
    }

    /** A game in a player's export: its id, and its plies, in which an answer's cost is counted. */
    public record Played(String id, int plies) {}

    /**
     * The player's games after the game {@code after} (null: from the first), oldest first, at most {@code limit}:
     * ids and plies only, so that an export can choose its page before it reads a move. A game kept for a named
     * opponent is left out until accepted, as profiles leave it out for everyone but its two players.
     */
    public List<Played> playedAfter(UUID player, String after, int limit) {
        String from = after == null ? "" : """
                and (g.created_at, g.id) > (select a.created_at, a.id from games a where a.id = :after)""";
        var query = entities.createNativeQuery("""
                        select g.id, g.plies from games g
                        where (g.attackers_player_id = :player or g.defenders_player_id = :player)
                        and not (g.status = 'waiting' and g.reserved_player_id is not null)""" + from + " order by g.created_at, g.id limit :limit", Object[].class)
                .setParameter("player", player)
                .setParameter("limit", limit);
        if (after != null) {
            query.setParameter("after", after);
        }
        List<Object[]> rows = query.getResultList();
        return rows.stream()
                .map(row -> new Played((String) row[0], ((Number) row[1]).intValue()))
                .toList();
    }

    /** These games with their players, oldest first. */
    public List<GameEntity> withPlayers(List<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return entities.createQuery("""
                        select g from GameEntity g left join fetch g.attackers left join fetch g.defenders
                        where g.id in :ids order by g.createdAt, g.id""", GameEntity.class)
                .setParameter("ids", ids)
                .getResultList();
    }
}
