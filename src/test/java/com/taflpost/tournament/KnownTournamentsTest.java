package com.taflpost.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.TestClock;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A tournament's pages are made once per change: read again unchanged, they are served as made; any change they show
 * (an entry, a move, a result) makes them again; and while a game is overdue nothing is kept, since reading settles it.
 */
@QuarkusTest
class KnownTournamentsTest {

    @Inject
    KnownTournaments known;

    @Inject
    TestClock clock;

    @Inject
    EntityManager entities;

    @Test
    void aPageIsMadeAgainOnlyWhenWhatItShowsChanged() {
        Tournaments t = Tournaments.entered(
                Map.of("format", "round-robin", "timeControl", Map.of("type", "per-move", "perMove", "P1D")), 2);
        AtomicInteger made = new AtomicInteger();
        assertThat(page(t, made)).isEqualTo(1);
        assertThat(page(t, made)).as("unchanged: served as made").isEqualTo(1);

        Tournaments.entered(Map.of("format", "round-robin"), 1); // another tournament changes nothing of this one
        assertThat(page(t, made)).isEqualTo(1);

        t.start();
        assertThat(page(t, made)).as("started").isEqualTo(2);
        assertThat(page(t, made)).isEqualTo(2);

        List<String> n = t.names();
        t.attackerMoves(1, n.get(0), n.get(1));
        assertThat(page(t, made)).as("a move in one of its games").isEqualTo(3);

        Games.resign(t.game(1, n.get(0), n.get(1)), t.players.get(n.get(0)).token())
                .then()
                .statusCode(200);
        assertThat(page(t, made)).as("a result").isEqualTo(4);
        assertThat(page(t, made)).isEqualTo(4);
        assertThat(t.standings().getList("rows")).isNotEmpty();
    }

    @Test
    void nothingIsKeptWhileAGameIsOverdue() {
        Tournaments t = Tournaments.entered(
                Map.of("format", "round-robin", "timeControl", Map.of("type", "per-move", "perMove", "P1D")), 2);
        t.start();
        assertThat(known.stamp(t.id)).isPresent();
        try {
            // the game held, so that the sweeper cannot settle it meanwhile
            QuarkusTransaction.requiringNew().run(() -> {
                entities.createNativeQuery("select id from games where tournament_id = :id for update")
                        .setParameter("id", t.id)
                        .getResultList();
                clock.advance(Duration.ofDays(2));
                assertThat(known.stamp(t.id)).as("a game ran out of time").isEmpty();
            });
            assertThat(t.standings().getList("rows")).hasSize(2);
            assertThat(known.stamp(t.id)).as("settled by the read").isPresent();
        } finally {
            clock.reset();
        }
    }

    @Test
    void noTournamentHasNoStamp() {
        assertThat(known.stamp("no-such-tournament")).isEmpty();
    }

    /** How many times the page was made so far, after reading it once more. */
    private int page(Tournaments t, AtomicInteger made) {
        known.page(t.id, Object.class, () -> made.incrementAndGet());
        return made.get();
    }
}
