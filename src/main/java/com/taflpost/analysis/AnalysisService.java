package com.taflpost.analysis;

import com.taflpost.catalog.Grid;
import com.taflpost.catalog.MoveProblems;
import com.taflpost.catalog.PlyLimit;
import com.taflpost.catalog.ResultView;
import com.taflpost.catalog.Setup;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Game;
import com.taflpost.rules.IllegalMove;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Replay;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;

/** Replays a move list from a start, with no game and no database: the rules engine's public face. */
@ApplicationScoped
public class AnalysisService {
    @Inject
    PlyLimit limit;

    public AnalysisView analyse(AnalysisRequest request) {
        if (request == null) {
            throw new ApiException.BadRequest("body-required", "send the start and the moves as JSON");
        }
        Setup setup = Setup.resolve(request.ruleset(), request.board(), request.position(), request.sideToMove());
        List<String> moves = request.moves() == null ? List.of() : request.moves();
        limit.check(moves.size());
        Replay replay = Replay.of(setup.ruleset(), setup.board(), setup.sideToMove(), moves);
        if (!replay.isComplete()) {
            IllegalMove illegal = replay.illegalMove();
            throw MoveProblems.illegalMove(illegal.ply(), illegal.error(), illegal.message());
        }
        Game game = replay.game();
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
                Grid.of(game.board()));
    }
}
