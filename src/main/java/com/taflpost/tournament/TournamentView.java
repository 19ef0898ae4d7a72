package com.taflpost.tournament;

import com.taflpost.catalog.ResultView;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "Tournament", description = "A tournament: its settings, players and the round in play")
public record TournamentView(
        @Schema(description = "The tournament's id", examples = "3c6ef0a2-1d4b-4e8f-9a7c-2b5d8e1f4a60")
        String id,

        @Schema(examples = "Spring Copenhagen open") String name,

        @Schema(nullable = true) String description,

        @Schema(
                enumeration = {"entry", "running", "finished", "cancelled"},
                examples = "running")
        String status,

        @Schema(description = "The organiser's name", examples = "astrid")
        String organiser,

        Settings settings,

        @Schema(description = "The players' names, in order of entry", examples = "[\"bjorn\", \"astrid\"]")
        List<String> players,

        @Schema(description = "The players the organiser withdrew; they are paired no more", examples = "[]")
        List<String> withdrawn,

        @Schema(
                description = "How many rounds are paired so far; each is listed by GET /api/tournaments/{id}/rounds",
                examples = "1")
        int roundsPaired,

        @Schema(
                description = "The round in play with its pairings and games: the first round still running, or the"
                        + " last once all are finished; null before the start. Every round's games are listed by"
                        + " GET /api/tournaments/{id}/rounds/{number}/games",
                nullable = true)
        RoundView currentRound,

        Instant createdAt,

        @Schema(nullable = true) Instant startedAt,

        @Schema(nullable = true) Instant finishedAt) {

    @Schema(name = "TournamentSettings", description = "What the organiser chose")
    public record Settings(
            @Schema(
                    enumeration = {"round-robin", "swiss"},
                    examples = "swiss")
            String format,

            @Schema(
                    description =
                            "Swiss: the rounds to play; round robin: the schedule's rounds, null before the" + " start",
                    nullable = true,
                    examples = "3")
            Integer rounds,

            @Schema(examples = "copenhagen") String ruleset,

            @Schema(examples = "copenhagen") String board,

            TimeControl timeControl,

            boolean rated,

            @Schema(examples = "2") int gamesPerPairing,

            @Schema(examples = "8") int maxPlayers,

            @Schema(description = "Whether a player's vacation pauses the clocks of its games", examples = "true")
            boolean vacationAllowed) {}

    @Schema(name = "TournamentTimeControl", description = "Every game's time control, as stored (canonical text)")
    public record TimeControl(
            @Schema(
                    enumeration = {"none", "per-move", "fischer"},
                    examples = "per-move")
            String type,

            @Schema(nullable = true, examples = "P3D") String perMove,

            @Schema(nullable = true) String initial,

            @Schema(nullable = true) String increment,

            @Schema(nullable = true) String cap) {}

    @Schema(name = "TournamentRound", description = "One round: its pairings in board order, and the bye")
    public record RoundView(
            @Schema(examples = "1") int number,

            @Schema(
                    description = "finished once every game of the round has ended",
                    enumeration = {"running", "finished"})
            String status,

            List<PairingView> pairings,

            @Schema(description = "The player sitting the round out, if any", nullable = true, examples = "gudrun")
            String bye) {}

    @Schema(name = "TournamentPairing", description = "Two players who meet in a round, and their games")
    public record PairingView(
            @Schema(description = "The two names, the higher-ranked first", examples = "[\"astrid\", \"bjorn\"]")
            List<String> players,

            List<GameRow> games) {}

    @Schema(name = "TournamentGame", description = "One game of a pairing")
    public record GameRow(
            @Schema(examples = "Xk3p9QaZ2m") String gameId,

            @Schema(description = "The attackers' player", examples = "astrid")
            String attackers,

            @Schema(description = "The defenders' player", examples = "bjorn")
            String defenders,

            @Schema(description = "The result; null while the game is played", nullable = true)
            ResultView result) {}

    @Schema(name = "TournamentRoundSummary", description = "One round, without its games: how far it has got")
    public record RoundSummary(
            @Schema(examples = "1") int number,

            @Schema(
                    description = "finished once every game of the round has ended",
                    enumeration = {"running", "finished"})
            String status,

            @Schema(description = "The player sitting the round out, if any", nullable = true, examples = "gudrun")
            String bye,

            @Schema(description = "The round's pairings", examples = "1")
            int pairings,

            @Schema(description = "The round's games", examples = "2")
            int games,

            @Schema(description = "The round's games that have ended", examples = "1")
            int finished) {}

    @Schema(name = "TournamentRoundGame", description = "One game of a round, with the pairing it belongs to")
    public record RoundGame(
            @Schema(description = "The pairing's place in the round, from 1 (board order)", examples = "1")
            int pairing,

            @Schema(
                    description = "The pairing's two names, the higher-ranked first",
                    examples = "[\"astrid\", \"bjorn\"]")
            List<String> players,

            @Schema(examples = "Xk3p9QaZ2m") String gameId,

            @Schema(description = "The attackers' player", examples = "astrid")
            String attackers,

            @Schema(description = "The defenders' player", examples = "bjorn")
            String defenders,

            @Schema(description = "The result; null while the game is played", nullable = true)
            ResultView result) {}
}
