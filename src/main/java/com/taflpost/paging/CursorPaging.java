package com.taflpost.paging;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/**
 * The page a list request asks for ({@code ?size=&cursor=}), one declaration for every list paged by cursor: taken
 * with {@code @Valid @BeanParam CursorPaging paging}. The {@code page} of offset paging is refused past the first,
 * naming the cursor, so that an old client is told rather than shown the first page again.
 */
public class CursorPaging {
    public static final String DEFAULT_SIZE = "20";
    public static final int MAX_SIZE = 100;

    @Parameter(description = "Items per page, 1 to " + MAX_SIZE, example = DEFAULT_SIZE)
    @QueryParam("size")
    @DefaultValue(DEFAULT_SIZE)
    @Min(value = 1, message = "must be 1 to 100")
    @Max(value = MAX_SIZE, message = "must be 1 to 100")
    public int size;

    // no example: each list takes only its own cursors, and this declaration serves them all
    @Parameter(description = "Where the page starts: the cursor of the previous page's next link, as given (opaque)")
    @QueryParam("cursor")
    @Pattern(regexp = "^[A-Za-z0-9_-]{1,200}$", message = "must be the cursor of a next link")
    public String cursor;

    @Parameter(
            description =
                    "Replaced by cursor: only 0 (the first page) is accepted; follow the next link for the others",
            deprecated = true,
            example = "0")
    @QueryParam("page")
    @DefaultValue("0")
    @Min(value = 0, message = "pages follow by cursor: follow the next link")
    @Max(value = 0, message = "pages follow by cursor: follow the next link")
    public int page;

    /** The cursor of {@code list}, null for the first page; 400 bad-cursor when the text is not one of its own. */
    public Cursor cursor(String list, int arity) {
        return cursor == null ? null : Cursor.read(cursor, list, arity);
    }

    /** How many rows a page's query reads: one more than it shows, to know whether a next page exists. */
    public int limit() {
        return size + 1;
    }
}
