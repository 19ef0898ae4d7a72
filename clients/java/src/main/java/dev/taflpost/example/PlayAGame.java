package dev.taflpost.example;

import dev.taflpost.client.ApiClient;
import dev.taflpost.client.ApiException;
import dev.taflpost.client.ApiResponse;
import dev.taflpost.client.api.GamesApi;
import dev.taflpost.client.model.BoardName;
import dev.taflpost.client.model.ClaimedSeat;
import dev.taflpost.client.model.CreateGame;
import dev.taflpost.client.model.Game;
import dev.taflpost.client.model.GameStatus;
import dev.taflpost.client.model.LegalMove;
import dev.taflpost.client.model.MoveRequest;
import dev.taflpost.client.model.RulesetName;
import dev.taflpost.client.model.SeatChoice;
import java.util.List;
import java.util.Map;

/**
 * A game played end to end through the Java client generated from the committed contract: create an anonymous
 * game, claim its invitation, read the legal moves, move with If-Match, poll with If-None-Match, resign. Exits
 * non-zero when a step does not do what the contract says.
 */
public final class PlayAGame {
    private PlayAGame() {}

    public static void main(String[] args) throws Exception {
        ApiClient client = new ApiClient();
        client.updateBaseUri(args.length > 0 ? args[0] : "http://localhost:8080");
        GamesApi games = new GamesApi(client);

        Game game = games.createGame(
                new CreateGame()
                        .ruleset(RulesetName.COPENHAGEN)
                        .board(BoardName.BRANDUBH)
                        .side(SeatChoice.ATTACKERS)
                        .rated(false),
                null);
        check(game.getSeat() != null && game.getInvitation() != null, "an anonymous game gives a seat and an invitation");
        String mine = game.getSeat().getToken();
        System.out.println("created " + game.getId() + ": " + game.getStatus());

        ClaimedSeat theirs = games.claimInvitation(game.getInvitation().getCode(), null);
        check(theirs.getToken() != null, "a claimed anonymous seat has a token");
        System.out.println("the invitation seated the " + theirs.getSide());

        List<LegalMove> legal = games.listLegalMoves(game.getId(), null).getMoves();
        check(!legal.isEmpty(), "the attackers have legal moves");
        String move = legal.get(0).getFrom() + "-" + legal.get(0).getTo();

        ApiResponse<Game> started = games.getGameWithHttpInfo(game.getId(), null, null);
        String tag = header(started, "ETag");
        check(started.getData().getStatus() == GameStatus.ACTIVE, "the started game is active");

        ApiResponse<Game> moved = games.playMoveWithHttpInfo(
                game.getId(), new MoveRequest().move(move).ply(0), tag, null, bearer(mine));
        check(moved.getStatusCode() == 201 && moved.getData().getPly() == 1, "the move is played");
        String movedTag = header(moved, "ETag");
        System.out.println("played " + move);

        check(status(() -> games.playMove(
                        game.getId(), new MoveRequest().move("a1-a2"), tag, null, bearer(theirs.getToken())))
                == 412, "a stale If-Match is refused with 412");
        check(status(() -> games.getGame(game.getId(), null, movedTag)) == 304, "a poll with the current tag is 304");

        Game resigned = games.resignGame(game.getId(), null, bearer(theirs.getToken()));
        check(resigned.getStatus() == GameStatus.FINISHED, "the game is over");
        System.out.println("resigned: the " + resigned.getResult().getWinner() + " won");
    }

    private interface Call {
        void run() throws ApiException;
    }

    /** The status a call answered, as the client reports it. */
    private static int status(Call call) {
        try {
            call.run();
            return 200;
        } catch (ApiException e) {
            return e.getCode();
        }
    }

    private static Map<String, String> bearer(String token) {
        return Map.of("Authorization", "Bearer " + token);
    }

    private static String header(ApiResponse<?> answer, String name) {
        return answer.getHeaders().entrySet().stream()
                .filter(e -> e.getKey().equalsIgnoreCase(name))
                .map(e -> e.getValue().get(0))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no " + name + " header"));
    }

    private static void check(boolean condition, String what) {
        if (!condition) {
            throw new IllegalStateException("contract client: " + what);
        }
    }
}
