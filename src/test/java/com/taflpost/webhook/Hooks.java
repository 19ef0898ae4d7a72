package com.taflpost.webhook;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.event.EventLog;
import com.taflpost.event.EventLog.NewEvent;
import com.taflpost.event.Recipients;
import com.taflpost.testsupport.Pages;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.arc.Arc;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Predicate;

/** Webhooks through the API, events raised directly, and a look at the rows. */
final class Hooks {
    private Hooks() {}

    /** Registers the URL for the player; answers the webhook's id. */
    static String register(TestPlayer player, String url) {
        return given().contentType(ContentType.JSON)
                .auth()
                .oauth2(player.token())
                .body(Map.of("url", url))
                .post("/api/players/me/webhooks")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
    }

    static JsonPath deliveries(TestPlayer player, String webhookId) {
        return Pages.items(given().auth()
                .oauth2(player.token())
                .get("/api/players/me/webhooks/{id}/deliveries?size=100", webhookId)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath());
    }

    /** The delivery log once it satisfies the condition, within {@code seconds}. */
    static JsonPath awaitLog(TestPlayer player, String webhookId, long seconds, Predicate<JsonPath> condition)
            throws InterruptedException {
        Instant until = Instant.now().plusSeconds(seconds);
        JsonPath log = deliveries(player, webhookId);
        while (!condition.test(log) && Instant.now().isBefore(until)) {
            Thread.sleep(100);
            log = deliveries(player, webhookId);
        }
        assertThat(condition.test(log)).as("delivery log %s", log.prettify()).isTrue();
        return log;
    }

    /** Raises {@code count} your-turn events for the player, each in its own transaction, as the game service does. */
    static void raise(UUID playerId, int count) {
        EventLog events = Arc.container().instance(EventLog.class).get();
        for (int i = 0; i < count; i++) {
            QuarkusTransaction.requiringNew()
                    .run(() -> events.raise(
                            List.of(new NewEvent(Recipients.player(playerId), "your-turn", null, "{\"test\": true}"))));
        }
    }

    /** One row per value of the query's single column. */
    static List<Object> column(String sql, Object... parameters) throws SQLException {
        AgroalDataSource dataSource =
                Arc.container().instance(AgroalDataSource.class).get();
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                query.setObject(i + 1, parameters[i]);
            }
            List<Object> values = new ArrayList<>();
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    values.add(rows.getObject(1));
                }
            }
            return values;
        }
    }

    /** Runs a data-changing statement; answers the rows it changed. */
    static int update(String sql, Object... parameters) throws SQLException {
        AgroalDataSource dataSource =
                Arc.container().instance(AgroalDataSource.class).get();
        try (Connection connection = dataSource.getConnection();
                PreparedStatement update = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                update.setObject(i + 1, parameters[i]);
            }
            return update.executeUpdate();
        }
    }

    /** Waits until the query's first value satisfies the condition; answers it. */
    static Object await(long seconds, Predicate<Object> condition, String sql, Object... parameters) throws Exception {
        Instant until = Instant.now().plus(Duration.ofSeconds(seconds));
        Object value = first(sql, parameters);
        while (!condition.test(value) && Instant.now().isBefore(until)) {
            Thread.sleep(100);
            value = first(sql, parameters);
        }
        assertThat(condition.test(value)).as("%s gave %s", sql, value).isTrue();
        return value;
    }

    private static Object first(String sql, Object... parameters) throws SQLException {
        List<Object> values = column(sql, parameters);
        return values.isEmpty() ? null : values.get(0);
    }
}
