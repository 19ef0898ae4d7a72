package com.taflpost.deprecation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The day after which a deprecated operation may go. With {@code @Deprecated(since = "<ISO date>")} on the same
 * resource method it is the one statement of a deprecation: SmallRye OpenAPI reads {@code @Deprecated} into the
 * contract's {@code deprecated: true}, and {@link DeprecationHeaders} reads both into the {@code Deprecation} and
 * {@code Sunset} headers of every answer. The sunset is at least {@link #POLICY_DAYS} days after the deprecation
 * (docs/api.md, "Deprecation"; checked by DeprecationPolicyTest).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Sunset {

    /** The least time, in days, between an operation's deprecation and its sunset. */
    int POLICY_DAYS = 90;

    /** The day, as an ISO date (2027-03-08), after which the operation may answer 410 or 404. */
    String value();

    /** What a client uses instead, in words (an operation, a member): it goes into the changelog too. */
    String instead();
}
