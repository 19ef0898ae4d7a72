package com.taflpost.bench;

import com.taflpost.rules.Game;
import com.taflpost.rules.IllegalMoveException;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import com.taflpost.rules.search.Computer;
import com.taflpost.rules.search.Level;
import com.taflpost.rules.search.Search;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Collectors;

/**
 * Level 8 against OpenTafl's AI (v0.4.8.0b, run as an OTEP engine; see load/opentafl-match.sh) in Copenhagen games:
 * each opening (a few seeded random plies) is played twice, sides swapped, both engines thinking the same time a
 * move. Our rules engine is the judge: a move of OpenTafl's that it refuses ends the game and is reported, and a
 * game that reaches the ply limit is a draw. Every game's moves go to a file (one game a line) so that OpenTafl's
 * own rules can judge them afterwards (load/opentafl/OpenTaflReferee.java).
 *
 * <p>An engine that dies (it did once in 40 games, its output gone) is started again and told the game so far, and
 * asked again for its move; that is counted and reported.
 *
 * <p>Arguments: games, milliseconds a move, ply limit, seed, games file, and the first game's number (to go on with
 * a match that stopped; the games file is then appended to); the engine's directory is
 * {@code OPENTAFL_HOME}, its command {@code OPENTAFL_COMMAND} (split on spaces) or, by default, its classes as
 * load/opentafl-match.sh builds them.
 */
public final class OpenTaflMatch {
    private static final int OPENING_PLIES = 2;
    private static final String RULES = "dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y start:"
            + "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

    private final List<String> command;
    private final File home;
    private final Duration think;
    private final int plyLimit;
    private final PrintStream protocol;
    private OpenTaflEngine engine;
    private int restarts;

    private final Tally ours = new Tally();
    private final Tally theirs = new Tally();
    private long depths;
    private long searches;

    private OpenTaflMatch(List<String> command, File home, Duration think, int plyLimit, PrintStream protocol) {
        this.command = command;
        this.home = home;
        this.think = think;
        this.plyLimit = plyLimit;
        this.protocol = protocol;
    }

    /** How one game ended: the winner (DRAW at the ply limit), why, and whether the engines disagreed. */
    private record Played(Winner winner, String why, List<String> moves, String disagreement) {}

    /** Think times of one side, in milliseconds. */
    private static final class Tally {
        long moves;
        long total;
        long most;

        void add(long millis) {
            moves++;
            total += millis;
            most = Math.max(most, millis);
        }

        String summary() {
            return String.format(Locale.ROOT, "%d moves, %.0f ms on average, %d ms at most", moves, mean(), most);
        }

