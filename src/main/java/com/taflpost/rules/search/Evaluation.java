package com.taflpost.rules.search;

import com.taflpost.rules.Position;
import com.taflpost.rules.Side;

/**
 * How much each board fact is worth, in hundredths of an attacker. The weights are a value, so that self-play can
 * set two against each other (see docs/computer.md); {@link #STANDARD} is the one the levels play with. The king
 * escapes where the ruleset says (corners or edges): {@link Position#features()} asks it.
 *
 * @param attacker an attacker on the board
 * @param defender a defender on the board (the king not counted): fewer, so each weighs more, and so an even exchange
 *     helps the attackers, who close the king in with what is left
 * @param escapeNow each escape square the king could reach with his next move
 * @param escapeInTwo each square the king can reach from which an escape square is open
 * @param attackerNextToKing each attacker (or hostile empty throne) beside the king
 * @param mobility each square one side can move to more than the other
 * @param cornerGuard each attacker within two files and ranks of a corner
 * @param cornerBarrier each attacker on the diagonals two and three squares out from a corner: the shape that walls a
 *     corner off, since no piece moves diagonally, and that tafl players build first
 * @param sealedCorner each corner whose diagonal is full: the king can no longer reach it while the wall stands
 * @param cordon each of the king's four lines to the edge with an attacker on it: the ring the attackers close
 * @param kingNearEscape each step the king stands nearer to an escape still open (see {@link Position.Features}):
 *     the attackers' roads are fewer and longer to close the farther he is kept from them
 * @param unstoppable a king the attackers can no longer stop: a road to an escape with the defenders to move, or two
 *     with the attackers to move (one move closes one road only); below a proven win, since the search has not seen
 *     the escape played
 */
public record Evaluation(
        int attacker,
        int defender,
        int escapeNow,
        int escapeInTwo,
        int attackerNextToKing,
        int mobility,
        int cornerGuard,
        int cornerBarrier,
        int sealedCorner,
        int kingMoves,
        int cordon,
        int kingNearEscape,
        int unstoppable) {
    public static final Evaluation STANDARD = new Evaluation(100, 190, 450, 70, 55, 3, 12, 20, 60, 8, 25, 8, 5000);

    /**
     * The weights before the attackers' shapes were weighed: the cordon, the corners' walls, the king's moves and his
     * reach. Self-play ranks them below {@link #STANDARD} (see docs/computer.md).
     */
    public static final Evaluation PIECES_AND_ROADS = new Evaluation(100, 190, 450, 70, 55, 3, 12, 0, 0, 0, 0, 0, 5000);

    /** The position's worth to the side to move: positive when it stands better. */
    public int score(Position position) {
        return score(position, position.features());
    }

    /** The same, from features already counted. */
    public int score(Position position, Position.Features f) {
        int forAttackers = attacker * f.attackers()
                - defender * f.defenders()
                - escapeNow * f.kingEscapesNow()
                - escapeInTwo * f.kingEscapesInTwo()
                + attackerNextToKing * f.attackersNextToKing()
                + mobility * (f.attackerMobility() - f.defenderMobility())
                + cornerGuard * f.cornerGuards()
                + cornerBarrier * f.cornerBarrier()
                + sealedCorner * f.sealedCorners()
                - kingMoves * f.kingMoves()
                + cordon * f.cordon()
                - kingNearEscape * f.kingNearEscape();
        int roadsTheAttackersCanClose = position.sideToMove() == Side.ATTACKERS ? 1 : 0;
        if (f.kingEscapesNow() > roadsTheAttackersCanClose) {
            forAttackers -= unstoppable;
        }
        return position.sideToMove() == Side.ATTACKERS ? forAttackers : -forAttackers;
    }
}
