package com.taflpost.paging;

import com.taflpost.http.Links;
import jakarta.enterprise.context.RequestScoped;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/** The next page's link: the request as asked (its path and query), with the cursor where this page ended. */
@RequestScoped
public class NextLink {
    private final UriInfo request;
    private final Links links;

    NextLink(UriInfo request, Links links) {
        this.request = request;
        this.links = links;
    }

    /** The link to the page after this one; null when there is none. */
    public URI after(Cursor cursor) {
        if (cursor == null) {
            return null;
        }
        String base = request.getBaseUri().getRawPath().replaceAll("/+$", "");
        String path = request.getAbsolutePath().getRawPath().substring(base.length());
        StringJoiner query = new StringJoiner("&", "?", "");
        for (Map.Entry<String, List<String>> parameter :
                request.getQueryParameters().entrySet()) {
            String name = parameter.getKey();
            if (!name.equals("cursor") && !name.equals("page")) {
                parameter.getValue().forEach(value -> query.add(encode(name) + "=" + encode(value)));
            }
        }
        query.add("cursor=" + cursor.write());
        return URI.create(links.to(path) + query.toString());
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
