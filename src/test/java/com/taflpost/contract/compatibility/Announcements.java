package com.taflpost.contract.compatibility;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The breaks docs/api-changelog.md announces for the next release: every operation named in backticks
 * ({@code `GET /api/x`}) on a line of the "### Breaking" part of its "## Unreleased" section. A break in an operation
 * so named passes the compatibility check; any other fails it.
 */
public record Announcements(Set<String> operations) {

    private static final Pattern OPERATION =
            Pattern.compile("`((?:GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS) /[^`\\s]*)`");

    /** The operations announced as broken in the changelog's text. */
    public static Announcements in(String changelog) {
        Set<String> operations = new LinkedHashSet<>();
        boolean unreleased = false;
        boolean breaking = false;
        for (String line : changelog.lines().toList()) {
            if (line.startsWith("## ")) {
                unreleased = line.startsWith("## Unreleased");
                breaking = false;
            } else if (line.startsWith("### ")) {
                breaking = unreleased && line.startsWith("### Breaking");
            } else if (breaking) {
                Matcher matcher = OPERATION.matcher(line);
                while (matcher.find()) {
                    operations.add(matcher.group(1));
                }
            }
        }
        return new Announcements(Set.copyOf(operations));
    }

    /** The breaks among {@code breaks} whose operation is not announced. */
    public List<Breaks.Break> unannounced(List<Breaks.Break> breaks) {
        return breaks.stream()
                .filter(found -> !operations.contains(found.operation()))
                .toList();
    }
}
