package com.taflpost.standby;

import io.agroal.api.AgroalDataSource;
import io.quarkus.agroal.DataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/**
 * Readiness: the server is ready while it can serve reads, from the primary or the standby; during a failover it
 * stays ready (reads go on, writes answer 503 with Retry-After) and says so. The detail names the node written to and
 * the standby's replay lag, for an operator's dashboard.
 */
@Readiness
@ApplicationScoped
public class DatabaseHealth implements HealthCheck {

    static final String NAME = "Database";

    private final AgroalDataSource primary;
    private final AgroalDataSource reads;
    private final Standby standby;

    DatabaseHealth(AgroalDataSource primary, @DataSource("reads") AgroalDataSource reads, Standby standby) {
        this.primary = primary;
        this.reads = reads;
        this.standby = standby;
    }

    @Override
    public HealthCheckResponse call() {
        boolean writes = answers(primary, "select not pg_is_in_recovery()");
        boolean readable = writes || answers(reads, "select true");
        HealthCheckResponseBuilder health =
                HealthCheckResponse.named(NAME).status(readable).withData("writes", writes);
        Standby.Replication replication = standby.replication();
        replication.writesTo().ifPresent(node -> health.withData("writesTo", node));
        health.withData("standbyInSync", replication.standbyInSync());
        replication.lagBytes().ifPresent(bytes -> health.withData("replicationLagBytes", bytes));
        replication.lagMillis().ifPresent(millis -> health.withData("replicationLagMillis", millis));
        return health.build();
    }

    private static boolean answers(AgroalDataSource source, String query) {
        try (Connection connection = source.getConnection();
                Statement statement = connection.createStatement()) {
            statement.setQueryTimeout(2);
            try (ResultSet row = statement.executeQuery(query)) {
                return row.next() && row.getBoolean(1);
            }
        } catch (SQLException | RuntimeException e) {
            return false;
        }
    }
}
