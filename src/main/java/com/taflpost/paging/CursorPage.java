package com.taflpost.paging;

import java.net.URI;
import java.util.List;

/**
 * One page of a list paged by cursor: its items, the largest number a page holds, and the link to the next page
 * (null on the last). Each list states its own schema (items named for what they are) in the OpenAPI document.
 */
public record CursorPage<T>(List<T> items, int size, URI next) {}
