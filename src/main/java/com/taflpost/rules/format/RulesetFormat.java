package com.taflpost.rules.format;

import com.taflpost.rules.Board;
import com.taflpost.rules.NotationException;
import com.taflpost.rules.Preset;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Ruleset.Corners;
import com.taflpost.rules.RulesetBuilder;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Reads and writes a ruleset, with an optional starting position, in the description format of docs/variants.md:
 * {@code key:value} entries, as text or as a map. A key left out keeps Copenhagen's answer.
 */
public final class RulesetFormat {
    /** The id of a ruleset read from a description that is not one we know. */
    public static final String CUSTOM = "custom";

    private static final List<String> RULE_KEYS = RulesetQuestions.KEYS;
    private static final List<String> THRONE_KEYS = RulesetQuestions.ALL.stream()
            .filter(question ->
                    question.unless() != null && question.unless().key().equals("throne"))
            .map(RulesetQuestions.Question::key)
            .toList();

    private RulesetFormat() {}

    /** A ruleset as read, and the starting position the description gave (null when it gave none). */
    public record Description(Ruleset ruleset, Board start) {}

    /** Every answer of the ruleset as one line of text. */
    public static String write(Ruleset ruleset) {
        return text(toMap(ruleset, null));
    }

    /** The ruleset and its starting position as one line of text. */
    public static String write(Ruleset ruleset, Board start) {
        return text(toMap(ruleset, start));
    }

    /** Every answer as keys and values, in the order of docs/variants.md; {@code start} may be null. */
    public static Map<String, String> toMap(Ruleset ruleset, Board start) {
        Map<String, String> map = new LinkedHashMap<>();
        map.put("first", ruleset.firstMover().id());
        map.put("escape", ruleset.escape().id());
        map.put("king-arms", ruleset.kingArms().id());
        map.put("king-strength", ruleset.kingStrength().id());
        map.put("king-on-edge", ruleset.kingOnEdge().id());
        map.put("corners", ruleset.corners().id());
        if (ruleset.corners() != Corners.NONE) {
            map.put("corners-hostile-to", ruleset.cornersHostileTo().id());
        }
        map.put("throne", yesNo(ruleset.throne()));
        if (ruleset.throne()) {
            map.put("throne-crossing", ruleset.othersCrossThrone() ? "everyone" : "king");
            map.put("king-returns", yesNo(ruleset.kingReturnsToThrone()));
            map.put("empty-throne-hostile-to", ruleset.emptyThroneHostileTo().id());
            map.put(
                    "occupied-throne-hostile-to",
                    ruleset.occupiedThroneHostileTo().id());
        }
        map.put("shieldwall", yesNo(ruleset.shieldwall()));
        map.put("exit-fort", yesNo(ruleset.exitFort()));
        map.put("encirclement", yesNo(ruleset.encirclement()));
        map.put("repetition", ruleset.repetition().id());
        map.put("no-move", ruleset.noMove().id());
        map.put("move-limit", Integer.toString(ruleset.moveLimit()));
        map.put("move-limit-result", ruleset.moveLimitResult().id());
        if (start != null) {
            map.put("size", Integer.toString(start.size()));
            map.put("start", start.toString());
        }
        return map;
    }

    /**
     * Reads a description written as text.
     *
     * @throws RulesetFormatException with the reason and the key it is about
     */
    public static Description read(String text) {
        Map<String, String> entries = new LinkedHashMap<>();
        for (String entry : text.strip().split("\\s+")) {
            if (entry.isEmpty()) {
                continue;
            }
            int colon = entry.indexOf(':');
            if (colon <= 0) {
                throw new RulesetFormatException(
                        RulesetFormatException.Reason.MALFORMED,
                        "'" + entry + "' is not an entry: expected key:value, like escape:edges");
            }
            String key = entry.substring(0, colon);
            if (entries.put(key, entry.substring(colon + 1)) != null) {
                throw new RulesetFormatException(
                        RulesetFormatException.Reason.MALFORMED, "the key " + key + " is given twice");
            }
        }
        return read(entries);
    }