        double mean() {
            return moves == 0 ? 0 : (double) total / moves;
        }
    }

    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        Duration think = Duration.ofMillis(args.length > 1 ? Long.parseLong(args[1]) : 1000);
        int plyLimit = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 1;
        File gamesFile = new File(args.length > 4 ? args[4] : "target/opentafl-match/games.txt");
        int first = args.length > 5 ? Integer.parseInt(args[5]) : 1;
        File home = new File(System.getenv().getOrDefault("OPENTAFL_HOME", "../opentafl"));
        String configured = System.getenv("OPENTAFL_COMMAND");
        List<String> command = configured != null
                ? Arrays.asList(configured.trim().split("\\s+"))
                : List.of(
                        "java",
                        "-cp",
                        "out/production/TaflEngine:lib/*:deps/*",
                        "com.manywords.softworks.tafl.OpenTafl",
                        "--engine");
        gamesFile.getAbsoluteFile().getParentFile().mkdirs();
        File protocolFile = new File(gamesFile.getAbsoluteFile().getParentFile(), "protocol.log");
        boolean append = first > 1;
        try (PrintStream protocol =
                        new PrintStream(new FileOutputStream(protocolFile, append), true, StandardCharsets.UTF_8);
                PrintStream record =
                        new PrintStream(new FileOutputStream(gamesFile, append), true, StandardCharsets.UTF_8)) {
            new OpenTaflMatch(command, home, think, plyLimit, protocol).run(first, games, seed, record);
        }
    }

    private void run(int first, int games, long seed, PrintStream record) throws IOException, InterruptedException {
        System.out.printf(
                "Level 8 against OpenTafl, Copenhagen 11x11, games %d to %d, %d ms a move each, draw at %d plies,"
                        + " seed %d%n",
                first, games, think.toMillis(), plyLimit, seed);
        double score = 0;
        int wins = 0;
        int losses = 0;
        int draws = 0;
        int disagreements = 0;
        engine = OpenTaflEngine.start(command, home, protocol);
        int played = 0;
        try {
            for (int number = first - 1; number < games; number++) {
                played++;
                if (!engine.alive()) {
                    engine = OpenTaflEngine.start(command, home, protocol);
                }
                Side our = number % 2 == 0 ? Side.ATTACKERS : Side.DEFENDERS;
                List<Ply> opening = opening(new SplittableRandom(seed * 1_000 + number / 2));
                Played game = play(opening, our, seed * 1_000 + number);
                double points = game.winner() == Winner.DRAW ? 0.5 : game.winner() == Winner.of(our) ? 1 : 0;
                score += points;
                wins += points == 1 ? 1 : 0;
                losses += points == 0 ? 1 : 0;
                draws += points == 0.5 ? 1 : 0;
                disagreements += game.disagreement() == null ? 0 : 1;
                System.out.printf(
                        "game %2d: level 8 %-9s opening %-13s %3d plies, %-9s %-16s score %.1f of %d%s%n",
                        number + 1,
                        our.id(),
                        opening.stream().map(Ply::notation).collect(Collectors.joining(" ")),
                        game.moves().size(),
                        game.winner().id(),
                        game.why(),
                        score,
                        played,
                        game.disagreement() == null ? "" : "  DISAGREEMENT: " + game.disagreement());
                record.println(
                        our.id() + " " + game.winner().id() + " " + game.why() + " " + String.join(" ", game.moves()));
            }
        } finally {
            engine.close();
        }
        System.out.printf(
                "%nLevel 8: %.1f of %d (%.0f%%): %d won, %d lost, %d drawn; %d disagreements; OpenTafl restarted %d"
                        + " times%n",
                score, played, 100 * score / played, wins, losses, draws, disagreements, restarts);
        System.out.printf(
                "level 8: %s, depth %.1f on average%n", ours.summary(), searches == 0 ? 0 : (double) depths / searches);
        System.out.printf("OpenTafl: %s%n", theirs.summary());
    }

    private static List<Ply> opening(SplittableRandom random) {
        Game game = start();
        List<Ply> plies = new ArrayList<>();
        for (int ply = 0; ply < OPENING_PLIES; ply++) {
            List<Ply> legal = game.legalPlies();
            Ply chosen = legal.get(random.nextInt(legal.size()));
            plies.add(chosen);
            game = game.play(chosen.notation());
        }
        return plies;
    }

    private static Game start() {
        return Game.start(Ruleset.fromId("copenhagen"), Layout.COPENHAGEN);
    }

    private Played play(List<Ply> opening, Side our, long seed) throws IOException, InterruptedException {
        Game game = start();
        List<String> moves = new ArrayList<>();
        engine.rules(RULES);
        for (Ply ply : opening) {
            game = game.play(ply.notation());
            moves.add(ply.notation());
            engine.opponentMove(simple(ply), openTaflPosition(game));
        }
        String disagreement = null;
        while (!game.isOver() && game.ply() < plyLimit) {
            if (game.sideToMove() == our) {
                long start = System.nanoTime();
                Search.Result thought = Computer.move(game, Level.of(Level.MAX), think, seed + game.ply(), null);
                ours.add((System.nanoTime() - start) / 1_000_000);
                depths += thought.depth();
                searches++;
                game = game.play(thought.best().notation());
                moves.add(thought.best().notation());
                engine.opponentMove(simple(thought.best()), openTaflPosition(game));
            } else {
                long start = System.nanoTime();
                String side = game.sideToMove() == Side.ATTACKERS ? "attackers" : "defenders";
                String move = engine.play(side, millis());
                if (move == null && !engine.alive()) {
                    restart(game);
                    move = engine.play(side, millis());
                }
                theirs.add((System.nanoTime() - start) / 1_000_000);
                if (move == null) {
                    disagreement = "OpenTafl sent no move at ply " + (game.ply() + 1);
                    break;
                }
                try {
                    game = game.play(move);
                } catch (IllegalMoveException refused) {
                    disagreement = "OpenTafl's " + move + " at ply " + (game.ply() + 1) + " is illegal: "
                            + refused.getMessage();
                    break;
                }
                moves.add(game.current().lastPly().notation());
                engine.moved(openTaflPosition(game));
            }
        }
        Played played;
        if (disagreement != null) {
            // a move our rules refuse (or none at all) loses, as it would on the server
            played = new Played(Winner.of(our), "refused", moves, disagreement);
        } else if (game.isOver()) {
            played = new Played(game.outcome().winner(), game.outcome().reason().id(), moves, null);
        } else {
            played = new Played(Winner.DRAW, "ply-limit", moves, null);
        }
        engine.finish(played.winner() == Winner.ATTACKERS ? 2 : played.winner() == Winner.DEFENDERS ? 3 : 1);
        return played;
    }

    /** A new engine, told the game so far. */
    private void restart(Game game) throws IOException, InterruptedException {
        restarts++;
        engine.close();
        engine = OpenTaflEngine.start(command, home, protocol);
        engine.rules(RULES);
        Game replay = start();
        for (Ply ply : game.plies()) {
            replay = replay.play(ply.notation());
            engine.opponentMove(simple(ply), openTaflPosition(replay));
        }
    }

    private long millis() {
        return think.toMillis();
    }

    /** A move as OTEP's simple notation has it: from and to, no captures. */
    private static String simple(Ply ply) {
        return ply.from() + "-" + ply.to();
    }

    /** Our position string has the top rank first; OpenTafl's position record starts at rank 1. */
    private static String openTaflPosition(Game game) {
        List<String> ranks = new ArrayList<>(
                Arrays.asList(game.current().position().replaceAll("^/|/$", "").split("/")));
        Collections.reverse(ranks);
        return "/" + String.join("/", ranks) + "/";
    }
}
