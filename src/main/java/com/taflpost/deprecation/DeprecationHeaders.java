package com.taflpost.deprecation;

import com.taflpost.resource.ResourceDeclarations;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.ext.Provider;
import java.lang.reflect.Method;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Tells a client that the operation it called is on its way out, on every answer of a resource method marked
 * {@code @Deprecated(since = ...)}: {@code Deprecation} (RFC 9745, a structured date, {@code @} and the epoch seconds
 * of the day it was deprecated) and, with {@link Sunset}, {@code Sunset} (RFC 8594, the HTTP-date after which it may
 * go). A client that logs these finds out months before the operation goes, not on the day.
 */
@Provider
public class DeprecationHeaders implements ContainerResponseFilter {

    /** The headers of one resource method: none for most, worked out once each. */
    record Headers(String deprecation, String sunset) {
        static final Headers NONE = new Headers(null, null);

        /** IMF-fixdate (RFC 9110 5.6.7), the form of HTTP-date a sender must use. */
        private static final DateTimeFormatter HTTP_DATE =
                DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH);

        static Headers of(Method method) {
            Deprecated deprecated = ResourceDeclarations.annotation(method, Deprecated.class);
            if (deprecated == null) {
                return NONE;
            }
            Sunset sunset = ResourceDeclarations.annotation(method, Sunset.class);
            return new Headers(
                    "@" + startOf(deprecated.since()).toEpochSecond(),
                    sunset == null ? null : HTTP_DATE.format(startOf(sunset.value())));
        }

        /** The day's first instant in UTC; a deprecation without its day counts from the epoch, as RFC 9745 allows. */
        private static ZonedDateTime startOf(String day) {
            LocalDate date = day == null || day.isBlank() ? LocalDate.EPOCH : LocalDate.parse(day);
            return date.atStartOfDay(ZoneOffset.UTC);
        }
    }

    private final ResourceInfo resource;
    private final Map<Method, Headers> known = new ConcurrentHashMap<>();

    DeprecationHeaders(ResourceInfo resource) {
        this.resource = resource;
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        Method method = Optional.ofNullable(resource)
                .map(ResourceInfo::getResourceMethod)
                .orElse(null);
        if (method == null) {
            return;
        }
        Headers headers = known.computeIfAbsent(method, Headers::of);
        if (headers.deprecation() != null) {
            response.getHeaders().putSingle("Deprecation", headers.deprecation());
        }
        if (headers.sunset() != null) {
            response.getHeaders().putSingle("Sunset", headers.sunset());
        }
    }
}
