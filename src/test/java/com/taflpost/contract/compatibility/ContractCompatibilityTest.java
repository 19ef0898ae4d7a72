package com.taflpost.contract.compatibility;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * The contract in openapi/ against the released one in openapi/released/ (docs/api-changelog.md says how a release
 * moves it): every change that can break a client written against the released contract must be announced in the
 * changelog's "Unreleased" section, under "Breaking", by the operation it breaks.
 */
class ContractCompatibilityTest {

    private static final Path RELEASED = Path.of("openapi/released/openapi.yaml");
    private static final Path CURRENT = Path.of("openapi/openapi.yaml");
    private static final Path CHANGELOG = Path.of("docs/api-changelog.md");

    @Test
    void everyBreakSinceTheReleasedContractIsAnnounced() throws IOException {
        List<Breaks.Break> breaks = Breaks.between(Files.readString(RELEASED), Files.readString(CURRENT));
        List<Breaks.Break> unannounced =
                Announcements.in(Files.readString(CHANGELOG)).unannounced(breaks);
        assertThat(unannounced)
                .as(
                        "changes to %s that break a client of the released %s; announce each operation in %s under"
                                + " '## Unreleased' / '### Breaking' (what changed, what to do), or keep the contract"
                                + " compatible (deprecate first: docs/api.md)",
                        CURRENT, RELEASED, CHANGELOG)
                .isEmpty();
    }

    @Test
    void aRemovedMemberIsAnUnannouncedBreak() throws IOException {
        String removed = withoutMember("LeaderboardPage", "next");

        List<Breaks.Break> breaks = Breaks.between(Files.readString(RELEASED), removed);

        assertThat(breaks)
                .as("what openapi-diff finds when a member is removed from an answer")
                .anySatisfy(found -> {
                    assertThat(found.operation()).isEqualTo("GET /api/leaderboards");
                    assertThat(found.where()).contains("response 200").contains("members removed: next");
                });
        assertThat(Announcements.in(Files.readString(CHANGELOG)).unannounced(breaks))
                .as("the changelog announces no such break, so the check fails on it")
                .isNotEmpty()
                .allSatisfy(found -> assertThat(found.operation()).isEqualTo("GET /api/leaderboards"));
    }

    @Test
    void anAnnouncedBreakPasses() throws IOException {
        List<Breaks.Break> breaks =
                Breaks.between(Files.readString(RELEASED), withoutMember("LeaderboardPage", "next"));
        String changelog = """
                # API changelog

                ## Unreleased

                ### Breaking
                - `GET /api/leaderboards`: no `next`; what to do instead.

                ### Added
                - `GET /api/tournaments`: only added things here, so not a break announced.

                ## 2026-12-07
                ### Breaking
                - `GET /api/players/me`: a released break, not one of the next release.
                """;

        assertThat(breaks).isNotEmpty();
        assertThat(Announcements.in(changelog).unannounced(breaks)).isEmpty();
        assertThat(Announcements.in(changelog).operations()).containsExactly("GET /api/leaderboards");
    }

    /** The released contract with one member of one schema taken out, as JSON text. */
    private static String withoutMember(String schema, String member) throws IOException {
        YAMLMapper yaml = new YAMLMapper();
        ObjectNode document = (ObjectNode) yaml.readTree(RELEASED.toFile());
        ObjectNode target =
                (ObjectNode) document.path("components").path("schemas").path(schema);
        assertThat(target.path("properties").has(member))
                .as("the released %s has %s", schema, member)
                .isTrue();
        ((ObjectNode) target.get("properties")).remove(member);
        if (target.has("required")) {
            ArrayNode required = yaml.createArrayNode();
            target.get("required").forEach(name -> {
                if (!name.asString().equals(member)) {
                    required.add(name);
                }
            });
            target.set("required", required);
        }
        return document.toString();
    }
}
