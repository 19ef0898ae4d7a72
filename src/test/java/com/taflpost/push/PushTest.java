package com.taflpost.push;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.push.PushReceiver.Push;
import com.taflpost.testsupport.Challenges;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Pushes received and decrypted by a push service of the test's own, as a browser would get them. */
@QuarkusTest
class PushTest {
    private static final Duration WAIT = Duration.ofSeconds(10);

    private PushReceiver receiver;

    @BeforeEach
    void startReceiver() throws Exception {
        receiver = new PushReceiver(Pushes.serverKey());
    }

    @AfterEach
    void stopReceiver() {
        receiver.close();
    }

    @Test
    void theKeyIsAnUncompressedP256Point() {
        String key = Pushes.serverKey();

        assertThat(P256.fromBase64Url(key).flatMap(P256::publicKey)).isPresent();
        assertThat(key).doesNotContain("=").hasSize(87);
    }

    @Test
    void aRegisteredPlayerIsToldItIsTheirTurn() throws Exception {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String game = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        TestBrowser phone = receiver.browser();
        Pushes.subscribed(bjorn.token(), phone);

        Games.move(game, astrid.token(), "b4-b2", 0).then().statusCode(201);

        Push push = receiver.await(at(phone, "your-turn"), WAIT);
        assertThat(push).as("a your-turn push").isNotNull();
        assertThat(push.problem()).isNull();
        assertThat(push.message().path("gameId").asText()).isEqualTo(game);
        assertThat(push.message().path("url").asText()).isEqualTo("/play/" + game);
        assertThat(push.message().path("title").asText()).isEqualTo("Your turn against " + astrid.name());
        assertThat(push.message().path("body").asText()).isEqualTo("Copenhagen on Brandubh, move 2");
        assertThat(push.headers())
                .containsEntry("Content-Encoding", "aes128gcm")
                .containsEntry("Urgency", "high")
                .containsEntry("TTL", Long.toString(Duration.ofDays(28).toSeconds()))
                .containsEntry("Topic", game);
    }

    @Test
    void anAnonymousSeatIsToldToo() throws Exception {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        TestBrowser defenders = receiver.browser();
        TestBrowser attackers = receiver.browser();
        Pushes.subscribed(seats.defenders(), defenders);
        Pushes.subscribed(seats.attackers(), attackers);

        Games.move(seats.id(), seats.attackers(), "b4-b2", 0).then().statusCode(201);

        Push push = receiver.await(at(defenders, "your-turn"), WAIT);
        assertThat(push).as("a your-turn push to the defenders' seat").isNotNull();
        assertThat(push.problem()).isNull();
        assertThat(push.message().path("gameId").asText()).isEqualTo(seats.id());
        assertThat(push.message().path("url").asText()).isEqualTo("/play/" + seats.id());
        assertThat(push.message().path("title").asText()).isEqualTo("Your turn");
        // the mover is not told it is the other side's turn
        assertThat(receiver.all()).noneMatch(p -> p.path().equals(attackers.path()));
    }

    @Test
    void bothSidesAreToldTheGameIsOver() throws Exception {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        TestBrowser defenders = receiver.browser();
        TestBrowser attackers = receiver.browser();
        Pushes.subscribed(seats.defenders(), defenders);
        Pushes.subscribed(seats.attackers(), attackers);

        Games.playToTheEnd(seats.id(), seats.attackers(), seats.defenders());

        Push won = receiver.await(at(defenders, "game-over"), WAIT);
        Push lost = receiver.await(at(attackers, "game-over"), WAIT);
        assertThat(won).as("the defenders' game-over push").isNotNull();
        assertThat(lost).as("the attackers' game-over push").isNotNull();
        assertThat(won.problem()).isNull();
        assertThat(won.message().path("title").asText()).isEqualTo("You won");
        assertThat(won.message().path("body").asText()).isEqualTo("Copenhagen on Brandubh, king escaped");
        assertThat(lost.message().path("title").asText()).isEqualTo("You lost");
        assertThat(lost.message().path("gameId").asText()).isEqualTo(seats.id());
        assertThat(won.headers()).containsEntry("Urgency", "normal");
    }

