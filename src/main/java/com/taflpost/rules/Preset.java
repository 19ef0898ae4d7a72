package com.taflpost.rules;

import com.taflpost.rules.Ruleset.Corners;
import com.taflpost.rules.Ruleset.Escape;
import com.taflpost.rules.Ruleset.Hostility;
import com.taflpost.rules.Ruleset.KingArms;
import com.taflpost.rules.Ruleset.KingOnEdge;
import com.taflpost.rules.Ruleset.KingStrength;
import com.taflpost.rules.Ruleset.Repetition;
import java.util.List;

/**
 * A tafl variant players expect by name: a ruleset and the layout it starts from, under a stable id.
 * docs/variants.md names each one's sources and the readings chosen where they disagree.
 *
 * @param id the stable name, e.g. {@code fetlar}
 * @param name the name players know it by
 * @param ruleset its rules
 * @param start its starting layout; {@link Ruleset#firstMover()} moves first
 */
public record Preset(String id, String name, Ruleset ruleset, Board start) {

    public static final Ruleset FETLAR = Ruleset.builder("fetlar")
            .shieldwall(false)
            .exitFort(false)
            .repetition(Repetition.DRAW)
            .build();

    public static final Ruleset BRANDUBH = Ruleset.builder("brandubh")
            .kingStrength(KingStrength.STRONG_NEAR_THRONE)
            .kingOnEdge(KingOnEdge.CAPTURABLE)
            .shieldwall(false)
            .exitFort(false)
            .encirclement(false)
            .repetition(Repetition.DRAW)
            .build();

    public static final Ruleset LINNAEUS_TABLUT = Ruleset.builder("linnaeus-tablut")
            .escape(Escape.EDGES)
            .corners(Corners.NONE)
            .kingStrength(KingStrength.STRONG_NEAR_THRONE)
            .kingOnEdge(KingOnEdge.CAPTURABLE)
            .kingReturnsToThrone(false)
            .occupiedThroneHostileTo(Hostility.NOBODY)
            .shieldwall(false)
            .exitFort(false)
            .repetition(Repetition.DRAW)
            .build();

    public static final Ruleset TAWLBWRDD = Ruleset.builder("tawlbwrdd")
            .escape(Escape.EDGES)
            .corners(Corners.NONE)
            .kingStrength(KingStrength.TWO)
            .kingOnEdge(KingOnEdge.CAPTURABLE)
            .shieldwall(false)
            .exitFort(false)
            .repetition(Repetition.DRAW)
            .build();

    public static final Ruleset ARD_RI = Ruleset.builder("ard-ri")
            .escape(Escape.EDGES)
            .corners(Corners.NONE)
            .noThrone()
            .kingStrength(KingStrength.FOUR)
            .kingOnEdge(KingOnEdge.CAPTURABLE)
            .shieldwall(false)
            .exitFort(false)
            .build();

    public static final Ruleset SEA_BATTLE = Ruleset.builder("sea-battle")
            .escape(Escape.EDGES)
            .corners(Corners.NONE)
            .noThrone()
            .kingArms(KingArms.UNARMED)
            .kingStrength(KingStrength.FOUR)
            .kingOnEdge(KingOnEdge.CAPTURABLE)
            .shieldwall(false)
            .exitFort(false)
            .build();

    public static final Ruleset ALEA_EVANGELII = Ruleset.builder("alea-evangelii")
            .corners(Corners.BLOCKS)
            .kingReturnsToThrone(false)
            .occupiedThroneHostileTo(Hostility.NOBODY)
            .shieldwall(false)
            .exitFort(false)
            .repetition(Repetition.REPEATER_LOSES)
            .build();

    private static final List<Preset> ALL = List.of(
            new Preset("copenhagen", "Copenhagen Hnefatafl 11x11", Ruleset.COPENHAGEN, Layout.COPENHAGEN.position()),
            new Preset("copenhagen-13", "Copenhagen Hnefatafl 13x13", Ruleset.COPENHAGEN, Layout.HNEFATAFL.position()),
            new Preset("tablut", "Tablut", Ruleset.TABLUT, Layout.TABLUT.position()),
            new Preset("fetlar", "Fetlar Hnefatafl 11x11", FETLAR, Layout.COPENHAGEN.position()),
            new Preset("brandubh", "Brandubh 7x7", BRANDUBH, Layout.BRANDUBH.position()),
            new Preset("linnaeus-tablut", "Linnaeus Tablut 9x9", LINNAEUS_TABLUT, Layout.TABLUT.position()),
            new Preset(
                    "tawlbwrdd",
                    "Tawlbwrdd 11x11",
                    TAWLBWRDD,
                    "/4ttt4/4t1t4/5t5/5T5/tt2TTT2tt/t1tTTKTTt1t/tt2TTT2tt/5T5/5t5/4t1t4/4ttt4/"),
            new Preset("ard-ri", "Ard Ri 7x7", ARD_RI, "/2ttt2/3t3/t1TTT1t/ttTKTtt/t1TTT1t/3t3/2ttt2/"),
            new Preset("sea-battle", "Sea Battle 9x9", SEA_BATTLE, Layout.TABLUT.position()),
            new Preset(
                    "alea-evangelii",
                    "Alea Evangelii 19x19",
                    ALEA_EVANGELII,
                    "/2t2t7t2t2/19/t4t7t4t/7t1t1t7/6t1T1T1t6/t1t2t7t2t1t/4t4T4t4/3t4T1T4t3/4T2T1T1T2T4"
                            + "/3t2T1TKT1T2t3/4T2T1T1T2T4/3t4T1T4t3/4t4T4t4/t1t2t7t2t1t/6t1T1T1t6/7t1t1t7"
                            + "/t4t7t4t/19/2t2t7t2t2/"));

    private static final List<Ruleset> RULESETS =
            ALL.stream().map(Preset::ruleset).distinct().toList();

    private Preset(String id, String name, Ruleset ruleset, String position) {
        this(id, name, ruleset, Board.parse(position, ruleset));
    }

    /** Every preset, the API's two rulesets on their own boards first. */
    public static List<Preset> all() {
        return ALL;
    }

    /** The presets' rulesets, each once, in the order of {@link #all()}: the rulesets games can be played under. */
    public static List<Ruleset> rulesets() {
        return RULESETS;
    }

    /** The first preset of {@code ruleset}: where a game under it starts when no board is named. */
    public static Preset of(Ruleset ruleset) {
        for (Preset preset : ALL) {
            if (preset.ruleset.id().equals(ruleset.id())) {
                return preset;
            }
        }
        throw new IllegalArgumentException("no preset plays the ruleset '" + ruleset.id() + "'");
    }

    public static Preset fromId(String id) {
        for (Preset preset : ALL) {
            if (preset.id.equals(id)) {
                return preset;
            }
        }
        throw new IllegalArgumentException("unknown preset '" + id + "': expected one of "
                + String.join(", ", ALL.stream().map(Preset::id).toList()));
    }

    /** A new game from the starting layout. */
    public Game game() {
        return Game.start(ruleset, start, ruleset.firstMover());
    }
}
