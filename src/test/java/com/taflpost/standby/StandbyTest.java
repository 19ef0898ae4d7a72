package com.taflpost.standby;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.problem.DatabaseOutage;
import io.agroal.api.AgroalDataSource;
import io.quarkus.agroal.DataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.ConnectException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

@QuarkusTest
class StandbyTest {

    @Inject
    Standby standby;

    @Inject
    AgroalDataSource primary;

    @Inject
    @DataSource("reads")
    AgroalDataSource reads;

    @Inject
    DatabaseOutage outage;

    @Test
    void theReadsPoolPrefersAStandbyOfTheSameDatabase() {
        String primaryUrl = url(primary);
        String readsUrl = url(reads);
        assertThat(readsUrl).endsWith("targetServerType=preferSecondary");
        assertThat(readsUrl)
                .startsWith(primaryUrl.contains("?") ? primaryUrl.substring(0, primaryUrl.indexOf('?')) : primaryUrl);
    }

    @Test
    void withoutASynchronousStandbyReadsStayOnThePrimary() {
        standby.check();
        assertThat(standby.replication().standbyInSync()).isFalse();
        assertThat(standby.replication().writesTo()).isPresent();
        assertThat(standby.reads()).isSameAs(primary);
    }

    @Test
    void whileNoPrimaryAnswersReadsGoToTheReadsPool() throws InterruptedException {
        outage.failed(new ConnectException("the primary is gone"));
        assertThat(standby.reads()).isSameAs(reads);
        // the database answers: the outage ends at the next probe, and reads are back on the primary
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (outage.isDown() && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(standby.reads()).isSameAs(primary);
    }

    private static String url(AgroalDataSource source) {
        return source.getConfiguration()
                .connectionPoolConfiguration()
                .connectionFactoryConfiguration()
                .jdbcUrl();
    }
}
