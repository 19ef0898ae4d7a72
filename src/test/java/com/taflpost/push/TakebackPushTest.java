package com.taflpost.push;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.push.PushReceiver.Push;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The push of a takeback offer, received and decrypted as a browser would get it. */
@QuarkusTest
class TakebackPushTest {
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
    void theOpponentIsToldOfATakebackOffer() throws Exception {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String game = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        TestBrowser phone = receiver.browser();
        TestBrowser own = receiver.browser();
        Pushes.subscribed(bjorn.token(), phone);
        Pushes.subscribed(astrid.token(), own);
        Games.move(game, astrid.token(), "b4-b2", 0).then().statusCode(201);

        Games.as(astrid.token()).post("/api/games/{id}/takeback", game).then().statusCode(200);

        Push push = receiver.await(
                p -> p.path().equals(phone.path())
                        && p.message().path("type").asText().equals("takeback-offered"),
                WAIT);
        assertThat(push).as("a takeback-offered push").isNotNull();
        assertThat(push.problem()).isNull();
        assertThat(push.message().path("gameId").asText()).isEqualTo(game);
        assertThat(push.message().path("url").asText()).isEqualTo("/play/" + game);
        assertThat(push.message().path("title").asText()).isEqualTo("Takeback offered against " + astrid.name());
        assertThat(push.message().path("body").asText())
                .isEqualTo("Copenhagen on Brandubh, move 1: the attackers ask to take back their last move");
        assertThat(push.headers()).containsEntry("Urgency", "normal").containsEntry("Topic", game);
        // the one who offered is not told of their own offer
        assertThat(receiver.all())
                .noneMatch(p -> p.path().equals(own.path())
                        && p.message().path("type").asText().equals("takeback-offered"));
    }
}
