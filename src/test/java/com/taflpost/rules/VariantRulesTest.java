package com.taflpost.rules;

import static com.taflpost.rules.Boards.copenhagen;
import static com.taflpost.rules.Boards.game;
import static com.taflpost.rules.Boards.lastCaptures;
import static com.taflpost.rules.Boards.refused;
import static com.taflpost.rules.Boards.sq;
import static com.taflpost.rules.Boards.tablut;
import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * docs/variants.md: each question where a preset answers otherwise than Copenhagen, shown on a drawn board and played
 * under both, so that each test shows the difference its answer makes.
 */
class VariantRulesTest {
    private static final Outcome KING_CAPTURED = new Outcome(Winner.ATTACKERS, EndReason.KING_CAPTURED);
    private static final Outcome KING_ESCAPED = new Outcome(Winner.DEFENDERS, EndReason.KING_ESCAPED);

    private static final String KING_NEAR_THE_TOP = """
            7 . . . . . . .
            6 . . . . . . .
            5 . . K . . . .
            4 . . . . . . .
            3 . . . . t . .
            2 . . . . . . .
            1 . . . . . . .
              a b c d e f g
            """;

    @Test
    void inSeaBattleTheKingEscapesOnAnyEdgeSquare() {
        assertThat(game(Preset.SEA_BATTLE, KING_NEAR_THE_TOP, DEFENDERS)
                        .play("c5-c7")
                        .outcome())
                .isEqualTo(KING_ESCAPED);
        assertThat(copenhagen(KING_NEAR_THE_TOP, DEFENDERS).play("c5-c7").outcome())
                .isNull();
    }

    private static final String KING_AS_HAMMER = """
            7 . . . . . . .
            6 . . . . . . .
            5 . . . . K . .
            4 . t . . . . .
            3 . T . . . . .
            2 . . . . . . .
            1 . . . . . . .
              a b c d e f g
            """;

    private static final String KING_AS_ANVIL = """
            7 . . . . . . .
            6 . . . . . . .
            5 . K . . . . .
            4 . t . . . . .
            3 . . . . T . .
            2 . . . . . . .
            1 . . . . . . .
              a b c d e f g
            """;

    private static final Ruleset HAMMER = Ruleset.COPENHAGEN.toBuilder()
            .id("custom")
            .kingArms(Ruleset.KingArms.HAMMER)
            .build();
    private static final Ruleset ANVIL = Ruleset.COPENHAGEN.toBuilder()
            .id("custom")
            .kingArms(Ruleset.KingArms.ANVIL)
            .build();

    @Test
    void theUnarmedSeaBattleKingNeitherCapturesNorClosesACapture() {
        assertThat(lastCaptures(
                        game(Preset.SEA_BATTLE, KING_AS_HAMMER, DEFENDERS).play("e5-b5")))
                .isEmpty();
        assertThat(lastCaptures(
                        game(Preset.SEA_BATTLE, KING_AS_ANVIL, DEFENDERS).play("e3-b3")))
                .isEmpty();
        assertThat(lastCaptures(copenhagen(KING_AS_HAMMER, DEFENDERS).play("e5-b5")))
                .containsExactly(sq("b4"));
        assertThat(lastCaptures(copenhagen(KING_AS_ANVIL, DEFENDERS).play("e3-b3")))
                .containsExactly(sq("b4"));
    }

    @Test
    void aHammerKingCapturesOnlyAsTheMovingPieceAndAnAnvilKingOnlyAsTheOtherSide() {
        assertThat(lastCaptures(game(HAMMER, KING_AS_HAMMER, DEFENDERS).play("e5-b5")))
                .containsExactly(sq("b4"));
        assertThat(lastCaptures(game(HAMMER, KING_AS_ANVIL, DEFENDERS).play("e3-b3")))
                .isEmpty();
        assertThat(lastCaptures(game(ANVIL, KING_AS_HAMMER, DEFENDERS).play("e5-b5")))
                .isEmpty();
        assertThat(lastCaptures(game(ANVIL, KING_AS_ANVIL, DEFENDERS).play("e3-b3")))
                .containsExactly(sq("b4"));
    }

