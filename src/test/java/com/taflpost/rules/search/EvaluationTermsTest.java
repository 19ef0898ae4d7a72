package com.taflpost.rules.search;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.rules.Board;
import com.taflpost.rules.Game;
import com.taflpost.rules.Position;
import com.taflpost.rules.Preset;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Square;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The attackers' terms of the evaluation, each on a drawn board where it decides the move, and the king's escapes
 * read from the ruleset (corners or edges). Each board is also searched with {@link Evaluation#PIECES_AND_ROADS},
 * the weights without the attackers' shapes, to show that the term is what decides.
 */
class EvaluationTermsTest {
    private static final long PLENTY = Duration.ofSeconds(30).toNanos();

    private static Position position(Ruleset rules, String board, Side toMove) {
        return Position.of(Game.start(rules, Board.parse(board, rules), toMove));
    }

    /** The evaluation's own choice, one ply deep and no threats played out: the term alone against the others. */
    private static String choice(Evaluation evaluation, Position position) {
        return new Search(evaluation, Noise.NONE)
                .search(position, new Search.Limits(1, 0, PLENTY, null))
                .best()
                .toString();
    }

    @Test
    void theAttackersWallACornerOff() {
        // a3 and b2 stand on a1's diagonal; c6-c1 fills it, and the king can no longer reach a1 while it stands
        Position position = position(Ruleset.COPENHAGEN, "/11/11/11/11/5T5/2t1TKT4/5T5/11/t10/1t9/11/", Side.ATTACKERS);
        assertThat(position.features().sealedCorners()).isZero();
        assertThat(position.play(position.legalPlies().stream()
                                .filter(ply -> ply.toString().equals("c6-c1"))
                                .findFirst()
                                .orElseThrow())
                        .features()
                        .sealedCorners())
                .isEqualTo(1);
        assertThat(choice(Evaluation.STANDARD, position)).isEqualTo("c6-c1");
        assertThat(choice(Evaluation.PIECES_AND_ROADS, position)).isNotEqualTo("c6-c1");
    }

    @Test
    void anAttackerOnTheKingsLineToTheEdgeClosesTheRing() {
        // the same boards but for one attacker: on f9, behind the defender north of the king, or on h9, off his lines
        Position onTheLine =
                position(Ruleset.COPENHAGEN, "/11/11/5t5/3T7/5T5/2t1TKT2t1/5T5/11/11/5t5/11/", Side.ATTACKERS);
        Position offIt = position(Ruleset.COPENHAGEN, "/11/11/7t3/3T7/5T5/2t1TKT2t1/5T5/11/11/5t5/11/", Side.ATTACKERS);
        assertThat(onTheLine.features().cordon()).isEqualTo(4);
        assertThat(offIt.features().cordon()).isEqualTo(3);
        assertThat(Evaluation.STANDARD.score(onTheLine)).isGreaterThan(Evaluation.STANDARD.score(offIt));
        assertThat(Evaluation.PIECES_AND_ROADS.score(onTheLine))
                .isLessThanOrEqualTo(Evaluation.PIECES_AND_ROADS.score(offIt));
    }

    @Test
    void theKingIsKeptFarFromTheCornersStillOpen() {
        // a11 walled off by a9, b10 and c11: the king beside it threatens less than the king as near to open a1
        Position besideTheWall = position(Ruleset.COPENHAGEN, "/2t8/1t9/t1K8/11/11/11/11/11/11/11/11/", Side.ATTACKERS);
        Position nearAnOpenCorner =
                position(Ruleset.COPENHAGEN, "/2t8/1t9/t10/11/11/11/11/11/2K8/11/11/", Side.ATTACKERS);
        assertThat(besideTheWall.features().sealedCorners()).isEqualTo(1);
        assertThat(besideTheWall.features().kingNearEscape()).isEqualTo(2);
        assertThat(nearAnOpenCorner.features().kingNearEscape()).isEqualTo(8);
        assertThat(Evaluation.STANDARD.score(besideTheWall)).isGreaterThan(Evaluation.STANDARD.score(nearAnOpenCorner));
    }

    @Test
    void underEdgeRulesTheKingsRoadsLeadToTheEdge() {
        // Linnaeus Tablut: the king on e5 sees the edge at e9 up an empty file; an attacker may stand on e9 to close it
        Position position = position(Preset.LINNAEUS_TABLUT, "/9/9/9/9/3tKt3/4t4/9/7T1/9/", Side.ATTACKERS);
        assertThat(position.features().kingEscapesNow()).isEqualTo(1);
        assertThat(KingRoads.of(position))
                .containsExactly(
                        List.of(Square.parse("e6"), Square.parse("e7"), Square.parse("e8"), Square.parse("e9")));
        assertThat(position.features().sealedCorners()).isZero();
        assertThat(position.features().cornerGuards()).isZero();
    }

    @Test
    void underEdgeRulesTheAttackersSeeTheKingsForkPastTheirDepth() {
        // e5-e7 would open a7 and i7 at once; b3-b7 or h3-h7 closes one side first. Only the king's threats played
        // out towards the edges show it one ply deep.
        Game game = Game.start(
                Preset.LINNAEUS_TABLUT,
                Board.parse("/9/4T4/9/3T1T3/3tKt3/3t1t3/1t2T2t1/9/9/", Preset.LINNAEUS_TABLUT),
                Side.ATTACKERS);
        Search.Result result = Computer.evaluate(game, 1, Duration.ofSeconds(30), null);
        assertThat(result.best().toString()).isIn("b3-b7", "h3-h7");
    }
}
