package com.taflpost.bench;

import com.taflpost.rules.Game;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.search.Level;
import java.util.List;
import java.util.SplittableRandom;

/** What the self-play harnesses share: an opening varied by a few random plies, and a level written out. */
final class Matches {
    private static final int OPENING_PLIES = 2;

    private Matches() {}

    /** A new game after two random plies, so that two searches that always answer alike still meet new positions. */
    static Game opening(Ruleset ruleset, Layout layout, SplittableRandom random) {
        Game game = Game.start(ruleset, layout);
        for (int ply = 0; ply < OPENING_PLIES && !game.isOver(); ply++) {
            List<Ply> legal = game.legalPlies();
            game = game.play(legal.get(random.nextInt(legal.size())).toString());
        }
        return game;
    }

    /** A level written as {@code depth:threats:share:noise:careless}, as the ladder was tuned. */
    static Level level(int number, String written) {
        String[] f = written.split(":");
        if (f.length != 5) {
            throw new IllegalArgumentException("a level is depth:threats:share:noise:careless, not " + written);
        }
        return new Level(
                number,
                Integer.parseInt(f[0]),
                Integer.parseInt(f[1]),
                Double.parseDouble(f[2]),
                Integer.parseInt(f[3]),
                Integer.parseInt(f[4]));
    }
}