    @Test
    void theOpponentIsToldOfAnAbortedGame() throws Exception {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String game = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        TestBrowser phone = receiver.browser();
        Pushes.subscribed(bjorn.token(), phone);

        Games.as(astrid.token()).post("/api/games/{id}/abort", game).then().statusCode(200);

        Push push = receiver.await(at(phone, "game-aborted"), WAIT);
        assertThat(push).as("a game-aborted push").isNotNull();
        assertThat(push.problem()).isNull();
        assertThat(push.message().path("url").asText()).isEqualTo("/play/" + game);
        assertThat(push.message().path("title").asText()).isEqualTo("Game aborted against " + astrid.name());
        assertThat(push.message().path("body").asText())
                .isEqualTo("Copenhagen on Brandubh, aborted by the attackers before it began");
    }

    @Test
    void theOpponentIsToldOfARematchOffer() throws Exception {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String game = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        Games.resign(game, bjorn.token()).then().statusCode(200);
        TestBrowser phone = receiver.browser();
        Pushes.subscribed(bjorn.token(), phone);

        Games.as(astrid.token()).post("/api/games/{id}/rematch", game).then().statusCode(200);

        Push push = receiver.await(at(phone, "rematch-offered"), WAIT);
        assertThat(push).as("a rematch-offered push").isNotNull();
        assertThat(push.problem()).isNull();
        assertThat(push.message().path("gameId").asText()).isEqualTo(game);
        assertThat(push.message().path("url").asText()).isEqualTo("/play/" + game);
        assertThat(push.message().path("title").asText()).isEqualTo("Rematch offered against " + astrid.name());
        assertThat(push.message().path("body").asText())
                .isEqualTo("Copenhagen on Brandubh: the attackers offer to play again");
        assertThat(push.headers()).containsEntry("Urgency", "normal");
    }

    @Test
    void aChallengedPlayerIsTold() throws Exception {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        TestBrowser phone = receiver.browser();
        Pushes.subscribed(bjorn.token(), phone);

        String challenge = Challenges.created(astrid, Map.of("opponent", bjorn.name()));

        Push push = receiver.await(at(phone, "challenge-received"), WAIT);
        assertThat(push).as("a challenge-received push").isNotNull();
        assertThat(push.problem()).isNull();
        assertThat(push.message().path("challengeId").asText()).isEqualTo(challenge);
        assertThat(push.message().path("url").asText()).isEqualTo("/challenge/" + challenge);
        assertThat(push.message().path("title").asText()).isEqualTo(astrid.name() + " challenges you");
    }

    @Test
    void aSubscriptionThePushServiceSaysIsGoneIsRemoved() throws Exception {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        TestBrowser gone = receiver.browser();
        Pushes.subscribed(seats.defenders(), gone);
        receiver.answer(gone, 410);

        Games.move(seats.id(), seats.attackers(), "b4-b2", 0).then().statusCode(201);
        assertThat(receiver.await(at(gone, "your-turn"), WAIT)).isNotNull();
        Thread.sleep(500);
        Games.move(seats.id(), seats.defenders(), "c4-c7", 1).then().statusCode(201);
        Games.move(seats.id(), seats.attackers(), "a4-a5", 2).then().statusCode(201);

        Thread.sleep(1_500);
        assertThat(receiver.all()).filteredOn(p -> p.path().equals(gone.path())).hasSize(1);
        // the same endpoint again is a new subscription: the old one is gone
        Pushes.subscribe(seats.defenders(), gone.subscription()).then().statusCode(201);
    }

    @Test
    void aFailedPushIsTriedAgainAndDeliveredOnce() throws Exception {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        TestBrowser flaky = receiver.browser();
        Pushes.subscribed(seats.defenders(), flaky);
        receiver.answer(flaky, 500);

        Games.move(seats.id(), seats.attackers(), "b4-b2", 0).then().statusCode(201);

        List<Push> tries = receiver.awaitAll(at(flaky, "your-turn"), 2, WAIT);
        assertThat(tries).hasSize(2);
        assertThat(tries).allSatisfy(p -> assertThat(p.problem()).isNull());
        assertThat(tries.get(1).message().path("eventId"))
                .isEqualTo(tries.get(0).message().path("eventId"));
        Thread.sleep(1_500);
        assertThat(receiver.all())
                .filteredOn(p -> p.path().equals(flaky.path()))
                .hasSize(2);
    }

    private static java.util.function.Predicate<Push> at(TestBrowser browser, String type) {
        return push -> push.path().equals(browser.path()) && type.equals(push.type());
    }
}
