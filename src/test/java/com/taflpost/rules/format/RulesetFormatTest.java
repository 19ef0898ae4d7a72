package com.taflpost.rules.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.taflpost.rules.Board;
import com.taflpost.rules.Preset;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.format.RulesetFormatException.Reason;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** docs/variants.md, the description format: round trips, known rulesets by id, refusals with their reason. */
class RulesetFormatTest {

    @Test
    void everyPresetRoundTripsAsTextAndAsAMap() {
        for (Preset preset : Preset.all()) {
            String text = RulesetFormat.write(preset.ruleset(), preset.start());
            RulesetFormat.Description read = RulesetFormat.read(text);
            assertThat(read.ruleset()).as(text).isEqualTo(preset.ruleset());
            assertThat(read.start()).isEqualTo(preset.start());
            assertThat(RulesetFormat.write(read.ruleset(), read.start())).isEqualTo(text);
            assertThat(RulesetFormat.read(RulesetFormat.toMap(preset.ruleset(), null))
                            .ruleset())
                    .isEqualTo(preset.ruleset());
        }
    }

    @Test
    void leftOutKeysKeepCopenhagensAnswersAndAKnownRulesetKeepsItsId() {
        assertThat(RulesetFormat.read("").ruleset()).isSameAs(Ruleset.COPENHAGEN);
        assertThat(RulesetFormat.read("shieldwall:no exit-fort:no repetition:draw")
                        .ruleset())
                .isSameAs(Preset.FETLAR);
        var custom = RulesetFormat.read("shieldwall:no\nmove-limit:200 move-limit-result:defenders")
                .ruleset();
        assertThat(custom.id()).isEqualTo(RulesetFormat.CUSTOM);
        assertThat(custom.shieldwall()).isFalse();
        assertThat(custom.moveLimit()).isEqualTo(200);
        assertThat(RulesetFormat.read(RulesetFormat.write(custom)).ruleset()).isEqualTo(custom);
    }

    @Test
    void aDescriptionAmendingARulesetKeepsThatRulesetsAnswersAndCopenhagensForSquaresItAdds() {
        var unarmed = RulesetFormat.read(Map.of("king-arms", "unarmed"), Preset.BRANDUBH)
                .ruleset();
        assertThat(unarmed)
                .isEqualTo(Preset.BRANDUBH.toBuilder()
                        .id(RulesetFormat.CUSTOM)
                        .kingArms(Ruleset.KingArms.UNARMED)
                        .build());
        assertThat(RulesetFormat.read(Map.of(), Preset.SEA_BATTLE).ruleset()).isSameAs(Preset.SEA_BATTLE);
        var throned = RulesetFormat.read(Map.of("throne", "yes"), Preset.ARD_RI).ruleset();
        assertThat(throned.emptyThroneHostileTo()).isEqualTo(Ruleset.COPENHAGEN.emptyThroneHostileTo());
        assertThat(throned.kingStrength()).isEqualTo(Preset.ARD_RI.kingStrength());
    }

    @Test
    void theCopenhagenDescriptionNamesEveryAnswer() {
        assertThat(RulesetFormat.write(Ruleset.COPENHAGEN))
                .isEqualTo("first:attackers escape:corners king-arms:armed king-strength:four-or-throne"
                        + " king-on-edge:safe corners:squares corners-hostile-to:everyone throne:yes"
                        + " throne-crossing:everyone king-returns:yes empty-throne-hostile-to:everyone"
                        + " occupied-throne-hostile-to:attackers shieldwall:yes exit-fort:yes encirclement:yes"
                        + " repetition:defenders-lose no-move:loss move-limit:0 move-limit-result:draw");
    }

    @Test
    void aVariantNoPresetCoversIsBuiltFromItsDescription() {
        var read = RulesetFormat.read("escape:edges corners:none throne:no king-strength:two exit-fort:no"
                + " start:/2t2/5/t1K1t/5/2t2/ size:5");

        assertThat(read.ruleset().id()).isEqualTo(RulesetFormat.CUSTOM);
        assertThat(read.ruleset().throne()).isFalse();
        assertThat(read.start()).isEqualTo(Board.parse("/2t2/5/t1K1t/5/2t2/"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            escape                                            | MALFORMED   | not an entry
            shieldwall:no shieldwall:yes                      | MALFORMED   | given twice
            colour:red                                        | UNKNOWN_KEY | unknown key 'colour'
            escape:sky                                        | BAD_VALUE   | escape:sky is refused: expected one of corners, edges
            move-limit:-3                                     | BAD_VALUE   | move-limit:-3
            move-limit:10001                                  | BAD_VALUE   | move-limit:10001
            first:kings                                       | BAD_VALUE   | first:kings
            corners:none exit-fort:no                         | IMPOSSIBLE  | escapes to the corners
            escape:edges                                      | IMPOSSIBLE  | exit fort
            throne:no king-returns:no                         | IMPOSSIBLE  | king-returns has no meaning with throne:no
            throne:no                                         | IMPOSSIBLE  | needs a throne
            corners:none escape:edges exit-fort:no corners-hostile-to:attackers | IMPOSSIBLE | corners-hostile-to
            move-limit-result:attackers                       | IMPOSSIBLE  | needs a move limit
            start:/3t3/3t3/3T3/ttT1Ttt/3T3/3t3/3t3/           | BAD_START   | 0 kings
            start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/ size:9    | BAD_START   | not size 9
            size:7                                            | BAD_START   | needs a start
            corners:blocks exit-fort:no start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/1t1t3/ | BAD_START | b1, a restricted square
            """)
    void anInvalidDescriptionIsRefusedWithItsReason(String description, Reason reason, String message) {
        RulesetFormatException refusal =
                catchThrowableOfType(RulesetFormatException.class, () -> RulesetFormat.read(description));

        assertThat(refusal).as(description).isNotNull();
        assertThat(refusal.reason()).as(refusal.getMessage()).isEqualTo(reason);
        assertThat(refusal.getMessage()).contains(message);
        assertThat(reason.code()).matches("[a-z-]+");
    }

    @Test
    void aMapIsCheckedLikeText() {
        RulesetFormatException refusal = catchThrowableOfType(
                RulesetFormatException.class, () -> RulesetFormat.read(Map.of("king-arms", "sword")));

        assertThat(refusal.reason()).isEqualTo(Reason.BAD_VALUE);
        assertThat(refusal.getMessage()).contains("king-arms:sword", "armed, unarmed, hammer, anvil");
    }
}
