package com.taflpost.game;

import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import java.time.Duration;
import java.time.Instant;

/**
 * The clock of one stored game. Each side's stored time is what it has at the start of its turn; while a side is to
 * move nothing is written as its time runs: its deadline says when it runs out.
 */
final class GameClock {
    private GameClock() {
    }

    /** Sets the chosen time control on a new game. */
    static void choose(GameEntity game, TimeControl control) {
        control.store(game);
        Duration start = control.start();
        game.attackersMs = start == null ? null : start.toMillis();
        game.defendersMs = game.attackersMs;
    }

    /** The game becomes active: the side to move's time starts running. */
    static void start(GameEntity game, Side toMove, Instant now) {
        Long left = stored(game, toMove);
        game.deadline = left == null ? null : now.plusMillis(left);
    }

    /** {@code mover} has moved: it keeps what it left (per the time control) and the opponent's time runs. */
    static void moved(GameEntity game, Side mover, Instant now) {
        if (game.deadline == null) {
            return;
        }
        Duration left = Duration.between(now, game.deadline);
        store(game, mover, TimeControl.of(game).afterMove(left).toMillis());
        start(game, mover.opponent(), now);
    }

    /** The game ended otherwise than on time: the clocks stop, the side to move keeps what it left. */
    static void stop(GameEntity game, Side toMove, Instant now) {
        if (game.deadline == null) {
            return;
        }
        store(game, toMove, Math.max(0, Duration.between(now, game.deadline).toMillis()));
        game.deadline = null;
    }

    /** Whether the side to move's time has run out at {@code now}. */
    static boolean overdue(GameEntity game, Instant now) {
        return game.status == GameStatus.ACTIVE && game.deadline != null && !game.deadline.isAfter(now);
    }

    /** The side to move lost on time, at its deadline. */
    static void timeOut(GameEntity game, Side toMove) {
        game.status = GameStatus.FINISHED;
        game.resultWinner = Winner.of(toMove.opponent());
        game.resultReason = ResultReason.TIMEOUT;
        game.updatedAt = game.deadline;
        store(game, toMove, 0);
        game.deadline = null;
    }

    static ClockView view(GameEntity game, Side toMove, Instant now) {
        Duration attackers = remaining(game, Side.ATTACKERS, toMove, now);
        Duration defenders = remaining(game, Side.DEFENDERS, toMove, now);
        return new ClockView(game.clockType, ClockView.text(game.clockPerMoveMs), ClockView.text(game.clockInitialMs),
                ClockView.text(game.clockIncrementMs), ClockView.text(game.clockCapMs), ClockView.Remaining.of(attackers),
                ClockView.Remaining.of(defenders), game.deadline);
    }

    private static Duration remaining(GameEntity game, Side side, Side toMove, Instant now) {
        if (side == toMove && game.deadline != null) {
            Duration left = Duration.between(now, game.deadline);
            return left.isNegative() ? Duration.ZERO : left;
        }
        Long stored = stored(game, side);
        return stored == null ? null : Duration.ofMillis(stored);
    }

    private static Long stored(GameEntity game, Side side) {
        return side == Side.ATTACKERS ? game.attackersMs : game.defendersMs;
    }

    private static void store(GameEntity game, Side side, long millis) {
        if (side == Side.ATTACKERS) {
            game.attackersMs = millis;
        } else {
            game.defendersMs = millis;
        }
    }

    /** The side to move after the stored moves, without replaying them. */
    static Side toMove(GameEntity game, int ply) {
        return ply % 2 == 0 ? game.startSide : game.startSide.opponent();
    }
}
