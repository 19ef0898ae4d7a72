package com.taflpost.computer;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/** How the computer thinks: how long its strongest level takes a move, and on how many threads it thinks. */
@ConfigMapping(prefix = "taflpost.computer")
public interface ComputerConfig {
    /** The strongest level's time for a move; the others take a share of it. */
    @WithDefault("PT5S")
    Duration strongestTime();

    /** Threads the computer thinks on; by default the cores less one (at least one). */
    Optional<Integer> threads();

    /** Searches that may wait for a thread; more are refused (503 computer-busy) rather than queued without end. */
    @WithDefault("32")
    int waiting();
}
