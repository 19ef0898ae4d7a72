package com.taflpost.rules;

import com.taflpost.rules.Ruleset.Corners;
import com.taflpost.rules.Ruleset.Escape;
import com.taflpost.rules.Ruleset.Hostility;
import com.taflpost.rules.Ruleset.KingArms;
import com.taflpost.rules.Ruleset.KingOnEdge;
import com.taflpost.rules.Ruleset.KingStrength;
import com.taflpost.rules.Ruleset.NoMove;
import com.taflpost.rules.Ruleset.Repetition;

/** Builds a ruleset answer by answer; {@link #noThrone} and {@link #corners} keep the answers consistent. */
public final class RulesetBuilder {
    private String id;
    private Side firstMover = Side.ATTACKERS;
    private Escape escape = Escape.CORNERS;
    private KingArms kingArms = KingArms.ARMED;
    private KingStrength kingStrength = KingStrength.FOUR_OR_THRONE;
    private KingOnEdge kingOnEdge = KingOnEdge.SAFE;
    private Corners corners = Corners.SQUARES;
    private Hostility cornersHostileTo = Hostility.EVERYONE;
    private boolean throne = true;
    private boolean othersCrossThrone = true;
    private boolean kingReturnsToThrone = true;
    private Hostility emptyThroneHostileTo = Hostility.EVERYONE;
    private Hostility occupiedThroneHostileTo = Hostility.ATTACKERS;
    private boolean shieldwall = true;
    private boolean exitFort = true;
    private boolean encirclement = true;
    private Repetition repetition = Repetition.DEFENDERS_LOSE;
    private NoMove noMove = NoMove.LOSS;
    private int moveLimit;
    private Winner moveLimitResult = Winner.DRAW;

    RulesetBuilder(String id) {
        this.id = id;
    }

    RulesetBuilder(Ruleset r) {
        this(r.id());
        firstMover = r.firstMover();
        escape = r.escape();
        kingArms = r.kingArms();
        kingStrength = r.kingStrength();
        kingOnEdge = r.kingOnEdge();
        corners = r.corners();
        cornersHostileTo = r.cornersHostileTo();
        throne = r.throne();
        othersCrossThrone = r.othersCrossThrone();
        kingReturnsToThrone = r.kingReturnsToThrone();
        emptyThroneHostileTo = r.emptyThroneHostileTo();
        occupiedThroneHostileTo = r.occupiedThroneHostileTo();
        shieldwall = r.shieldwall();
        exitFort = r.exitFort();
        encirclement = r.encirclement();
        repetition = r.repetition();
        noMove = r.noMove();
        moveLimit = r.moveLimit();
        moveLimitResult = r.moveLimitResult();
    }

    public RulesetBuilder id(String value) {
        id = value;
        return this;
    }

    public RulesetBuilder firstMover(Side value) {
        firstMover = value;
        return this;
    }

    public RulesetBuilder escape(Escape value) {
        escape = value;
        return this;
    }

    public RulesetBuilder kingArms(KingArms value) {
        kingArms = value;
        return this;
    }

    public RulesetBuilder kingStrength(KingStrength value) {
        kingStrength = value;
        return this;
    }

    public RulesetBuilder kingOnEdge(KingOnEdge value) {
        kingOnEdge = value;
        return this;
    }

    /** The corners; without corners they are hostile to nobody. */
    public RulesetBuilder corners(Corners value) {
        corners = value;
        if (value == Corners.NONE) {
            cornersHostileTo = Hostility.NOBODY;
        }
        return this;
    }

    public RulesetBuilder cornersHostileTo(Hostility value) {
        cornersHostileTo = value;
        return this;
    }

    /** The centre is an ordinary square: no throne, so no rules for it. */
    public RulesetBuilder noThrone() {
        throne = false;
        othersCrossThrone = true;
        kingReturnsToThrone = true;
        emptyThroneHostileTo = Hostility.NOBODY;
        occupiedThroneHostileTo = Hostility.NOBODY;
        return this;
    }

    public RulesetBuilder throne(boolean value) {
        if (!value) {
            return noThrone();
        }
        throne = true;
        return this;
    }

    public RulesetBuilder othersCrossThrone(boolean value) {
        othersCrossThrone = value;
        return this;
    }

    public RulesetBuilder kingReturnsToThrone(boolean value) {
        kingReturnsToThrone = value;
        return this;
    }

    public RulesetBuilder emptyThroneHostileTo(Hostility value) {
        emptyThroneHostileTo = value;
        return this;
    }

    public RulesetBuilder occupiedThroneHostileTo(Hostility value) {
        occupiedThroneHostileTo = value;
        return this;
    }

    public RulesetBuilder shieldwall(boolean value) {
        shieldwall = value;
        return this;
    }

    public RulesetBuilder exitFort(boolean value) {
        exitFort = value;
        return this;
    }

    public RulesetBuilder encirclement(boolean value) {
        encirclement = value;
        return this;
    }

    public RulesetBuilder repetition(Repetition value) {
        repetition = value;
        return this;
    }

    public RulesetBuilder noMove(NoMove value) {
        noMove = value;
        return this;
    }

    /** Ends the game after {@code plies} moves with {@code result}; 0 for no limit. */
    public RulesetBuilder moveLimit(int plies, Winner result) {
        moveLimit = plies;
        moveLimitResult = result;
        return this;
    }

    /** @throws IllegalArgumentException for an impossible combination */
    public Ruleset build() {
        return new Ruleset(
                id,
                firstMover,
                escape,
                kingArms,
                kingStrength,
                kingOnEdge,
                corners,
                cornersHostileTo,
                throne,
                othersCrossThrone,
                kingReturnsToThrone,
                emptyThroneHostileTo,
                occupiedThroneHostileTo,
                shieldwall,
                exitFort,
                encirclement,
                repetition,
                noMove,
                moveLimit,
                moveLimitResult);
    }
}
