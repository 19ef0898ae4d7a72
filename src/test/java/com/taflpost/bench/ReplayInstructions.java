package com.taflpost.bench;

import com.taflpost.bench.RulesBenchmark.BenchGame;
import com.taflpost.bench.RulesBenchmark.Kind;
import com.taflpost.rules.Board;
import com.taflpost.rules.Game;
import com.taflpost.rules.GameState;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The replay's cost per ply counted in instructions, which on this shared machine repeat where JMH's times do not
 * (other builds running beside it change the time of a ply by more than the difference being looked for). Run in
 * two steps, see load/replay-instructions.sh:
 *
 * <ul>
 *   <li>{@code write KIND FILE} plays the 10,000-ply game of {@link RulesBenchmark}'s kind (MID_GAME or
 *       RANDOM_PLAYOUT) and writes its start (position, side) and moves to FILE, so that the counted runs do not pay
 *       for the seeded playout;
 *   <li>{@code replay FILE PIECE REPEATS} reads it, cuts it into pieces of PIECE plies (100, 1,000 or 10,000) and
 *       replays all of them REPEATS times. The difference between REPEATS 2 and 1, divided by the 10,000 plies, is
 *       the cost of a ply with a history of PIECE plies, everything else (the JVM, reading, cutting) cancelling out;
 *   <li>{@code legal FILE REPEATS} generates every legal move of the game's first 1,000 positions REPEATS times, to
 *       compare move generation between two builds the same way.
 * </ul>
 */
public final class ReplayInstructions {

    private ReplayInstructions() {}

    public static void main(String[] args) throws IOException {
        if (args.length == 3 && args[0].equals("write")) {
            BenchGame game = Kind.valueOf(args[1]).game(RulesBenchmark.PLIES_PER_INVOCATION);
            List<String> lines = new ArrayList<>();
            lines.add(game.start().toString());
            lines.add(game.sideToMove().name());
            lines.addAll(game.moves());
            Files.write(Path.of(args[2]), lines);
        } else if (args.length == 4 && args[0].equals("replay")) {
            List<String> lines = Files.readAllLines(Path.of(args[1]));
            BenchGame game = new BenchGame(
                    Board.parse(lines.get(0)), Side.valueOf(lines.get(1)), lines.subList(2, lines.size()));
            List<BenchGame> pieces = game.pieces(Integer.parseInt(args[2]));
            long plies = 0;
            for (int repeat = 0; repeat < Integer.parseInt(args[3]); repeat++) {
                for (BenchGame piece : pieces) {
                    plies += piece.replay().game().ply();
                }
            }
            System.out.println(plies + " plies replayed");
        } else if (args.length == 3 && args[0].equals("legal")) {
            // every legal move of each of the game's first 1,000 positions, REPEATS times: move generation's cost
            List<String> lines = Files.readAllLines(Path.of(args[1]));
            Game game = new BenchGame(Board.parse(lines.get(0)), Side.valueOf(lines.get(1)), lines.subList(2, 1002))
                    .replay()
                    .game();
            long moves = 0;
            for (int repeat = 0; repeat < Integer.parseInt(args[2]); repeat++) {
                for (GameState state : game.states()) {
                    moves += Game.start(Ruleset.COPENHAGEN, state.board(), state.sideToMove())
                            .legalMoves()
                            .size();
                }
            }
            System.out.println(moves + " legal moves");
        } else {
            System.err.println("usage: write MID_GAME|RANDOM_PLAYOUT FILE | replay FILE PIECE REPEATS");
            System.exit(2);
        }
    }
}
