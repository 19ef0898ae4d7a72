package com.taflpost.http;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** One page of a longer list; {@code page} counts from 0. */
public record Page<T>(
        @Schema(description = "The items on this page") List<T> items,

        @Schema(description = "Index of this page, from 0", examples = "0")
        int page,

        @Schema(description = "Largest number of items on a page", examples = "20")
        int size,

        @Schema(description = "Number of items on all pages", examples = "1")
        long total) {

    public static final String DEFAULT_SIZE = "20";
    public static final int MAX_SIZE = 100;
    /** The last page a list may ask for: with MAX_SIZE, an offset far from overflowing an int. */
    public static final int MAX_PAGE = 100_000;
}
