package com.taflpost.mail;

import static com.taflpost.testsupport.Games.as;
import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(MailProfile.class)
class DigestTest {
    private static final Predicate<Received> DIGEST = mail -> mail.subject().startsWith("Your move in");

    @Inject
    TestClock clock;

    @Test
    void theDigestListsTheGamesAwaitingTheMoveOnceADay() throws IOException {
        TestPlayer player = MailPlayers.verified(
                "digest", Map.of("email", true, "digestHour", DigestClock.nextHour(), "alarm", false));
        TestPlayer bjorn = Players.register("bjorn");
        TestPlayer sigrid = Players.register("sigrid");
        TestPlayer ulf = Players.register("ulf");
        // the attackers move first: two games in which the player is to move, one in which ulf is
        String first = Games.registered("copenhagen", player, "attackers", bjorn, false);
        String second = Games.registered("copenhagen", player, "attackers", sigrid, false);
        String waiting = Games.registered("copenhagen", ulf, "attackers", player, false);
        Inbox inbox = new Inbox(MailPlayers.addressOf(player));
        assertThat(inbox.afterQuiet(DIGEST)).as("before the hour").isEmpty();

        DigestClock.reachNextHour(clock);
        Received digest = inbox.await(1, DIGEST).get(0);
        assertThat(digest.subject()).isEqualTo("Your move in 2 games on Taflpost");
        for (String part : List.of(digest.text(), digest.html())) {
            assertThat(part)
                    .contains(MailProfile.BASE_URL + "/play/" + first)
                    .contains(MailProfile.BASE_URL + "/play/" + second)
                    .doesNotContain(waiting)
                    .contains(bjorn.name())
                    .contains(sigrid.name())
                    .doesNotContain(ulf.name())
                    .contains("Copenhagen on Brandubh")
                    .contains("no time limit")
                    .contains(digest.unsubscribeUrl());
        }
        assertThat(digest.unsubscribeUrl()).startsWith(MailProfile.BASE_URL + "/api/mail/unsubscribe/");
        assertThat(digest.unsubscribePost()).isEqualTo("List-Unsubscribe=One-Click");
        Files.writeString(Path.of("/tmp/digest.html"), digest.html());

        clock.advance(Duration.ofMinutes(30));
        assertThat(inbox.afterQuiet(DIGEST)).as("later the same day").hasSize(1);

        Games.resign(first, player.token()).then().statusCode(200);
        Games.resign(second, player.token()).then().statusCode(200);
        clock.advance(Duration.ofDays(1));
        assertThat(inbox.afterQuiet(DIGEST))
                .as("the next day, nothing awaiting")
                .hasSize(1);

        String third = Games.registered("copenhagen", player, "attackers", bjorn, false);
        clock.advance(Duration.ofDays(1));
        List<Received> digests = inbox.await(2, DIGEST);
        assertThat(digests).hasSize(2);
        assertThat(digests.get(1).subject()).isEqualTo("Your move in 1 game on Taflpost");
        assertThat(digests.get(1).text()).contains("/play/" + third).doesNotContain(first);
    }

    @Test
    void noDigestWithoutEmailTurnedOn() {
        TestPlayer player = MailPlayers.verified(
                "quiet", Map.of("email", false, "digestHour", DigestClock.nextHour(), "alarm", false));
        Games.registered("copenhagen", player, "attackers", Players.register("bjorn"), false);
        DigestClock.reachNextHour(clock);
        assertThat(new Inbox(MailPlayers.addressOf(player)).afterQuiet(DIGEST)).isEmpty();
    }

    @Test
    void noDigestToAnAddressNotVerified() {
        TestPlayer player = Players.register("unverified");
        String address = MailPlayers.addressOf(player);
        as(player.token())
                .body(Map.of("address", address))
                .put("/api/players/me/email")
                .then()
                .statusCode(200);
        as(player.token())
                .body(Map.of("email", true, "digestHour", DigestClock.nextHour()))
                .put("/api/players/me/notifications")
                .then()
                .statusCode(200);
        Games.registered("copenhagen", player, "attackers", Players.register("bjorn"), false);
        DigestClock.reachNextHour(clock);
        assertThat(new Inbox(address).afterQuiet(DIGEST)).isEmpty();
    }
}
