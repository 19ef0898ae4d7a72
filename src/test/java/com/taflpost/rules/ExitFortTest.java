package com.taflpost.rules;

import static com.taflpost.rules.Boards.copenhagen;
import static com.taflpost.rules.Boards.lastCaptures;
import static com.taflpost.rules.Boards.refused;
import static com.taflpost.rules.Boards.sq;
import static com.taflpost.rules.Boards.tablut;
import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** docs/rules.md 4.4: the exit fort, a Copenhagen rule that Tablut does not have (5.3). */
class ExitFortTest {
    private static final Outcome EXIT_FORT = new Outcome(Winner.DEFENDERS, EndReason.EXIT_FORT);

    @Test
    void theKingStepsToTheEdgeInsideASafeWall() {
        var game = copenhagen("""
                9 # . . . . . . . #
                8 . . . . t . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . . . . # . . . .
                4 . . . . . . . . .
                3 . . . T T . . . .
                2 . . . T K T . . .
                1 # . . T . T . . #
                  a b c d e f g h i
                """, DEFENDERS);
        assertThat(game.isOver()).as("sealed in, but not on the edge").isFalse();

        var after = game.play("e2-e1");

        assertThat(after.outcome()).isEqualTo(EXIT_FORT);
        assertThat(after.legalMoves()).isEmpty();
    }

    /** The king on e1 with room on e2; d3 is the last stone of the wall. */
    private static final String FORT_BUT_FOR_D3 = """
            9 # . . . . . . . #
            8 . . . . t . . . .
            7 . . . . . . . . .
            6 . . . . . . . . .
            5 . . . . # . . . .
            4 . . . . . . . . .
            3 T . . . T . . . .
            2 . . . T . T . . .
            1 # . . T K T . . #
              a b c d e f g h i
            """;

    @Test
    void aDefenderMoveCompletesTheFort() {
        var game = copenhagen(FORT_BUT_FOR_D3, DEFENDERS);
        assertThat(game.isOver()).as("e3 could still be taken from d3 and f3").isFalse();

        assertThat(game.play("a3-d3").outcome()).isEqualTo(EXIT_FORT);
    }

    @Test
    void tablutHasNoExitFort() {
        assertThat(tablut(FORT_BUT_FOR_D3, DEFENDERS).play("a3-d3").outcome()).isNull();
    }

    @Test
    void noFortWhileTheKingIsOffTheEdge() {
        var after = copenhagen("""
                9 # . . . . . . . #
                8 . . . . t . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . . . . # . . . .
                4 . . . . . . . . .
                3 T . . . T . . . .
                2 . . . T K T . . .
                1 # . . T . T . . #
                  a b c d e f g h i
                """, DEFENDERS).play("a3-d3");

        assertThat(after.outcome()).isNull();
    }

    @Test
    void noFortWithoutAnEmptySquareBesideTheKing() {
        var after = copenhagen("""
                9 # . . . . . . . #
                8 . . . . t . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . . . . # . . . .
                4 . . . . T . . . .
                3 . . . . . . . . .
                2 . . . T . T . . .
                1 # . . T K T . . #
                  a b c d e f g h i
                """, DEFENDERS).play("e4-e2");

        assertThat(after.outcome()).isNull();
    }

    @Test
    void noFortWhileAnAttackerTouchesTheKingsRoom() {
        var after = copenhagen("""
                9 # . . . . . . . #
                8 . . . . t . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . . . . # . . . .
                4 . . . . . . . . .
                3 T . . . t . . . .
                2 . . . T . T . . .
                1 # . . T K T . . #
                  a b c d e f g h i
                """, DEFENDERS).play("a3-d3");

        assertThat(lastCaptures(after)).isEmpty();
        assertThat(after.outcome()).isNull();
    }

    @Test
    void aCaptureThatRemovesTheAttackerFromTheWallMakesTheFort() {
        var after = copenhagen("""
                9 # . . . . . . . #
                8 . . . . t . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . . . . # . . . .
                4 . . . T T . . . .
                3 T . . . t T . . .
                2 . . . T . T . . .
                1 # . . T K T . . #
                  a b c d e f g h i
                """, DEFENDERS).play("a3-d3");

        assertThat(lastCaptures(after)).containsExactly(sq("e3"));
        assertThat(after.outcome()).isEqualTo(EXIT_FORT);
    }

