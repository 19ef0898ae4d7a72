package com.taflpost.webhook;

import java.time.Duration;

/**
 * The time a webhook's receiver gets to answer: the normal timeout, or the short one once it has been slow (answered
 * after the short one, or not at all) {@code slowAnswers} times in a row, until it answers within the short one again.
 * A receiver that stays slow then fails its attempts quickly, and its breaker pauses it, so it holds a delivery slot
 * only briefly.
 */
record AnswerTimeout(Duration timeout, Duration slowTimeout, int slowAnswers) {

    /** The time for an attempt to a receiver that was slow {@code slowInARow} times in a row. */
    Duration after(int slowInARow) {
        return slowInARow >= slowAnswers && slowTimeout.compareTo(timeout) < 0 ? slowTimeout : timeout;
    }

    /** Whether an attempt that ended with {@code outcome} after {@code took} counts as a slow answer. */
    boolean slow(Outcome outcome, Duration took) {
        return outcome.status() == null || took.compareTo(slowTimeout) > 0;
    }
}
