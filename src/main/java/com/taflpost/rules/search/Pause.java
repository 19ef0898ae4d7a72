package com.taflpost.rules.search;

/**
 * How a search gives way to more pressing work on the same machine: at each of its checkpoints it asks the pause to
 * wait while that work runs. The time waited does not count against the search's time, so that giving way costs the
 * move its speed first; the search still answers by twice its time, so a machine busy more than half the time gets
 * moves thought for less.
 */
@FunctionalInterface
public interface Pause {
    /** A search that never gives way. */
    Pause NEVER = latest -> 0;

    /**
     * Waits while something more pressing needs the processor, but not past {@code latest} (a {@link System#nanoTime()}
     * value), and answers how many nanoseconds it waited.
     */
    long whileBusy(long latest);
}
