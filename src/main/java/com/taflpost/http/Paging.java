package com.taflpost.http;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/**
 * The page a list request asks for ({@code ?page=&size=}), one declaration for every list: taken with
 * {@code @Valid @BeanParam Paging paging}; a refusal names the field ({@code page}, {@code size}) as before.
 */
public class Paging {

    @Parameter(description = "Index of the page, from 0", example = "0")
    @QueryParam("page")
    @DefaultValue("0")
    @Min(value = 0, message = "must be 0 or more")
    @Max(value = Page.MAX_PAGE, message = "must be at most " + Page.MAX_PAGE)
    public int page;

    @Parameter(description = "Items per page, 1 to " + Page.MAX_SIZE, example = Page.DEFAULT_SIZE)
    @QueryParam("size")
    @DefaultValue(Page.DEFAULT_SIZE)
    @Min(value = 1, message = "must be 1 to 100")
    @Max(value = Page.MAX_SIZE, message = "must be 1 to 100")
    public int size;
}
