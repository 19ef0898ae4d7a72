package com.taflpost.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every end reason passes through {@link GameEnding}: each is listed here with the methods of GameEnding that end a
 * game for it, and ArchitectureTest#onlyTheEndingWritesAResult fails for any other class that writes a result. A
 * reason added to {@link ResultReason} fails this until it says which way it ends a game.
 */
class EndReasonsTest {

    /** The board's endings come with a move; the others each have their own way in. */
    private static final Set<String> BY_MOVE = Set.of("byMove", "byMoveNow");

    private static final Map<ResultReason, Set<String>> WAYS = Map.ofEntries(
            Map.entry(ResultReason.KING_CAPTURED, BY_MOVE),
            Map.entry(ResultReason.KING_ESCAPED, BY_MOVE),
            Map.entry(ResultReason.EXIT_FORT, BY_MOVE),
            Map.entry(ResultReason.ENCIRCLEMENT, BY_MOVE),
            Map.entry(ResultReason.REPETITION, BY_MOVE),
            Map.entry(ResultReason.NO_LEGAL_MOVE, BY_MOVE),
            Map.entry(ResultReason.MOVE_LIMIT, BY_MOVE),
            Map.entry(ResultReason.RESIGNATION, Set.of("resign")),
            // on a read or a change (timeOut), and in the sweeper's batch (timedOutAll)
            Map.entry(ResultReason.TIMEOUT, Set.of("timedOut", "timeOut", "timedOutAll")),
            Map.entry(ResultReason.FORFEIT, Set.of("offBoard")),
            Map.entry(ResultReason.ADJUDICATION, Set.of("offBoard")));

    @Test
    void everyEndReasonHasItsWayThroughTheEnding() {
        assertThat(WAYS.keySet()).containsExactlyInAnyOrderElementsOf(EnumSet.allOf(ResultReason.class));
    }

    @Test
    void eachWayIsAMethodOfTheEnding() {
        Set<String> methods = Arrays.stream(GameEnding.class.getDeclaredMethods())
                .map(Method::getName)
                .collect(Collectors.toSet());
        WAYS.forEach((reason, ways) ->
                assertThat(methods).as("the ways of %s", reason).containsAll(ways));
        // the endings without a result pass there too: an abort, and a record imported finished
        assertThat(methods).contains("abort", "recorded");
    }
}