    @Test
    void theTawlbwrddKingFallsBetweenTwoAttackers() {
        String between = """
                7 . . . . . . .
                6 . . . . . . .
                5 . . . . t K .
                4 . . . . . . .
                3 . . . . . . .
                2 . . . . . . t
                1 . . . . . . .
                  a b c d e f g
                """;

        assertThat(game(Preset.TAWLBWRDD, between, ATTACKERS).play("g2-g5").outcome())
                .isEqualTo(KING_CAPTURED);
        assertThat(copenhagen(between, ATTACKERS).play("g2-g5").outcome()).isNull();
    }

    @Test
    void theTawlbwrddKingBesideTheEmptyThroneFallsToOneAttacker() {
        String besideTheThrone = """
                7 . . . t . . .
                6 . . . . . . .
                5 . . . K . . .
                4 . . . . . . .
                3 . . . . . . .
                2 . . . . . . .
                1 . . . . . . .
                  a b c d e f g
                """;

        assertThat(game(Preset.TAWLBWRDD, besideTheThrone, ATTACKERS)
                        .play("d7-d6")
                        .outcome())
                .isEqualTo(KING_CAPTURED);
        assertThat(copenhagen(besideTheThrone, ATTACKERS).play("d7-d6").outcome())
                .isNull();
    }

    @Test
    void theBrandubhKingIsWeakOnTheEdgeWhereTheCopenhagenKingIsSafe() {
        String onTheEdge = """
                7 . . . . . . .
                6 . . . . . . .
                5 . . . . . . .
                4 . . . . . . .
                3 . . . t . . .
                2 . . . . . . .
                1 . t K . . . .
                  a b c d e f g
                """;

        assertThat(game(Preset.BRANDUBH, onTheEdge, ATTACKERS).play("d3-d1").outcome())
                .isEqualTo(KING_CAPTURED);
        assertThat(copenhagen(onTheEdge, ATTACKERS).play("d3-d1").outcome()).isNull();
    }

    @Test
    void theBrandubhKingBesideTheThroneNeedsThreeAttackersAndTheThrone() {
        var game = game(Preset.BRANDUBH, """
                7 . . . . t . .
                6 . . . . . . t
                5 . . t K . . .
                4 . . . . . . .
                3 T . . . . . .
                2 . . . . . . .
                1 . . . . . . .
                  a b c d e f g
                """, ATTACKERS);

        var two = game.play("e7-e5");
        assertThat(two.isOver()).as("two attackers beside the throne").isFalse();
        assertThat(two.play("a3-a2").play("g6-d6").outcome()).isEqualTo(KING_CAPTURED);
    }

    @Test
    void aKingCapturedByFourIsNotHelpedByTheThrone() {
        Ruleset byFour = Ruleset.COPENHAGEN.toBuilder()
                .id("custom")
                .kingStrength(Ruleset.KingStrength.FOUR)
                .build();
        String besideTheThrone = """
                7 . . . . . . .
                6 . . . . . . t
                5 . . t K t . .
                4 . . . # . . .
                3 . . . . . . .
                2 . . . . . . .
                1 . . . . . . .
                  a b c d e f g
                """;

        assertThat(game(byFour, besideTheThrone, ATTACKERS).play("g6-d6").outcome())
                .isNull();
        assertThat(copenhagen(besideTheThrone, ATTACKERS).play("g6-d6").outcome())
                .isEqualTo(KING_CAPTURED);
    }

    @Test
    void withoutAThroneAnyPieceStopsOnTheCentre() {
        String defenderInLine = """
                7 . . . . . . .
                6 . . . . . . .
                5 . . . . . . .
                4 . T . . . K .
                3 . . . . t . .
                2 . . . . . . .
                1 . . . . . . .
                  a b c d e f g
                """;

        assertThat(game(Preset.SEA_BATTLE, defenderInLine, DEFENDERS)
                        .play("b4-d4")
                        .board()
                        .at(sq("d4")))
                .isEqualTo(Piece.DEFENDER);
        refused(copenhagen(defenderInLine, DEFENDERS), "b4-d4", MoveError.RESTRICTED);
    }

