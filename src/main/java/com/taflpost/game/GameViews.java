package com.taflpost.game;

import com.taflpost.auth.Caller;
import com.taflpost.catalog.CustomRules;
import com.taflpost.catalog.Grid;
import com.taflpost.catalog.ResultView;
import com.taflpost.catalog.Setup;
import com.taflpost.game.GameView.PlayersView;
import com.taflpost.http.CachedJsonList;
import com.taflpost.platform.Now;
import com.taflpost.player.Player;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Game;
import com.taflpost.rules.GameState;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Optional;

/** The one mapping of a stored game to what the API shows of it. */
@ApplicationScoped
public class GameViews {
    private final Now now;
    private final KnownGames known;

    GameViews(Now now, KnownGames known) {
        this.now = now;
        this.known = known;
    }

    /** What a game's move times are made into, once per version: their JSON, which grows with the game. */
    private record MoveTimes() {}

    /** The game showing the position after {@code shownPly} moves, its clock as it stands now. */
    public GameView of(GameEntity entity, Game game, int shownPly) {
        GameState shown = game.state(shownPly);
        Ply last = shown.lastPly();
        return new GameView(
                entity.id,
                entity.ruleset,
                CustomRules.described(game.ruleset()),
                board(entity),
                shown.board().size(),
                entity.anonymous,
                entity.rated,
                entity.tournamentId == null
                        ? null
                        : new GameView.TournamentTag(entity.tournamentId, entity.tournamentRound),
                players(entity),
                entity.status == GameStatus.WAITING ? name(entity.reserved) : null,
                entity.status.id(),
                result(entity),
                entity.clock.view(game.sideToMove(), now.instant()),
                game.ply(),
                entity.version,
                entity.notations(),
                known.made(entity, new MoveTimes(), () -> CachedJsonList.of(GameView.MoveTime.of(entity))),
                entity.takebacksAllowed(),
                shownPly,
                shown.sideToMove().id(),
                shown.position(),
                last == null ? null : last.notation(),
                Grid.of(shown.board(), game.ruleset()),
                entity.startPosition,
                entity.startSide.id(),
                entity.createdAt,
                entity.updatedAt,
                entity.rematchOf,
                entity.rematch,
                entity.computerLevel == null
                        ? null
                        : new GameView.ComputerOpponent(entity.computerLevel, entity.computerSide.id()),
                null,
                null,
                null,
                null,
                entity.seatGames);
    }

    /** The board's id, or {@code custom} for a custom start. */
    public static String board(GameEntity entity) {
        return entity.boardId == null ? Setup.CUSTOM : entity.boardId;
    }

    public static PlayersView players(GameEntity entity) {
        Instant attackers = entity.attackers == null ? null : entity.attackers.vacationUntil;
        Instant defenders = entity.defenders == null ? null : entity.defenders.vacationUntil;
        return new PlayersView(
                name(entity.attackers),
                name(entity.defenders),
                attackers == null && defenders == null ? null : new GameView.OnVacation(attackers, defenders));
    }

    /** How the game ended; null while it goes on. */
    public static ResultView result(GameEntity entity) {
        return entity.resultWinner == null ? null : new ResultView(entity.resultWinner.id(), entity.resultReason.id());
    }

    public static String name(Player player) {
        return player == null ? null : player.name;
    }

    /** The ply a {@code ?ply} parameter asks for: the current one when absent. */
    public static int shownPly(String text, int current) {
        if (text == null) {
            return current;
        }
        int ply;
        try {
            ply = Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new ApiException.BadRequest("bad-ply", "ply must be a whole number, not '" + text + "'");
        }
        if (ply < 0 || ply > current) {
            throw new ApiException.BadRequest(
                    "ply-out-of-range", "ply must be between 0 and " + current + ", not " + ply);
        }
        return ply;
    }

    /** The game with the side the caller plays: a seat token's side in its game, or the calling player's seat. */
    public static GameView seenBy(Caller caller, GameView game) {
        String side = caller.seat()
                .filter(seat -> game.anonymous())
                .flatMap(seat -> GameEntity.seatOf(game.id(), game.seatGames(), seat.gameId(), seat.side()))
                .map(Side::id)
                .or(() -> caller.playerName().flatMap(name -> seatOf(game.players(), name)))
                .orElse(null);
        return game.withYourSide(side);
    }

    private static Optional<String> seatOf(PlayersView players, String name) {
        if (name.equals(players.attackers())) {
            return Optional.of(Side.ATTACKERS.id());
        }
        return name.equals(players.defenders()) ? Optional.of(Side.DEFENDERS.id()) : Optional.empty();
    }
}
