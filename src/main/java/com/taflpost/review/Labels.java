package com.taflpost.review;

/**
 * How much a move lost, and its label. Scores are in hundredths of an attacker (a defender is worth 190, a king's open
 * road to an escape 450, a king nobody can stop 5000) with forced ends near a million; a score is first held within
 * {@link #CAP} either way, so that a move from a won position to another won one loses nothing and a move that throws a
 * win away or walks into a loss loses the most there is. See docs/computer.md, "Reviews".
 */
public final class Labels {
    /** Ten attackers: past this a side is winning, however much further the evaluation goes. */
    public static final int CAP = 1000;

    /** Half an attacker and more. */
    public static final int INACCURACY = 50;

    /** About a defender (190): a piece given away, or the king's road left half open. */
    public static final int MISTAKE = 150;

    /** A king's road to an escape (450) or more, less a margin for the search's short sight. */
    public static final int BLUNDER = 350;

    private Labels() {}

    /** A score held within the cap; forced ends land on it. */
    public static int held(int score) {
        return Math.max(-CAP, Math.min(CAP, score));
    }

    /** What the move lost from the mover's view: never less than nothing (a shallow search can find a move better). */
    public static int loss(int before, int after) {
        return Math.max(0, held(before) - held(after));
    }

    /** The label of a move that lost {@code loss}; null for one that lost too little to mention. */
    public static String of(int loss) {
        if (loss >= BLUNDER) {
            return "blunder";
        }
        if (loss >= MISTAKE) {
            return "mistake";
        }
        return loss >= INACCURACY ? "inaccuracy" : null;
    }
}
