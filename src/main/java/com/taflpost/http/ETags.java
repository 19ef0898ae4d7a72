package com.taflpost.http;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

/**
 * Strong entity tags and the two comparisons of RFC 9110: {@code If-None-Match} compares weakly (a {@code W/} tag
 * matches its strong twin), {@code If-Match} strongly. A tag is built from what changes its representation, so
 * equal tags mean byte-for-byte equal answers.
 */
public final class ETags {

    private ETags() {}

    /** A strong tag from parts that hold no quote, comma or space (ids, numbers, names of states). */
    public static String of(Object... parts) {
        // built on every read of a game, so with no stream
        StringBuilder tag = new StringBuilder(64).append('"');
        for (int i = 0; i < parts.length; i++) {
            tag.append(i == 0 ? "" : ".").append(parts[i]);
        }
        return tag.append('"').toString();
    }

    /**
     * The answer to a conditional GET: 304 with the tag and no body when {@code ifNoneMatch} names the tag, else 200
     * with the body and the tag.
     */
    public static Response answer(Object body, String mediaType, String tag, String ifNoneMatch) {
        if (noneMatchFails(ifNoneMatch, tag)) {
            return Response.notModified().header(HttpHeaders.ETAG, tag).build();
        }
        return Response.ok(body, mediaType).header(HttpHeaders.ETAG, tag).build();
    }

    /** Whether an {@code If-None-Match} value names {@code tag} (or is {@code *}): then the answer is 304. */
    public static boolean noneMatchFails(String ifNoneMatch, String tag) {
        return listed(ifNoneMatch, tag, false);
    }

    /** Whether an {@code If-Match} value names {@code tag} (or is {@code *}); otherwise the answer is 412. */
    public static boolean matches(String ifMatch, String tag) {
        return listed(ifMatch, tag, true);
    }

    private static boolean listed(String header, String tag, boolean strong) {
        if (header == null) {
            return false;
        }
        for (String listed : header.split(",")) {
            String candidate = listed.strip();
            if (candidate.equals("*")) {
                return true;
            }
            if (candidate.startsWith("W/")) {
                if (strong) {
                    continue;
                }
                candidate = candidate.substring(2);
            }
            if (candidate.equals(tag)) {
                return true;
            }
        }
        return false;
    }
}
