package com.taflpost.catalog;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.format.RulesetFormat;
import com.taflpost.rules.format.RulesetFormatException;
import java.util.Collections;
import java.util.Map;

/**
 * Rules a request gives as a description (docs/variants.md, custom rules): the keys amend a named ruleset, or
 * Copenhagen when none is named. A description that plays like a named ruleset becomes that ruleset, so the same
 * game is never stored under two names; any other is the ruleset {@code custom}.
 */
public final class CustomRules {
    private static final String TITLE = "Invalid rules";

    private CustomRules() {}

    /**
     * @throws ApiException.Unprocessable {@code rules-unknown-key}, {@code rules-bad-value} or
     *     {@code rules-impossible}, with the format's reason; {@code rules-start} for a start given among the rules,
     *     since a request gives it as position and sideToMove
     */
    public static Ruleset read(Map<String, String> rules, Ruleset base) {
        if (rules.containsKey("start") || rules.containsKey("size")) {
            throw refused(
                    "rules-start",
                    "start and size are not rules: give the start as position with sideToMove, or name a board");
        }
        try {
            return RulesetFormat.read(rules, base).ruleset();
        } catch (RulesetFormatException e) {
            throw refused("rules-" + e.reason().code(), e.getMessage());
        }
    }

    /**
     * Rulesets described lately: every game read shows its rules, and a server plays few rulesets, so each is written
     * once rather than on every read.
     */
    private static final Cache<Ruleset, Map<String, String>> DESCRIBED =
            Caffeine.newBuilder().maximumSize(256).build();

    /** The description of a ruleset as a JSON member shows it: every key with its answer. */
    public static Map<String, String> described(Ruleset ruleset) {
        return DESCRIBED.get(ruleset, played -> Collections.unmodifiableMap(RulesetFormat.toMap(played, null)));
    }

    private static ApiException refused(String code, String detail) {
        return new ApiException.Unprocessable(code, TITLE, code, detail, Map.of());
    }
}