    /**
     * Reads a description given as keys and values (a JSON object's members, say).
     *
     * @throws RulesetFormatException with the reason and the key it is about
     */
    public static Description read(Map<String, String> entries) {
        return read(entries, Ruleset.COPENHAGEN);
    }

    /**
     * Reads a description that amends {@code base}: a key left out keeps the base's answer (Copenhagen's where the
     * base has no such square: a throne or corners the description adds).
     *
     * @throws RulesetFormatException with the reason and the key it is about
     */
    public static Description read(Map<String, String> entries, Ruleset base) {
        for (String key : entries.keySet()) {
            if (!RULE_KEYS.contains(key) && !key.equals("size") && !key.equals("start")) {
                throw new RulesetFormatException(
                        RulesetFormatException.Reason.UNKNOWN_KEY,
                        "unknown key '" + key + "': expected one of " + String.join(", ", RULE_KEYS) + ", size, start");
            }
        }
        Entries in = new Entries(entries);
        RulesetBuilder rules = Ruleset.builder(CUSTOM)
                .firstMover(in.get("first", base.firstMover(), RulesetFormat::side))
                .escape(in.choice("escape", base.escape(), Ruleset.Escape.values()))
                .kingArms(in.choice("king-arms", base.kingArms(), Ruleset.KingArms.values()))
                .kingStrength(in.choice("king-strength", base.kingStrength(), Ruleset.KingStrength.values()))
                .kingOnEdge(in.choice("king-on-edge", base.kingOnEdge(), Ruleset.KingOnEdge.values()));
        Corners corners = in.choice("corners", base.corners(), Corners.values());
        rules.corners(corners);
        if (corners == Corners.NONE) {
            in.refuse("corners-hostile-to", "corners:none");
        } else {
            Ruleset cornered = base.corners() == Corners.NONE ? Ruleset.COPENHAGEN : base;
            rules.cornersHostileTo(
                    in.choice("corners-hostile-to", cornered.cornersHostileTo(), Ruleset.Hostility.values()));
        }
        if (in.flag("throne", base.throne())) {
            Ruleset throned = base.throne() ? base : Ruleset.COPENHAGEN;
            rules.othersCrossThrone(in.get("throne-crossing", throned.othersCrossThrone(), RulesetFormat::crossing))
                    .kingReturnsToThrone(in.flag("king-returns", throned.kingReturnsToThrone()))
                    .emptyThroneHostileTo(in.choice(
                            "empty-throne-hostile-to", throned.emptyThroneHostileTo(), Ruleset.Hostility.values()))
                    .occupiedThroneHostileTo(in.choice(
                            "occupied-throne-hostile-to",
                            throned.occupiedThroneHostileTo(),
                            Ruleset.Hostility.values()));
        } else {
            for (String key : THRONE_KEYS) {
                in.refuse(key, "throne:no");
            }
            rules.noThrone();
        }
        rules.shieldwall(in.flag("shieldwall", base.shieldwall()))
                .exitFort(in.flag("exit-fort", base.exitFort()))
                .encirclement(in.flag("encirclement", base.encirclement()))
                .repetition(in.choice("repetition", base.repetition(), Ruleset.Repetition.values()))
                .noMove(in.choice("no-move", base.noMove(), Ruleset.NoMove.values()))
                .moveLimit(
                        in.get("move-limit", base.moveLimit(), RulesetFormat::moveLimit),
                        in.get("move-limit-result", base.moveLimitResult(), RulesetFormat::winner));
        Ruleset ruleset;
        try {
            ruleset = known(rules.build());
        } catch (IllegalArgumentException e) {
            throw new RulesetFormatException(RulesetFormatException.Reason.IMPOSSIBLE, e.getMessage());
        }
        return new Description(ruleset, start(entries, ruleset));
    }