    private static final String NEAR_A_CORNER_BLOCK = """
            7 . . . . . . .
            6 . . . . . . .
            5 . K . . . . .
            4 . . . . . . .
            3 . . . T . . .
            2 . . t . . . .
            1 . . . . . . .
              a b c d e f g
            """;

    @Test
    void aleaEvangeliiCornerBlocksAreEscapesAndHostile() {
        var game = game(Preset.ALEA_EVANGELII, NEAR_A_CORNER_BLOCK, DEFENDERS);

        assertThat(game.play("b5-b2").outcome()).isEqualTo(KING_ESCAPED);
        assertThat(lastCaptures(game.play("d3-d2"))).containsExactly(sq("c2"));
        assertThat(copenhagen(NEAR_A_CORNER_BLOCK, DEFENDERS).play("b5-b2").outcome())
                .isNull();
        assertThat(lastCaptures(copenhagen(NEAR_A_CORNER_BLOCK, DEFENDERS).play("d3-d2")))
                .isEmpty();
    }

    @Test
    void onlyTheKingStopsOnACornerBlockAndNothingPassesOverOne() {
        var game = game(Preset.ALEA_EVANGELII, """
                7 . . . . . . .
                6 . . . . . . .
                5 . . . . . . .
                4 . . . . . . .
                3 . . . . . . .
                2 . . . . K . .
                1 . . . . T . .
                  a b c d e f g
                """, DEFENDERS);

        refused(game, "e1-b1", MoveError.RESTRICTED).hasMessageContaining("only the king");
        refused(game, "e2-a2", MoveError.RESTRICTED).hasMessageContaining("nothing passes over a corner");
        assertThat(game.play("e2-b2").outcome()).isEqualTo(KING_ESCAPED);
    }

    @Test
    void theLinnaeusKingMayNotReturnToTheThroneButCrossesIt() {
        var game = game(Preset.LINNAEUS_TABLUT, """
                7 . . . . . . .
                6 . . . . . . .
                5 . . . K . . .
                4 . . . . . . .
                3 . . . . . . .
                2 . . . . . t .
                1 . . . . . . .
                  a b c d e f g
                """, DEFENDERS);

        refused(game, "d5-d4", MoveError.RESTRICTED).hasMessageContaining("may not return to the throne");
        assertThat(game.play("d5-d3").board().at(sq("d3"))).isEqualTo(Piece.KING);
        assertThat(Boards.copenhagen("""
                        7 # . . . . . #
                        6 . . . . . . .
                        5 . . . K . . .
                        4 . . . # . . .
                        3 . . . . . . .
                        2 . . . . . t .
                        1 # . . . . . #
                          a b c d e f g
                        """, DEFENDERS).play("d5-d4").board().at(sq("d4")))
                .isEqualTo(Piece.KING);
    }

    @Test
    void theOccupiedLinnaeusThroneIsHostileToNobody() {
        String defenderAboveTheKing = """
                7 . . . . . . .
                6 . . . . . . t
                5 . . . T . . .
                4 . . . K . . .
                3 . . . . . . .
                2 . . . . . . .
                1 . . . . . . .
                  a b c d e f g
                """;

        assertThat(lastCaptures(game(Preset.LINNAEUS_TABLUT, defenderAboveTheKing, ATTACKERS)
                        .play("g6-d6")))
                .isEmpty();
        assertThat(lastCaptures(tablut(defenderAboveTheKing, ATTACKERS).play("g6-d6")))
                .containsExactly(sq("d5"));
    }

    @Test
    void withoutCornersACornerSquareIsOrdinary() {
        String besideTheCorner = """
                7 . . . . . . .
                6 . . . . . . .
                5 . . . . K . .
                4 . . . . . . .
                3 . . . . . . .
                2 . . . . . . .
                1 . t . . T . .
                  a b c d e f g
                """;

        var linnaeus = game(Preset.LINNAEUS_TABLUT, besideTheCorner, ATTACKERS).play("b1-a1");
        assertThat(linnaeus.board().at(sq("a1"))).isEqualTo(Piece.ATTACKER);
        refused(copenhagen(besideTheCorner, ATTACKERS), "b1-a1", MoveError.RESTRICTED);
    }

