package com.taflpost.rules.format;

import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * The questions a ruleset description answers (docs/variants.md, the description format), in its order: each key with
 * what it asks, the answers {@link RulesetFormat} reads, and the answer of another key under which it has no meaning.
 * The format reads its keys from here, so a front end that lists these questions offers what the format accepts.
 */
public final class RulesetQuestions {

    /** A key whose answer makes this question meaningless: corners-hostile-to unless corners:none, say. */
    public record Unless(String key, String answer) {}

    /**
     * One question. {@code answers} lists the choices, or is empty for a number from 0 to {@code maximum} (the move
     * limit); {@code unless} is null for a question that always applies.
     */
    public record Question(String key, String asks, List<String> answers, Integer maximum, Unless unless) {
        public boolean isNumber() {
            return answers.isEmpty();
        }
    }

    private static final List<String> YES_NO = List.of("yes", "no");
    private static final Unless NO_CORNERS = new Unless("corners", Ruleset.Corners.NONE.id());
    private static final Unless NO_THRONE = new Unless("throne", "no");

    public static final List<Question> ALL = List.of(
            choice("first", "The side that moves first from a named board", ids(Side.values(), Side::id)),
            choice("escape", "Where the king escapes to", ids(Ruleset.Escape.values(), Ruleset.Escape::id)),
            choice(
                    "king-arms",
                    "Whether the king takes part in captures: armed (both ways), unarmed, hammer (only as the mover)"
                            + " or anvil (only as the far side)",
                    ids(Ruleset.KingArms.values(), Ruleset.KingArms::id)),
            choice(
                    "king-strength",
                    "How many attackers it takes to capture the king",
                    ids(Ruleset.KingStrength.values(), Ruleset.KingStrength::id)),
            choice(
                    "king-on-edge",
                    "Whether the king can be captured on an edge square, and whether the edge closes a side",
                    ids(Ruleset.KingOnEdge.values(), Ruleset.KingOnEdge::id)),
            choice(
                    "corners",
                    "The restricted squares in the corners: none, the corner squares, or 2x2 blocks",
                    ids(Ruleset.Corners.values(), Ruleset.Corners::id)),
            hostility("corners-hostile-to", "Whom an empty corner helps to capture", NO_CORNERS),
            choice("throne", "Whether the centre square is a throne", YES_NO),
            new Question(
                    "throne-crossing",
                    "Who may pass over the empty throne",
                    List.of("everyone", "king"),
                    null,
                    NO_THRONE),
            new Question(
                    "king-returns",
                    "Whether the king may stop on the throne again once he has left it",
                    YES_NO,
                    null,
                    NO_THRONE),
            hostility("empty-throne-hostile-to", "Whom the empty throne helps to capture", NO_THRONE),
            hostility(
                    "occupied-throne-hostile-to",
                    "Whom the throne helps to capture while the king sits on it",
                    NO_THRONE),
            choice("shieldwall", "Whether rows on an edge are captured as a whole", YES_NO),
            choice(
                    "exit-fort",
                    "Whether the defenders win by an exit fort (needs escape to the corner squares)",
                    YES_NO),
            choice("encirclement", "Whether the attackers win by shutting in every defender", YES_NO),
            choice(
                    "repetition",
                    "What a position created for the third time does",
                    ids(Ruleset.Repetition.values(), Ruleset.Repetition::id)),
            choice(
                    "no-move",
                    "What happens to a side that has no legal move on its turn",
                    ids(Ruleset.NoMove.values(), Ruleset.NoMove::id)),
            new Question(
                    "move-limit",
                    "The number of moves (plies) after which the game ends, 0 for no limit",
                    List.of(),
                    Ruleset.MAX_MOVE_LIMIT,
                    null),
            new Question(
                    "move-limit-result",
                    "Who wins when the move limit ends the game (draw for a draw)",
                    ids(Winner.values(), Winner::id),
                    null,
                    new Unless("move-limit", "0")));

    /** The keys in the description's order. */
    public static final List<String> KEYS = ALL.stream().map(Question::key).toList();

    private RulesetQuestions() {}

    private static Question choice(String key, String asks, List<String> answers) {
        return new Question(key, asks, answers, null, null);
    }

    private static Question hostility(String key, String asks, Unless unless) {
        return new Question(key, asks, ids(Ruleset.Hostility.values(), Ruleset.Hostility::id), null, unless);
    }

    private static <E> List<String> ids(E[] values, Function<E, String> id) {
        return Arrays.stream(values).map(id).toList();
    }
}
