package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * "Your own rules" on the home page: the editor starts from the chosen ruleset's answers, sends only the changed
 * ones, shows the server's refusal beside the form, and the game page says which rules are played. Screenshots of the
 * open editor, light, dark and on a phone, go to target/browser/.
 */
@QuarkusTest
class RulesEditorBrowserIT {

    @TestHTTPResource("/")
    URL base;

    @Test
    void aGameAgainstTheComputerUnderOwnRules() throws Exception {
        try (Browser b = new Browser("rules-editor", 1280, 900, "en")) {
            b.open(base.toString());
            b.find("#rules-editor summary").click();
            assertThat(b.find("#rule-escape").getAttribute("value")).isEqualTo("corners");
            assertThat(b.text("#custom-rules")).isEmpty();
            // Throne questions mean nothing without a throne: hidden, and back with it.
            b.choose("#rule-throne", "no");
            assertThat(b.find("#rule-escape").isDisplayed()).isTrue();
            assertThat(b.script("return document.getElementById('rule-throne-crossing').offsetParent"))
                    .isNull();
            b.choose("#rule-throne", "yes");
            b.find("#rule-throne-crossing");

            b.choose("#rule-escape", "edges");
            b.choose("#rule-king-arms", "unarmed");
            b.waitForText("#custom-rules", "will not be rated");
            b.choose("#game-board", "brandubh");
            b.choose("#game-side", "attackers");
            b.choose("#game-opponent", "computer-1");
            assertThat(b.script("return [...document.querySelectorAll('#rules-editor .changed')]"
                            + ".map((f) => f.dataset.question).join(' ')"))
                    .isEqualTo("escape king-arms");
            b.script("document.getElementById('rules-editor').scrollIntoView()");
            b.screenshot("open-light");
            b.darkTheme();
            b.screenshot("open-dark");
            b.lightTheme();

            // The request is recorded to see what is sent: the changed answers only, beside the ruleset.
            b.script("const send = window.fetch; window.sent = [];"
                    + " window.fetch = (url, options) => { if (options && options.body) window.sent.push(options.body);"
                    + " return send(url, options); };");
            b.find("#create-game").click();
            // Copenhagen's exit fort needs escape to the corners: the server says so beside the rules.
            b.waitForText("#rules-refusal", "an exit fort needs escape to the corner squares");
            @SuppressWarnings("unchecked")
            Map<String, Object> sent =
                    new ObjectMapper().readValue((String) b.script("return window.sent[0]"), Map.class);
            assertThat(sent)
                    .containsEntry("ruleset", "copenhagen")
                    .containsEntry("rules", Map.of("escape", "edges", "king-arms", "unarmed"));
            assertThat(b.driver.getCurrentUrl()).isEqualTo(base.toString());
            b.screenshot("refused");

            b.choose("#rule-exit-fort", "no");
            assertThat(b.text("#rules-refusal")).isEmpty();
            b.find("#create-game").click();
            b.find(".board");
            b.waitForText(".meta", "Custom rules");
            b.waitForText(".meta", "Computer (level 1)");
            b.find("#game-rules summary").click();
            b.waitForText("#game-rules [data-rule='escape']", "Escape to: Edges");
            assertThat(b.text("#game-rules [data-rule='king-arms']")).isEqualTo("King armed: No, unarmed");
            assertThat(b.text("#game-rules [data-rule='exit-fort']")).isEqualTo("Exit fort wins: No");
            assertThat(b.script("return document.querySelector('#game-rules li').dataset.rule"))
                    .as("the differing rules first")
                    .isIn("escape", "king-arms", "exit-fort");

            b.find("#status.your-turn");
            b.square("b4").click();
            b.square("b2").click();
            b.waitForPiece("b2", "attacker");
            b.until(d -> d.getTitle().startsWith("● Your turn") ? Boolean.TRUE : null);
            b.screenshot("game");
        }
    }

    @Test
    void theOpenEditorFitsAPhoneInBothThemes() {
        for (boolean dark : new boolean[] {false, true}) {
            try (Browser b = phone("rules-editor-phone-" + (dark ? "dark" : "light"))) {
                if (dark) {
                    b.darkTheme();
                }
                b.open(base.toString());
                b.choose("#game-ruleset", "ard-ri");
                b.find("#rules-editor summary").click();
                // Ard Ri has no throne: its throne questions are hidden until one is asked for.
                assertThat(b.script("return document.getElementById('rule-king-returns').offsetParent"))
                        .isNull();
                assertThat(b.script("return document.getElementById('rule-move-limit-result').offsetParent"))
                        .as("no move limit, no result at the limit")
                        .isNull();
                b.type("#rule-move-limit", "200");
                b.choose("#rule-move-limit-result", "attackers");
                b.waitForText("#custom-rules", "will not be rated");
                b.script("document.getElementById('rules-editor').scrollIntoView()");
                assertThat(((Number) b.script("return document.documentElement.scrollWidth")).intValue())
                        .isLessThanOrEqualTo(390);
                b.screenshot("open");
                b.script("document.getElementById('custom-rules').scrollIntoView({block: 'end'})");
                b.screenshot("changed");
                b.find("#rules-reset").click();
                assertThat(b.find("#rule-move-limit").getAttribute("value")).isEqualTo("0");
                assertThat(b.text("#custom-rules")).isEmpty();
            }
        }
    }

    /** A phone's viewport, 390 by 844, as VariantsPhoneBrowserIT sets it. */
    private static Browser phone(String name) {
        Browser b = new Browser(name, 390, 844, "en");
        b.driver.executeCdpCommand(
                "Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
        return b;
    }
}
