package com.taflpost.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** docs/variants.md: the presets, each a ruleset and its layout under a stable id. */
class PresetTest {

    @Test
    void copenhagenAndTablutAreTheRulesetsAndBoardsTheyWere() {
        assertThat(Preset.fromId("copenhagen").ruleset()).isSameAs(Ruleset.COPENHAGEN);
        assertThat(Preset.fromId("copenhagen").start()).isEqualTo(Layout.COPENHAGEN.board());
        assertThat(Preset.fromId("copenhagen-13").ruleset()).isSameAs(Ruleset.COPENHAGEN);
        assertThat(Preset.fromId("copenhagen-13").start()).isEqualTo(Layout.HNEFATAFL.board());
        assertThat(Preset.fromId("tablut").ruleset()).isSameAs(Ruleset.TABLUT);
        assertThat(Preset.fromId("tablut").start()).isEqualTo(Layout.TABLUT.board());
        assertThat(Ruleset.fromId("copenhagen")).isSameAs(Ruleset.COPENHAGEN);
        assertThat(Ruleset.fromId("tablut")).isSameAs(Ruleset.TABLUT);
        assertThat(Ruleset.all()).containsExactly(Ruleset.COPENHAGEN, Ruleset.TABLUT);
    }

    @Test
    void everyPresetHasItsOwnIdAndStartsAGameThatIsNotOver() {
        assertThat(Preset.all()).extracting(Preset::id).doesNotHaveDuplicates().hasSize(10);
        for (Preset preset : Preset.all()) {
            assertThat(Preset.fromId(preset.id())).isSameAs(preset);
            Game game = preset.game();
            assertThat(game.isOver()).as(preset.id()).isFalse();
            assertThat(game.sideToMove()).isEqualTo(Side.ATTACKERS);
            assertThat(game.board().king())
                    .as(preset.id())
                    .isEqualTo(game.board().throne());
        }
        assertThatThrownBy(() -> Preset.fromId("chess")).hasMessageContaining("unknown preset 'chess'");
    }

    @Test
    void theLayoutsHaveTheirSourcesPieces() {
        assertPieces("tawlbwrdd", 11, 24, 12);
        assertPieces("ard-ri", 7, 16, 8);
        assertPieces("sea-battle", 9, 16, 8);
        assertPieces("alea-evangelii", 19, 48, 24);
        assertPieces("brandubh", 7, 8, 4);
        assertPieces("fetlar", 11, 24, 12);
        assertPieces("linnaeus-tablut", 9, 16, 8);
    }

    private static void assertPieces(String id, int size, int attackers, int defenders) {
        Board start = Preset.fromId(id).start();
        assertThat(start.size()).as(id).isEqualTo(size);
        assertThat(start.count(Piece.ATTACKER)).as(id).isEqualTo(attackers);
        assertThat(start.count(Piece.DEFENDER)).as(id).isEqualTo(defenders);
        assertThat(start.count(Piece.KING)).as(id).isEqualTo(1);
    }

    @Test
    void impossibleCombinationsAreRefused() {
        assertThatThrownBy(() -> Ruleset.builder("x")
                        .corners(Ruleset.Corners.NONE)
                        .exitFort(false)
                        .build())
                .hasMessageContaining("escapes to the corners, but the board has none");
        assertThatThrownBy(
                        () -> Ruleset.builder("x").escape(Ruleset.Escape.EDGES).build())
                .hasMessageContaining("exit fort");
        assertThatThrownBy(() -> Ruleset.builder("x").noThrone().build()).hasMessageContaining("needs a throne");
        assertThatThrownBy(() -> Ruleset.builder("x").moveLimit(-1, Winner.DRAW).build())
                .hasMessageContaining("move limit");
    }
}
