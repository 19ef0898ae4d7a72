package com.taflpost.tournament;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.taflpost.platform.Now;
import com.taflpost.standby.Standby;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A tournament's view and standings as this instance last made them, each kept with the stamp of what it was made
 * from: a finished or quiet tournament is read again and again, and its standings cost a whole field's games to
 * build. The stamp is one short query (on the standby when it may serve) that changes whenever anything shown
 * changes: the tournament's row, its organiser's name, its entries and their names, its rounds, and the version of
 * every one of its games. Nothing is kept while a game of it is overdue, since reading it then settles that game.
 */
@ApplicationScoped
public class KnownTournaments {
    static final int CAPACITY = 256;

    /** The stamp, and whether a game of the tournament is overdue; no row when there is no such tournament. */
    static final String STAMP = """
            select md5(concat_ws('|', t::text, o.name,
                       (select string_agg(concat_ws(',', e.player_id, p.name, e.entry_order, e.rating, e.withdrawn),
                                          ';' order by e.entry_order)
                        from tournament_entries e join players p on p.id = e.player_id
                        where e.tournament_id = t.id),
                       (select string_agg(concat_ws(',', r.number, r.status, r.bye_player_id), ';' order by r.number)
                        from tournament_rounds r where r.tournament_id = t.id),
                       (select concat_ws(',', count(*), sum(g.version), max(g.updated_at))
                        from tournament_games tg join games g on g.id = tg.game_id
                        where tg.tournament_id = t.id))),
                   exists (select 1 from games g
                           where g.tournament_id = t.id and g.status = 'active' and g.deadline <= ?)
            from tournaments t join players o on o.id = t.organiser_id
            where t.id = ?""";

    /** What is kept of a tournament: which page of it, as made from the tournament at that stamp. */
    private record Key(String id, Class<?> page) {}

    private record Made(String stamp, Object value) {}

    private final Cache<Key, Made> made =
            Caffeine.newBuilder().maximumSize(CAPACITY).build();
    private final Standby standby;
    private final Now now;

    KnownTournaments(Standby standby, Now now) {
        this.standby = standby;
        this.now = now;
    }

    /**
     * The page of the tournament as {@code make} makes it, made again only when the tournament's stamp changed since;
     * called outside any transaction (the stamp is read on a pool of its own).
     */
    <T> T page(String id, Class<T> page, Supplier<T> make) {
        Optional<String> stamp = stamp(id);
        if (stamp.isEmpty()) {
            return make.get(); // no such tournament, or a game to settle first: made as ever, and not kept
        }
        Key key = new Key(id, page);
        Made known = made.getIfPresent(key);
        if (known != null && known.stamp().equals(stamp.get())) {
            return page.cast(known.value());
        }
        // made after the stamp was read: what it shows is at least as new, and a later change makes a new stamp
        T value = make.get();
        made.put(key, new Made(stamp.get(), value));
        return value;
    }

    /** The tournament's stamp; empty when there is no such tournament or one of its games is overdue. */
    Optional<String> stamp(String id) {
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query = connection.prepareStatement(STAMP)) {
            query.setObject(1, now.instant().atOffset(ZoneOffset.UTC));
            query.setString(2, id);
            try (ResultSet row = query.executeQuery()) {
                return row.next() && !row.getBoolean(2) ? Optional.of(row.getString(1)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }
}
