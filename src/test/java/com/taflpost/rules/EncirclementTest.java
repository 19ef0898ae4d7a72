package com.taflpost.rules;

import static com.taflpost.rules.Boards.copenhagen;
import static com.taflpost.rules.Boards.tablut;
import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** docs/rules.md 4.5: encirclement, a Copenhagen rule that Tablut does not have (5.3). */
class EncirclementTest {
    private static final Outcome ENCIRCLED = new Outcome(Winner.ATTACKERS, EndReason.ENCIRCLEMENT);

    /** The ring is open at e3 only; the defenders inside have room but no way to an edge once it closes. */
    private static final String RING_OPEN_AT_E3 = """
            9 # . . . . . . . #
            8 . . . . . . . . .
            7 . . . t t t . . .
            6 . . t . . . t . .
            5 . . t . K T t . .
            4 . . t . . . t . .
            3 . . . t . t . . .
            2 . . . . . . . . .
            1 # . . . t . . . #
              a b c d e f g h i
            """;

    @Test
    void closingTheRingWins() {
        var game = copenhagen(RING_OPEN_AT_E3, ATTACKERS);
        assertThat(game.outcome()).isNull();

        var after = game.play("e1-e3");

        assertThat(after.outcome()).isEqualTo(ENCIRCLED);
    }

    @Test
    void aMoveThatLeavesAGapDoesNotEncircle() {
        var after = copenhagen(RING_OPEN_AT_E3, ATTACKERS).play("e1-d1");

        assertThat(after.outcome()).isNull();
    }

    @Test
    void tablutHasNoEncirclement() {
        assertThat(tablut(RING_OPEN_AT_E3, ATTACKERS).play("e1-e3").outcome()).isNull();
    }

    @Test
    void aDefenderOnAnEdgeSquarePreventsItEvenWhenItCannotMove() {
        var after = copenhagen("""
                9 # . . . . . . . #
                8 . . . . . . . . .
                7 . . . t t t . . .
                6 t . t . . . t . .
                5 T t t . K T t . .
                4 t . t . . . t . .
                3 . . . t . t . . .
                2 . . . . . . . . .
                1 # . . . t . . . #
                  a b c d e f g h i
                """, ATTACKERS).play("e1-e3");

        assertThat(after.outcome()).isNull();
    }

    /** The king's only way out runs across the empty throne d4 and up the d-file to d7. */
    private static final String WAY_OUT_ACROSS_THE_THRONE = """
            7 # t . . . . #
            6 . . t . t . .
            5 . . t . t . .
            4 . . t # t . .
            3 . . t K t . .
            2 . . . t . t .
            1 # . . . . . #
              a b c d e f g
            """;

    @Test
    void theSearchGoesThroughTheEmptyThrone() {
        var after = copenhagen(WAY_OUT_ACROSS_THE_THRONE, ATTACKERS).play("f2-f1");

        assertThat(after.outcome()).isNull();
    }

    @Test
    void closingTheWayBeyondTheThroneEncircles() {
        var after = copenhagen(WAY_OUT_ACROSS_THE_THRONE, ATTACKERS).play("b7-d7");

        assertThat(after.outcome()).isEqualTo(ENCIRCLED);
    }

    @Test
    void aStartingPositionCanAlreadyBeEncircled() {
        var game = copenhagen("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . t . . .
                4 . . t K t . .
                3 . . . t . . .
                2 . . . . . . .
                1 # . . . . . #
                  a b c d e f g
                """, DEFENDERS);

        assertThat(game.ply()).isZero();
        assertThat(game.outcome()).isEqualTo(ENCIRCLED);
    }

    /** What {@link Encirclement#MIN_RING} lets the engine skip, searched in full: three attackers never do it. */
    @Test
    void threeAttackersNeverShutTheKingIn() {
        for (int size = Geometry.MIN_SIZE; size <= 7; size += 2) {
            Geometry g = Geometry.of(size);
            Encirclement encirclement = new Encirclement(g);
            int[] free = java.util.Arrays.stream(g.squares)
                    .filter(square -> !g.restricted[square])
                    .toArray();
            for (int king : g.squares) {
                if (g.edge[king]) {
                    continue;
                }
                for (int a = 0; a < free.length; a++) {
                    for (int b = a + 1; b < free.length; b++) {
                        for (int c = b + 1; c < free.length; c++) {
                            if (free[a] == king || free[b] == king || free[c] == king) {
                                continue;
                            }
                            byte[] cells = g.emptyCells.clone();
                            cells[king] = Cells.KING;
                            cells[free[a]] = Cells.ATTACKER;
                            cells[free[b]] = Cells.ATTACKER;
                            cells[free[c]] = Cells.ATTACKER;
                            assertThat(encirclement.holds(cells))
                                    .as("%s", new Board(g, cells))
                                    .isFalse();
                        }
                    }
                }
            }
        }
    }
}
