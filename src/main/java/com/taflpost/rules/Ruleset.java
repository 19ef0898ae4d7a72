package com.taflpost.rules;

import java.util.List;
import java.util.Locale;

/**
 * The rules of a tafl game as data: one answer for each question on which tafl rulesets differ. The move loop
 * ({@link Engine}) is written once and asks these. {@link #COPENHAGEN} and {@link #TABLUT} are two values of it
 * (docs/rules.md 4 and 5); {@link Preset} holds the others with their starting layouts (docs/variants.md).
 *
 * @param id the stable name: {@code copenhagen}, {@code tablut}, a preset's ruleset, or {@code custom}
 * @param firstMover the side that moves first from a starting layout
 * @param escape where the king escapes to
 * @param kingArms whether the king takes part in captures
 * @param kingStrength how many attackers it takes to capture the king
 * @param kingOnEdge whether the king can be captured on an edge square, and whether the edge closes a side
 * @param corners the restricted squares in the corners: none, the corner squares, or 2x2 blocks
 * @param cornersHostileTo whom an empty corner square helps to capture
 * @param throne whether the centre square is a throne: only the king may stop on it
 * @param othersCrossThrone whether pieces other than the king may pass over the empty throne
 * @param kingReturnsToThrone whether the king may stop on the throne again once he has left it
 * @param emptyThroneHostileTo whom the empty throne helps to capture
 * @param occupiedThroneHostileTo whom the throne helps to capture while the king sits on it
 * @param shieldwall whether rows on an edge are captured as a whole (docs/rules.md 4.3)
 * @param exitFort whether the defenders win by an exit fort (docs/rules.md 4.4)
 * @param encirclement whether the attackers win by shutting in every defender (docs/rules.md 4.5)
 * @param repetition what a position created for the third time does
 * @param noMove what happens to a side that has no legal move on its turn
 * @param moveLimit the number of moves (plies) after which the game ends, 0 for no limit
 * @param moveLimitResult who wins when the move limit ends the game
 */
