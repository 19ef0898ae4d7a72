package com.taflpost.rules;

import static com.taflpost.rules.Boards.copenhagen;
import static com.taflpost.rules.Boards.sq;
import static com.taflpost.rules.Side.ATTACKERS;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Game#legalPlies()} and {@link Game#legalPliesFrom(Square)}: each legal move with the captures it would
 * make, found without playing it, must be exactly the ply that checking the move gives.
 */
class LegalPliesTest {

    private static final String CAPTURES_TO_MAKE = """
            7 # . . . t . #
            6 . . . t . . .
            5 . . t K . . .
            4 . . . # . . .
            3 . . . t . . .
            2 . t t . . . .
            1 # T T . . . #
              a b c d e f g
            """;

    @Test
    void eachPlyOfAPieceCarriesItsCapturesInTheOrderOfTheLegalMoves() {
        var game = copenhagen(CAPTURES_TO_MAKE, ATTACKERS);

        assertThat(game.legalPliesFrom(sq("d3")))
                .extracting(Ply::notation)
                .containsExactly("d3-e3", "d3-f3", "d3-g3", "d3-c3", "d3-b3", "d3-a3", "d3-d2", "d3-d1xb1xc1");
        assertThat(game.legalPliesFrom(sq("d3"))).extracting(Ply::from).containsOnly(sq("d3"));
        assertThat(game.legalPliesFrom(sq("d3"))).extracting(Ply::side).containsOnly(ATTACKERS);
    }

    @Test
    void aPlyThatTakesTheKingSaysSoWithoutWritingIt() {
        var game = copenhagen(CAPTURES_TO_MAKE, ATTACKERS);

        Ply taking = game.legalPliesFrom(sq("e7")).stream()
                .filter(ply -> ply.to().equals(sq("e5")))
                .findFirst()
                .orElseThrow();

        assertThat(taking.notation()).isEqualTo("e7-e5");
        assertThat(taking.kingCaptured()).isTrue();
        assertThat(game.legalPlies()).filteredOn(Ply::kingCaptured).containsExactly(taking);
    }

    @Test
    void noPliesOnceTheGameIsOverOrFromAnotherSquare() {
        var game = copenhagen(CAPTURES_TO_MAKE, ATTACKERS);

        assertThat(game.legalPliesFrom(sq("d5")))
                .as("the king, not the side to move")
                .isEmpty();
        assertThat(game.legalPliesFrom(sq("a7"))).as("an empty corner").isEmpty();
        assertThat(game.legalPliesFrom(sq("s19"))).as("off the board").isEmpty();
        assertThat(game.play("e7-e5").legalPlies()).isEmpty();
    }

    /** Every 50th recorded game, at every other ply: some 900 positions of real play, shieldwalls included. */
    @Test
    void theCorpusPositionsAgreeWithCheckingEachMove() {
        List<CorpusGame> corpus = CorpusGame.load();
        int[] seen = new int[3];
        for (int i = 0; i < corpus.size(); i += 50) {
            Game game = Replay.of(
                            Ruleset.COPENHAGEN, Layout.COPENHAGEN, corpus.get(i).moves())
                    .game();
            for (int ply = i % 2; ply <= game.ply(); ply += 2) {
                Game position = Game.of(game.ruleset(), game.states().subList(0, ply + 1));
                count(assertPliesAgree(position, "corpus line " + corpus.get(i).line() + " ply " + ply), seen);
            }
        }
        assertThat(seen[0]).as("plies with captures").isPositive();
        assertThat(seen[1]).as("plies with several captures").isPositive();
    }

    /** Random playouts on every layout under both rulesets, half of the moves chosen among those that capture. */
    @Test
    void randomPlayoutsAgreeWithCheckingEachMove() {
        int[] seen = new int[3];
        for (Ruleset ruleset : Ruleset.all()) {
            for (Layout layout : Layout.values()) {
                for (long seed = 1; seed <= 3; seed++) {
                    var random = new SplittableRandom(seed);
                    Game game = Game.start(ruleset, layout);
                    for (int ply = 0; ply < 200 && !game.isOver(); ply++) {
                        List<Ply> plies =
                                assertPliesAgree(game, ruleset.id() + " " + layout + " seed " + seed + " ply " + ply);
                        count(plies, seen);
                        List<Ply> capturing = plies.stream()
                                .filter(p -> !p.captures().isEmpty() || p.kingCaptured())
                                .toList();
                        List<Ply> choice = random.nextBoolean() && !capturing.isEmpty() ? capturing : plies;
                        game = game.play(
                                choice.get(random.nextInt(choice.size())).notation());
                    }
                }
            }
        }
        assertThat(seen)
                .as("plies with captures, with several captures, taking the king")
                .doesNotContain(0);
    }

    /** The plies of a position against the naive way, each legal move checked in full; returns the plies. */
    private static List<Ply> assertPliesAgree(Game game, String where) {
        List<Move> moves = game.legalMoves();
        List<Ply> checked =
                moves.stream().map(move -> game.check(move.toString())).toList();
        List<Ply> plies = game.legalPlies();
        assertThat(plies).as(where).isEqualTo(checked);
        assertThat(plies)
                .extracting(Ply::notation)
                .as(where)
                .isEqualTo(checked.stream().map(Ply::notation).toList());
        for (Square piece : game.board().piecesOf(game.sideToMove())) {
            assertThat(game.legalPliesFrom(piece))
                    .as(where + " from " + piece)
                    .isEqualTo(checked.stream()
                            .filter(ply -> ply.from().equals(piece))
                            .toList());
        }
        return plies;
    }

    private static void count(List<Ply> plies, int[] seen) {
        for (Ply ply : plies) {
            seen[0] += ply.captures().isEmpty() ? 0 : 1;
            seen[1] += ply.captures().size() > 1 ? 1 : 0;
            seen[2] += ply.kingCaptured() ? 1 : 0;
        }
    }
}
