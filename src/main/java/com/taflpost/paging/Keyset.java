package com.taflpost.paging;

import java.util.List;
import java.util.function.Function;

/**
 * A page cut from the rows a keyset query read: the query reads one row more than a page shows, and that row's
 * presence says a next page exists, starting after the page's last row.
 */
public record Keyset<T>(List<T> items, Cursor next) {

    public static <T> Keyset<T> of(List<T> rows, int size, Function<T, Cursor> cursorOf) {
        if (rows.size() <= size) {
            return new Keyset<>(List.copyOf(rows), null);
        }
        List<T> page = List.copyOf(rows.subList(0, size));
        return new Keyset<>(page, cursorOf.apply(page.get(size - 1)));
    }
}
