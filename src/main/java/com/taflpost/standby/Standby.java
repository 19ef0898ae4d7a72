package com.taflpost.standby;

import com.taflpost.problem.DatabaseOutage;
import io.agroal.api.AgroalDataSource;
import io.quarkus.agroal.DataSource;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/**
 * Where a read that may be served by the standby goes: the {@code reads} datasource (the same nodes, standby
 * preferred) while the standby is synchronous and applies each commit before it is acknowledged
 * ({@code synchronous_commit = remote_apply}), so that whatever a client was told is written, it reads back; and while
 * no primary answers, so that reads go on through a failover. Otherwise the primary: a standby catching up, or one
 * that only flushes, may be behind. Checked on the primary every second.
 */
@ApplicationScoped
public class Standby {

    /** What the primary says of its standbys: one applies every commit before it is acknowledged, and how far behind. */
    static final String REPLICATION = """
            select current_setting('synchronous_commit') = 'remote_apply'
                       and current_setting('synchronous_standby_names') <> ''
                       and exists (select 1 from pg_stat_replication
                                   where state = 'streaming' and sync_state in ('sync', 'quorum')),
                   host(inet_server_addr()), inet_server_port(),
                   (select max(pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)) from pg_stat_replication)::bigint,
                   (select max(extract(epoch from replay_lag) * 1000) from pg_stat_replication)::bigint
            where not pg_is_in_recovery()""";

    private final AgroalDataSource primary;
    private final AgroalDataSource reads;
    private final DatabaseOutage outage;
    private volatile Replication replication = Replication.UNKNOWN;

    Standby(AgroalDataSource primary, @DataSource("reads") AgroalDataSource reads, DatabaseOutage outage) {
        this.primary = primary;
        this.reads = reads;
        this.outage = outage;
    }

    /** The datasource for a read that a synchronous standby may serve. */
    public javax.sql.DataSource reads() {
        return replication.standbyInSync() || outage.isDown() ? reads : primary;
    }

    /** The primary's view of replication, as last checked. */
    public Replication replication() {
        return replication;
    }

    @Scheduled(every = "${taflpost.standby.check:1s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void check() {
        try (Connection connection = primary.getConnection();
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery(REPLICATION)) {
            if (!row.next()) {
                replication = Replication.UNKNOWN;
                return;
            }
            String host = row.getString(2);
            Replication before = replication;
            replication = new Replication(
                    row.getBoolean(1),
                    host == null ? Optional.empty() : Optional.of(host + ":" + row.getInt(3)),
                    Optional.ofNullable(row.getObject(4, Long.class)),
                    Optional.ofNullable(row.getObject(5, Long.class)));
            if (replication.standbyInSync() && !before.standbyInSync()) {
                // a standby (re)joined: the reads pool's connections were made while the primary was alone, on it;
                // renewed as they come back, they find the standby, and none is left on a node that may go next
                reads.flush(AgroalDataSource.FlushMode.GRACEFUL);
            }
        } catch (SQLException | RuntimeException e) {
            replication = Replication.UNKNOWN;
            if (!DatabaseOutage.isOutage(e)) {
                throw e instanceof RuntimeException runtime ? runtime : new IllegalStateException(e);
            }
            outage.failed(e);
        }
    }

    /**
     * The primary's replication: whether a standby applies every commit before it is acknowledged, the node written
     * to (address and port; empty over a local socket), and the standby's replay lag in WAL bytes and in time.
     */
    public record Replication(
            boolean standbyInSync, Optional<String> writesTo, Optional<Long> lagBytes, Optional<Long> lagMillis) {
        static final Replication UNKNOWN = new Replication(false, Optional.empty(), Optional.empty(), Optional.empty());
    }
}
