package com.taflpost.tournament.pairing;

import java.util.Locale;

/** How a tournament pairs its players. */
public enum Format {
    /** Everyone meets everyone; all rounds are known from the start. */
    ROUND_ROBIN,
    /** Players with similar scores meet; each round is paired when the previous one has ended. */
    SWISS;

    /** The name used in the API: {@code round-robin}, {@code swiss}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Format fromId(String id) {
        for (Format format : values()) {
            if (format.id().equals(id)) {
                return format;
            }
        }
        throw new IllegalArgumentException("unknown format '" + id + "': expected round-robin or swiss");
    }
}