    /** e3 has no safe neighbour on its rank: attackers on d3 and f3 would take it and open the room. */
    @Test
    void noFortWhenAWallPieceCanBeCaptured() {
        var after = copenhagen("""
                9 # . . . . . . . #
                8 . . . . t . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . . . . # . . . .
                4 . . . . . . . . .
                3 . . . . T . . . .
                2 . . . T K T . . .
                1 # . . T . T . . #
                  a b c d e f g h i
                """, DEFENDERS).play("e2-e1");

        assertThat(after.outcome()).isNull();
    }

    /**
     * The king's room reaches the corner a1, but an empty corner is hostile: an attacker on c1 would take b1
     * against it. Only a defender on c1 makes b1 safe.
     */
    private static final String ROOM_REACHING_THE_CORNER = """
            9 # . . . . . . . #
            8 . . . . . . . t .
            7 . . . . . . . . .
            6 . . . . . . . . .
            5 . . . . # . . . .
            4 T . . . . . . . .
            3 K T . . . . . . .
            2 . T . . . . . . .
            1 # T . . . . T . #
              a b c d e f g h i
            """;

    @Test
    void anEmptyCornerInTheRoomDoesNotProtectAWallPiece() {
        assertThat(copenhagen(ROOM_REACHING_THE_CORNER, DEFENDERS).play("g1-g2").outcome())
                .isNull();
    }

    @Test
    void aDefenderBesideTheCornerPieceMakesTheFort() {
        assertThat(copenhagen(ROOM_REACHING_THE_CORNER, DEFENDERS).play("g1-c1").outcome())
                .isEqualTo(EXIT_FORT);
    }

    /**
     * The king stands in the edge row c1-g1. No shieldwall can take that row: the king's front e2 is his own
     * room, which no attacker can reach.
     */
    @Test
    void aFortWhoseEdgeRowIncludesTheKing() {
        var game = copenhagen("""
                9 # . . . . . . . #
                8 . . . . t . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . . . . # . . . .
                4 . . . . . . . . .
                3 . . . T T T . . .
                2 . . T . K . T . .
                1 # . T T . T T . #
                  a b c d e f g h i
                """, DEFENDERS);
        assertThat(game.isOver()).isFalse();

        assertThat(game.play("e2-e1").outcome()).isEqualTo(EXIT_FORT);
    }

    @Test
    void aFortOnTheRightEdgeOfTheCopenhagenBoard() {
        var game = copenhagen("""
                11 # . . t t t t t . . #
                10 . . . . . t . . . . .
                 9 . . . . . . . . . . .
                 8 t . . . . . . . . . .
                 7 t . . . . . . . . . .
                 6 t t . . . # . . . . .
                 5 t . . . . . . . . T T
                 4 t . . . . . . . T K .
                 3 . . . . . . . . T T T
                 2 . . . . . t . . . . .
                 1 # . . t t t t t . . #
                   a b c d e f g h i j k
                """, DEFENDERS);
        assertThat(game.isOver()).isFalse();

        assertThat(game.play("j4-k4").outcome()).isEqualTo(EXIT_FORT);
    }

    /**
     * The king on a8 beside the empty corner a9: his room is a8 and a9 and ends at the corner (nothing passes
     * over a corner), so the open squares b9 and beyond are not his room, and b9 is no gap in the wall.
     */
    private static final String KING_BESIDE_THE_CORNER = """
            9 # . . . . . . . #
            8 K T . . t . . . .
            7 T . T . . . . . .
            6 . . . . . . . . .
            5 . . . . # . . . .
            4 . . . . . . . . .
            3 . . . . . . . . .
            2 . . . . . . . . .
            1 # . . . . . . . #
              a b c d e f g h i
            """;

    @Test
    void theKingsRoomEndsAtAnEmptyCornerBesideHim() {
        var game = copenhagen(KING_BESIDE_THE_CORNER, DEFENDERS);
        assertThat(game.isOver()).as("b8 could still be taken from b9 and b7").isFalse();

        assertThat(game.play("c7-b7").outcome()).isEqualTo(EXIT_FORT);
    }

