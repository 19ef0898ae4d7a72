package com.taflpost.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * axe-core in the page under test: the script comes from the test classpath (the axe-core jar), so nothing is fetched
 * while the tests run. {@link #run} answers the page's violations, each with its rule, impact and offending elements.
 */
final class Axe {
    private static final String SCRIPT = load();

    /** One rule broken on a page: the rule, how bad (critical, serious, moderate, minor), and where. */
    record Violation(String rule, String impact, String help, List<String> targets) {
        boolean blocking() {
            return "critical".equals(impact) || "serious".equals(impact);
        }

        @Override
        public String toString() {
            return impact + " " + rule + " (" + help + ") on " + targets.size() + ": "
                    + String.join(" | ", targets.subList(0, Math.min(5, targets.size())));
        }
    }

    private Axe() {}

    @SuppressWarnings("unchecked")
    static List<Violation> run(Browser browser) {
        if (!Boolean.TRUE.equals(browser.script("return typeof window.axe === 'object'"))) {
            browser.script(SCRIPT);
        }
        browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        Object answer = browser.driver.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                axe.run(document, {resultTypes: ['violations']})
                  .then((r) => done(r.violations.map((v) => ({
                    rule: v.id,
                    impact: v.impact || 'minor',
                    help: v.help,
                    targets: v.nodes.map((n) => n.target.join(' ') + (n.any[0] && n.any[0].message
                        ? ' — ' + n.any[0].message : '')),
                  }))))
                  .catch((e) => done([{rule: 'axe-error', impact: 'critical', help: String(e), targets: []}]));
                """);
        return ((List<Map<String, Object>>) answer)
                .stream()
                        .map(v -> new Violation(
                                (String) v.get("rule"), (String) v.get("impact"), (String) v.get("help"), (List<String>)
                                        v.get("targets")))
                        .toList();
    }

    private static String load() {
        try (InputStream in = Axe.class.getClassLoader().getResourceAsStream("axe.min.js")) {
            if (in == null) {
                throw new IllegalStateException("axe.min.js is not on the test classpath (com.deque.html.axe-core)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