    /** The ruleset we know by id that plays like {@code read}, or {@code read} itself. */
    private static Ruleset known(Ruleset read) {
        for (Ruleset ruleset : Ruleset.all()) {
            if (ruleset.playsLike(read)) {
                return ruleset;
            }
        }
        for (Preset preset : Preset.all()) {
            if (preset.ruleset().playsLike(read)) {
                return preset.ruleset();
            }
        }
        return read;
    }

    private static Board start(Map<String, String> entries, Ruleset ruleset) {
        String position = entries.get("start");
        String size = entries.get("size");
        if (position == null) {
            if (size != null) {
                throw new RulesetFormatException(
                        RulesetFormatException.Reason.BAD_START, "size:" + size + " needs a start position");
            }
            return null;
        }
        Board start;
        try {
            start = Board.parse(position, ruleset);
        } catch (NotationException | NumberFormatException e) {
            throw new RulesetFormatException(RulesetFormatException.Reason.BAD_START, "start: " + e.getMessage());
        }
        if (size != null && !size.equals(Integer.toString(start.size()))) {
            throw new RulesetFormatException(
                    RulesetFormatException.Reason.BAD_START,
                    "the start is a " + start.size() + "x" + start.size() + " board, not size " + size);
        }
        return start;
    }

    private static String text(Map<String, String> map) {
        StringBuilder text = new StringBuilder();
        map.forEach((key, value) ->
                text.append(text.isEmpty() ? "" : " ").append(key).append(':').append(value));
        return text.toString();
    }

    private static String yesNo(boolean value) {
        return value ? "yes" : "no";
    }

    private static Side side(String value) {
        return Side.fromId(value);
    }

    private static boolean crossing(String value) {
        return switch (value) {
            case "everyone" -> true;
            case "king" -> false;
            default -> throw new IllegalArgumentException("expected everyone or king");
        };
    }

    private static int moveLimit(String value) {
        if (!value.matches("\\d{1,5}") || Integer.parseInt(value) > Ruleset.MAX_MOVE_LIMIT) {
            throw new IllegalArgumentException("expected a number of moves from 0 (none) to " + Ruleset.MAX_MOVE_LIMIT);
        }
        return Integer.parseInt(value);
    }

    private static Winner winner(String value) {
        for (Winner winner : Winner.values()) {
            if (winner.id().equals(value)) {
                return winner;
            }
        }
        throw new IllegalArgumentException("expected draw, attackers or defenders");
    }

    /** The entries of a description, each read with its key named in any refusal. */
    private record Entries(Map<String, String> map) {
        <T> T get(String key, T fallback, Function<String, T> reader) {
            String value = map.get(key);
            if (value == null) {
                return fallback;
            }
            try {
                return reader.apply(value);
            } catch (IllegalArgumentException e) {
                throw new RulesetFormatException(
                        RulesetFormatException.Reason.BAD_VALUE, key + ":" + value + " is refused: " + e.getMessage());
            }
        }

        <E extends Enum<E>> E choice(String key, E fallback, E[] values) {
            return get(key, fallback, value -> {
                for (E candidate : values) {
                    if (idOf(candidate).equals(value)) {
                        return candidate;
                    }
                }
                throw new IllegalArgumentException("expected one of "
                        + String.join(
                                ", ",
                                java.util.Arrays.stream(values)
                                        .map(RulesetFormat::idOf)
                                        .toList()));
            });
        }

        boolean flag(String key, boolean fallback) {
            return get(key, fallback, value -> switch (value) {
                case "yes" -> true;
                case "no" -> false;
                default -> throw new IllegalArgumentException("expected yes or no");
            });
        }

        void refuse(String key, String because) {
            if (map.containsKey(key)) {
                throw new RulesetFormatException(
                        RulesetFormatException.Reason.IMPOSSIBLE, key + " has no meaning with " + because);
            }
        }
    }

    private static String idOf(Enum<?> value) {
        return value.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