    @Test
    void anAttackerBesideTheEmptyCornerOfTheRoomBreaksTheFort() {
        var game = copenhagen(KING_BESIDE_THE_CORNER.replace("9 # . .", "9 # t ."), DEFENDERS);

        assertThat(game.play("c7-b7").outcome())
                .as("b9 touches the corner a9, which is in the room")
                .isNull();
    }

    /** docs/rules.md 2: a start position is judged like the position after a move. */
    @Test
    void aStartingPositionCanAlreadyBeAnExitFort() {
        var game = copenhagen("""
                9 # . . . . . . . #
                8 . . . . t . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . . . . # . . . .
                4 . . . . . . . . .
                3 . . . T T T . . .
                2 . . T . . . T . .
                1 # . T T K T T . #
                  a b c d e f g h i
                """, ATTACKERS);

        assertThat(game.ply()).isZero();
        assertThat(game.outcome()).isEqualTo(EXIT_FORT);
        assertThat(game.legalMoves()).isEmpty();
        refused(game, "e8-e7", MoveError.GAME_OVER);
    }

    /** The lemma behind {@link ExitFort#MIN_WALL}, on every board size. */
    @Test
    void theSquaresButTheCornersStayConnectedWithoutAnyOneSquare() {
        for (int size = Geometry.MIN_SIZE; size <= Geometry.MAX_SIZE; size += 2) {
            Geometry g = Geometry.of(size);
            for (int removed : g.squares) {
                if (g.corner[removed]) {
                    continue;
                }
                boolean[] reached = new boolean[g.cellCount];
                int start = removed == g.squares[1] ? g.squares[2] : g.squares[1];
                int[] queue = new int[g.cellCount];
                int head = 0;
                int tail = 0;
                reached[start] = true;
                queue[tail++] = start;
                while (head < tail) {
                    int square = queue[head++];
                    for (int step : g.steps) {
                        int next = square + step;
                        if (g.emptyCells[next] == Cells.EMPTY && !g.corner[next] && next != removed && !reached[next]) {
                            reached[next] = true;
                            queue[tail++] = next;
                        }
                    }
                }
                assertThat(tail)
                        .as("%dx%d board without its corners and %s", size, size, g.square(removed))
                        .isEqualTo(size * size - 5);
            }
        }
    }

    /**
     * What {@link ExitFort#MIN_WALL} lets the engine skip, walked in full: the king on any edge square, at most one
     * defender and one attacker anywhere, never a fort.
     */
    @Test
    void withOneDefenderOrNoneAnAttackerAlwaysTouchesTheKingsRegion() {
        for (int size = Geometry.MIN_SIZE; size <= 11; size += 2) {
            Geometry g = Geometry.of(size);
            ExitFort exitFort = new ExitFort(Terrain.of(Ruleset.COPENHAGEN, g));
            int walks = 0;
            for (int king : g.squares) {
                if (!g.edge[king] || g.corner[king]) {
                    continue;
                }
                for (int defender : g.squares) {
                    // The king's own square stands for "no defender".
                    if (g.restricted[defender]) {
                        continue;
                    }
                    for (int attacker : g.squares) {
                        if (g.restricted[attacker] || attacker == king || attacker == defender) {
                            continue;
                        }
                        byte[] cells = g.emptyCells.clone();
                        cells[defender] = Cells.DEFENDER;
                        cells[king] = Cells.KING;
                        cells[attacker] = Cells.ATTACKER;
                        assertThat(exitFort.holds(cells, king))
                                .as("%s", new Board(g, cells))
                                .isFalse();
                        walks++;
                    }
                }
            }
            assertThat(walks).isPositive();
        }
    }

    @Test
    void aLoneKingOnTheEdgeWithNoAttackerLeftIsInAFort() {
        var game = copenhagen("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . . # . . .
                3 . . . . . . .
                2 . . . . . . .
                1 # . K . . . #
                  a b c d e f g
                """, ATTACKERS);

        assertThat(game.outcome()).isEqualTo(EXIT_FORT);
    }
}