    @Test
    void fetlarHasNoShieldwall() {
        String rowAgainstTheCorner = """
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . K . .
                4 . . . # . . .
                3 . . . t . . .
                2 . t t . . . .
                1 # T T . . . #
                  a b c d e f g
                """;

        assertThat(lastCaptures(
                        game(Preset.FETLAR, rowAgainstTheCorner, ATTACKERS).play("d3-d1")))
                .isEmpty();
        assertThat(lastCaptures(copenhagen(rowAgainstTheCorner, ATTACKERS).play("d3-d1")))
                .containsExactly(sq("b1"), sq("c1"));
    }

    private static final String SHUFFLE = """
            9 . . . . . . . . .
            8 . . . . . . . . .
            7 . . . . . . . . .
            6 . . t . . . . . .
            5 . . . . . . . . .
            4 . . . . . . . . .
            3 . . . . K . . . .
            2 . . . . . . . . .
            1 . . . . . . . . .
              a b c d e f g h i
            """;

    private static Game play(Game game, String moves) {
        for (String move : moves.trim().split("\\s+")) {
            game = game.play(move);
        }
        return game;
    }

    @Test
    void aThirdRepetitionDrawsInFetlar() {
        var game = play(game(Preset.FETLAR, SHUFFLE, ATTACKERS), "c6-c5 e3-e2 c5-c6 e2-e3 c6-c5 e3-e2 c5-c6");
        assertThat(game.isOver()).isFalse();

        assertThat(game.play("e2-e3").outcome()).isEqualTo(new Outcome(Winner.DRAW, EndReason.REPETITION));
    }

    @Test
    void inAleaEvangeliiTheSideWhoseMoveRepeatsLoses() {
        String moves = "c6-c5 e3-e2 c5-c6 e2-e3 c6-c5 e3-e2 c5-c6 e2-e3";
        var defendersRepeat = play(game(Preset.ALEA_EVANGELII, SHUFFLE, ATTACKERS), moves);
        var attackersRepeat = play(
                game(Preset.ALEA_EVANGELII, SHUFFLE, DEFENDERS), "e3-e2 c6-c5 e2-e3 c5-c6 e3-e2 c6-c5 e2-e3 c5-c6");

        assertThat(defendersRepeat.outcome()).isEqualTo(new Outcome(Winner.ATTACKERS, EndReason.REPETITION));
        assertThat(attackersRepeat.current().lastPly().side()).isEqualTo(ATTACKERS);
        assertThat(attackersRepeat.outcome()).isEqualTo(new Outcome(Winner.DEFENDERS, EndReason.REPETITION));
    }

    @Test
    void aMoveLimitEndsTheGameWithItsResult() {
        Ruleset limited = Ruleset.COPENHAGEN.toBuilder()
                .id("custom")
                .moveLimit(3, Winner.DEFENDERS)
                .build();
        var twoMoves = play(game(limited, SHUFFLE, ATTACKERS), "c6-c5 e3-e2");

        assertThat(twoMoves.isOver()).isFalse();
        assertThat(twoMoves.play("c5-c6").outcome()).isEqualTo(new Outcome(Winner.DEFENDERS, EndReason.MOVE_LIMIT));
        assertThat(play(copenhagen(SHUFFLE, ATTACKERS), "c6-c5 e3-e2 c5-c6").isOver())
                .isFalse();
    }

    @Test
    void theFirstMoverStartsAGameFromALayout() {
        Ruleset defendersFirst = Ruleset.COPENHAGEN.toBuilder()
                .id("custom")
                .firstMover(DEFENDERS)
                .build();

        assertThat(Game.start(defendersFirst, Layout.COPENHAGEN).sideToMove()).isEqualTo(DEFENDERS);
        assertThat(Replay.of(defendersFirst, Layout.COPENHAGEN, java.util.List.of("f4-i4"))
                        .game()
                        .sideToMove())
                .isEqualTo(ATTACKERS);
        assertThat(Game.start(Ruleset.COPENHAGEN, Layout.COPENHAGEN).sideToMove())
                .isEqualTo(ATTACKERS);
    }
}
