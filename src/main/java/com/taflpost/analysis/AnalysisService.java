package com.taflpost.analysis;

import com.taflpost.auth.Caller;
import com.taflpost.catalog.Grid;
import com.taflpost.catalog.MoveProblems;
import com.taflpost.catalog.PlyLimit;
import com.taflpost.catalog.ResultView;
import com.taflpost.catalog.Setup;
import com.taflpost.computer.ComputerConfig;
import com.taflpost.computer.Thinking;
import com.taflpost.fairplay.FairPlay;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Game;
import com.taflpost.rules.IllegalMove;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Replay;
import com.taflpost.rules.format.GameRecord;
import com.taflpost.rules.format.RecordWriter;
import com.taflpost.rules.search.Computer;
import com.taflpost.rules.search.Level;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Replays a move list from a start, with no game: the rules engine's public face; and, when asked, the computer's
 * evaluation of the position reached, thought on the computer's own threads, unless fair play forbids it
 * ({@link FairPlay}: the one look at the database).
 */
@ApplicationScoped
public class AnalysisService {
    @Inject
    PlyLimit limit;

    @Inject
    Thinking thinking;

    @Inject
    ComputerConfig computer;

    @Inject
    FairPlay fairPlay;

    @Inject
    Caller caller;

    public CompletionStage<AnalysisView> analyse(AnalysisRequest request) {
        if (request == null) {
            throw new ApiException.BadRequest("body-required", "send the start and the moves as JSON");
        }
        EvaluateRequest evaluate = request.evaluate();
        if (evaluate != null && (evaluate.level() == null) == (evaluate.depth() == null)) {
            throw new ApiException.BadRequest("level-or-depth", "evaluate takes a level (1 to 8) or a depth, not both");
        }
        Setup setup = Setup.resolve(
                request.ruleset(), request.rules(), request.board(), request.position(), request.sideToMove());
        List<String> moves = request.moves() == null ? List.of() : request.moves();
        limit.check(moves.size());
        Replay replay = Replay.of(setup.ruleset(), setup.board(), setup.sideToMove(), moves);
        if (!replay.isComplete()) {
            IllegalMove illegal = replay.illegalMove();
            throw MoveProblems.illegalMove(illegal.ply(), illegal.error(), illegal.message());
        }
        Game game = replay.game();
        AnalysisView view = view(setup, game);
        if (evaluate == null || game.isOver()) {
            return CompletableFuture.completedFuture(view);
        }
        // the board and its legal moves are anyone's; the computer's view of a game being played is not
        fairPlay.requireEvaluable(game, request.position() == null, caller);
        Duration strongest = computer.strongestTime();
        return thinking.thinkForRequest(() -> view.evaluated(EvaluationView.of(
                evaluate.level() == null
                        ? Computer.evaluate(game, evaluate.depth(), strongest, null, thinking.pause())
                        : Computer.evaluate(game, Level.of(evaluate.level()), strongest, thinking.pause()))));
    }

    private static AnalysisView view(Setup setup, Game game) {
        return new AnalysisView(
                setup.ruleset().id(),
                setup.boardId(),
                game.board().size(),
                game.plies().stream().map(Ply::notation).toList(),
                game.current().position(),
                game.sideToMove().id(),
                game.ply(),
                game.isOver()
                        ? new ResultView(
                                game.outcome().winner().id(),
                                game.outcome().reason().id())
                        : null,
                game.legalPlies().stream().map(Ply::notation).toList(),
                Grid.of(game.board(), setup.ruleset()),
                null,
                RecordWriter.write(GameRecord.of(game)));
    }
}
