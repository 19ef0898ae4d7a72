import com.taflpost.rules.Game;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Writes a long Copenhagen game, one move a line, for the load test to seed and play: seeded random quiet moves
 * that never end the game. Run from the project: {@code java -cp target/classes load/LongGame.java 1200 > out}.
 */
public class LongGame {
    public static void main(String[] args) {
        int plies = Integer.parseInt(args.length > 0 ? args[0] : "1200");
        Random random = new Random(11);
        Game game = Game.start(Ruleset.COPENHAGEN, Layout.fromId("copenhagen"));
        StringBuilder out = new StringBuilder();
        while (game.ply() < plies) {
            List<Ply> quiet = new ArrayList<>(game.legalPlies().stream()
                    .filter(ply -> ply.captures().isEmpty())
                    .toList());
            Game next = null;
            while (next == null && !quiet.isEmpty()) {
                Ply ply = quiet.remove(random.nextInt(quiet.size()));
                Game candidate = game.play(ply.notation());
                if (!candidate.isOver()) {
                    next = candidate;
                }
            }
            if (next == null) {
                throw new IllegalStateException("no quiet move left at ply " + game.ply());
            }
            out.append(next.current().lastPly().notation()).append('\n');
            game = next;
        }
        System.out.print(out);
    }
}
