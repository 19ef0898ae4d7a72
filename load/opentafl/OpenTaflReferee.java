import com.manywords.softworks.tafl.engine.Game;
import com.manywords.softworks.tafl.engine.GameState;
import com.manywords.softworks.tafl.notation.MoveSerializer;
import com.manywords.softworks.tafl.notation.RulesSerializer;
import com.manywords.softworks.tafl.rules.Coord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * OpenTafl's rules judging the games of OpenTaflMatch (its games file: our side, winner, reason, then the moves): for
 * each game, whether OpenTafl finds every move legal and ends the game where and as our rules engine did. Built and
 * run against OpenTafl's classes by load/opentafl-match.sh, outside the Maven build; it uses OpenTafl's public API
 * only.
 */
public final class OpenTaflReferee {
    private static final String RULES = "dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y start:"
            + "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

    public static void main(String[] args) throws Exception {
        Coord.initialize();
        List<String> games = Files.readAllLines(Path.of(args[0]));
        int agreed = 0;
        for (int number = 0; number < games.size(); number++) {
            String[] words = games.get(number).trim().split(" ");
            String winner = words[1];
            String reason = words[2];
            Game game = new Game(RulesSerializer.loadRulesRecord(RULES), null);
            String verdict = null;
            int moves = words.length - 3;
            for (int ply = 1; ply <= moves && verdict == null; ply++) {
                String move = words[2 + ply].split("x")[0];
                int result = game.getCurrentState().makeMove(MoveSerializer.loadMoveRecord(11, move));
                if (result < GameState.GOOD_MOVE) {
                    verdict = "OpenTafl refuses " + move + " at ply " + ply + " (code " + result + ")";
                } else if (result > GameState.GOOD_MOVE_NOT_IN_PUZZLE) {
                    String its = result == GameState.ATTACKER_WIN ? "attackers"
                            : result == GameState.DEFENDER_WIN ? "defenders" : "draw";
                    if (ply != moves || !its.equals(winner)) {
                        verdict = "OpenTafl ends it at ply " + ply + ", " + its + " winning; ours: " + winner
                                + " (" + reason + ") after " + moves;
                    } else {
                        verdict = "";
                    }
                }
            }
            if (verdict == null) {
                verdict = reason.equals("ply-limit") || reason.equals("refused")
                        ? ""
                        : "OpenTafl plays on after ply " + moves + ", where ours ends it: " + winner + " ("
                                + reason + ")";
            }
            agreed += verdict.isEmpty() ? 1 : 0;
            System.out.printf("game %2d: %s%n", number + 1, verdict.isEmpty() ? "agreed" : verdict);
        }
        System.out.printf("OpenTaflReferee: %d of %d games agreed%n", agreed, games.size());
    }
}
