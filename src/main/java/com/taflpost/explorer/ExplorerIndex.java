package com.taflpost.explorer;

import com.taflpost.game.GameEnded;
import com.taflpost.game.GameEntity;
import com.taflpost.rules.Board;
import com.taflpost.rules.Game;
import com.taflpost.rules.Replay;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import io.quarkus.logging.Log;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import javax.sql.DataSource;

/**
 * Keeps the explorer's index: a game's moves go in once it has ended and its ending is committed, each by the position
 * it was played from. A failure here never touches the game's ending: the game is indexed at the next startup.
 */
@ApplicationScoped
public class ExplorerIndex {
    /** What indexing a game needs of it, read from the row or the entity. */
    public record Finished(
            String id,
            String ruleset,
            String rules,
            String startPosition,
            Side startSide,
            List<String> moves,
            Winner winner,
            Instant endedAt) {}

    private final DataSource database;

    ExplorerIndex(DataSource database) {
        this.database = database;
    }

    void onGameEnded(@Observes(during = TransactionPhase.AFTER_SUCCESS) GameEnded ended) {
        GameEntity game = ended.game();
        try {
            index(new Finished(
                    game.id,
                    game.ruleset,
                    game.rules,
                    game.startPosition,
                    game.startSide,
                    List.copyOf(game.notations()),
                    game.resultWinner,
                    game.updatedAt == null ? Instant.now() : game.updatedAt));
        } catch (RuntimeException e) {
            Log.warnf(e, "explorer: game %s is indexed at the next start", game.id);
        }
    }

    /**
     * Indexes a finished game once: a game indexed already (by another instance, or the startup's pass) is left as it
     * is. A game under custom rules is marked indexed with no moves: the explorer looks up named rulesets only.
     */
    public void index(Finished game) {
        Game replayed = null;
        if (game.rules() == null && game.winner() != null) {
            Ruleset ruleset = Ruleset.fromId(game.ruleset());
            Replay replay =
                    Replay.of(ruleset, Board.parse(game.startPosition(), ruleset), game.startSide(), game.moves());
            if (!replay.isComplete()) {
                Log.warnf("explorer: stored game %s does not replay: %s", game.id(), replay.illegalMove());
            } else {
                replayed = replay.game();
            }
        }
        try (Connection connection = database.getConnection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement mark = connection.prepareStatement(
                    "insert into explorer_games (game_id) values (?) on conflict (game_id) do nothing")) {
                mark.setString(1, game.id());
                if (mark.executeUpdate() > 0 && replayed != null) {
                    IndexedMoves.insert(
                            connection,
                            IndexedMoves.Source.GAME,
                            game.id(),
                            game.ruleset(),
                            replayed,
                            game.winner().id(),
                            Timestamp.from(game.endedAt()));
                }
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }
}