public record Ruleset(
        String id,
        Side firstMover,
        Escape escape,
        KingArms kingArms,
        KingStrength kingStrength,
        KingOnEdge kingOnEdge,
        Corners corners,
        Hostility cornersHostileTo,
        boolean throne,
        boolean othersCrossThrone,
        boolean kingReturnsToThrone,
        Hostility emptyThroneHostileTo,
        Hostility occupiedThroneHostileTo,
        boolean shieldwall,
        boolean exitFort,
        boolean encirclement,
        Repetition repetition,
        NoMove noMove,
        int moveLimit,
        Winner moveLimitResult) {

    /** The longest move limit a ruleset may set, far beyond any real game. */
    public static final int MAX_MOVE_LIMIT = 10_000;

    /** Copenhagen Hnefatafl, the World Tafl Federation rules (docs/rules.md 4); the defaults of {@link RulesetBuilder}. */
    public static final Ruleset COPENHAGEN = builder("copenhagen").build();

    /** The site's standard Tablut (docs/rules.md 5). */
    public static final Ruleset TABLUT = builder("tablut")
            .othersCrossThrone(false)
            .occupiedThroneHostileTo(Hostility.EVERYONE)
            .kingOnEdge(KingOnEdge.EDGE_CLOSES)
            .shieldwall(false)
            .exitFort(false)
            .encirclement(false)
            .repetition(Repetition.IGNORED)
            .noMove(NoMove.DRAW)
            .build();

    /** Where the king escapes to. */
    public enum Escape {
        /** The corner squares (every square of a corner block). */
        CORNERS,
        /** Any edge square. */
        EDGES;

        public String id() {
            return idOf(this);
        }
    }

    /** Whether the king takes part in captures: as the piece that moves (hammer) and as the one it closes on (anvil). */
    public enum KingArms {
        ARMED(true, true),
        UNARMED(false, false),
        HAMMER(true, false),
        ANVIL(false, true);

        final boolean hammer;
        final boolean anvil;

        KingArms(boolean hammer, boolean anvil) {
            this.hammer = hammer;
            this.anvil = anvil;
        }

        public String id() {
            return idOf(this);
        }
    }

    /** How the king is captured (always by the move of an attacker beside him). */
    public enum KingStrength {
        /** Between two attackers, or an attacker and a square hostile to him, like any piece. */
        TWO,
        /** By four attackers around him; the throne does not help. */
        FOUR,
        /** By four attackers, or three and the throne beside him. */
        FOUR_OR_THRONE,
        /** Like {@link #FOUR_OR_THRONE} on and beside the throne, like {@link #TWO} elsewhere. */
        STRONG_NEAR_THRONE;

        public String id() {
            return idOf(this);
        }
    }

    /** The king on an edge square. */
    public enum KingOnEdge {
        /** He is never captured there. */
        SAFE,
        /** He is captured there as elsewhere; the edge does not close a side. */
        CAPTURABLE,
        /** He is captured there, and the edge (off the board) or a corner closes a side. */
        EDGE_CLOSES;

        public String id() {
            return idOf(this);
        }
    }

    /** The restricted squares in the corners of the board. */
    public enum Corners {
        NONE,
        /** The four corner squares. */
        SQUARES,
        /** A block of 2x2 squares in each corner. */
        BLOCKS;

        public String id() {
            return idOf(this);
        }
    }

    /** Whose pieces a special square helps to capture, as if it held an enemy piece. */
    public enum Hostility {
        NOBODY,
        ATTACKERS,
        DEFENDERS,
        EVERYONE;

        public String id() {
            return idOf(this);
        }

        boolean to(byte victim) {
            return this == EVERYONE || (victim == Cells.ATTACKER ? this == ATTACKERS : this == DEFENDERS);
        }
    }

    /** What a move that creates a position for the third time does (a position is the board and the side to move). */
    public enum Repetition {
        /** The defenders lose, whoever moved. */
        DEFENDERS_LOSE,
        /** The side that made the move loses. */
        REPEATER_LOSES,
        DRAW,
        IGNORED;

        public String id() {
            return idOf(this);
        }
    }

    /** What happens to a side that has no legal move on its turn. */
    public enum NoMove {
        LOSS,
        DRAW;

        public String id() {
            return idOf(this);
        }
    }

    /**
     * Refuses impossible combinations and keeps one spelling of each ruleset: a square that does not exist has no
     * hostility and no rules for passing, so that two rulesets that play alike are equal.
     *
     * @throws IllegalArgumentException naming the impossible combination
     */
    public Ruleset {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a ruleset needs an id");
        }
        require(firstMover, "firstMover");
        require(escape, "escape");
        require(kingArms, "kingArms");
        require(kingStrength, "kingStrength");
        require(kingOnEdge, "kingOnEdge");
        require(corners, "corners");
        require(cornersHostileTo, "cornersHostileTo");
        require(emptyThroneHostileTo, "emptyThroneHostileTo");
        require(occupiedThroneHostileTo, "occupiedThroneHostileTo");
        require(repetition, "repetition");
        require(noMove, "noMove");
        require(moveLimitResult, "moveLimitResult");
        if (escape == Escape.CORNERS && corners == Corners.NONE) {
            throw new IllegalArgumentException("the king escapes to the corners, but the board has none");
        }
        if (corners == Corners.NONE && cornersHostileTo != Hostility.NOBODY) {
            throw new IllegalArgumentException("corners that do not exist cannot be hostile");
        }
        if (!throne
                && (!othersCrossThrone
                        || !kingReturnsToThrone
                        || emptyThroneHostileTo != Hostility.NOBODY
                        || occupiedThroneHostileTo != Hostility.NOBODY)) {
            throw new IllegalArgumentException(
                    "without a throne there are no rules for crossing, returning to or being captured against it");
        }
        if (!throne
                && (kingStrength == KingStrength.FOUR_OR_THRONE || kingStrength == KingStrength.STRONG_NEAR_THRONE)) {
            throw new IllegalArgumentException("the king's strength " + kingStrength.id() + " needs a throne");
        }
        if (exitFort && (escape != Escape.CORNERS || corners != Corners.SQUARES)) {
            throw new IllegalArgumentException("an exit fort needs escape to the corner squares");
        }
        if (moveLimit < 0 || moveLimit > MAX_MOVE_LIMIT) {
            throw new IllegalArgumentException("a move limit is 0 (none) to " + MAX_MOVE_LIMIT + ", not " + moveLimit);
        }
        if (moveLimit == 0 && moveLimitResult != Winner.DRAW) {
            throw new IllegalArgumentException("a move limit result needs a move limit");
        }
    }

    private static void require(Object value, String name) {
        if (value == null) {
            throw new IllegalArgumentException("a ruleset needs " + name);
        }
    }

    /** The rulesets the API offers (games, analysis and records name them by id). */
    public static List<Ruleset> all() {
        return List.of(COPENHAGEN, TABLUT);
    }

    /**
     * Reads the id of a preset's ruleset ({@link Preset#rulesets()}): {@code copenhagen}, {@code tablut},
     * {@code fetlar} and the others. The one lookup for ruleset ids, so a game, a record and a picture agree.
     */
    public static Ruleset fromId(String id) {
        for (Ruleset ruleset : Preset.rulesets()) {
            if (ruleset.id().equals(id)) {
                return ruleset;
            }
        }
        throw new IllegalArgumentException("unknown ruleset '" + id + "': expected one of "
                + String.join(", ", Preset.rulesets().stream().map(Ruleset::id).toList()));
    }

    /** A builder holding Copenhagen's answers, to change those that differ. */
    public static RulesetBuilder builder(String id) {
        return new RulesetBuilder(id);
    }

    /** A builder holding this ruleset's answers. */
    public RulesetBuilder toBuilder() {
        return new RulesetBuilder(this);
    }

    /** The same rules under another id. */
    public Ruleset withId(String newId) {
        return toBuilder().id(newId).build();
    }

    /** Whether the two play alike, whatever their ids. */
    public boolean playsLike(Ruleset other) {
        return equals(other.withId(id));
    }

    public boolean hasExitForts() {
        return exitFort;
    }

    public boolean hasEncirclement() {
        return encirclement;
    }

    /** Whether a third repetition ends the game (docs/rules.md 4.6), whoever it favours. */
    public boolean hasRepetitionLoss() {
        return repetition != Repetition.IGNORED;
    }

    /** The result when {@code stuck} has no legal move on its turn. */
    public Outcome noLegalMove(Side stuck) {
        return noMove == NoMove.DRAW
                ? new Outcome(Winner.DRAW, EndReason.NO_LEGAL_MOVE)
                : Outcome.win(stuck.opponent(), EndReason.NO_LEGAL_MOVE);
    }

    /** The result when a move creates a position for the third time, {@code mover} having made it; null if none. */
    Outcome repeated(Side mover) {
        return switch (repetition) {
            case DEFENDERS_LOSE -> Outcome.win(Side.ATTACKERS, EndReason.REPETITION);
            case REPEATER_LOSES -> Outcome.win(mover.opponent(), EndReason.REPETITION);
            case DRAW -> new Outcome(Winner.DRAW, EndReason.REPETITION);
            case IGNORED -> null;
        };
    }

    @Override
    public String toString() {
        return id;
    }

    static String idOf(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
