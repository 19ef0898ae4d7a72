package com.taflpost.game;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.taflpost.catalog.Grid;
import com.taflpost.catalog.ResultView;
import com.taflpost.clock.ClockView;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "Game", description = "A game: who plays it, its moves, where it stands and how it ended")
public record GameView(
        @Schema(description = "The game's id", examples = "Xk3p9QaZ2m")
        String id,

        @Schema(
                ref = "RulesetNameOrCustom",
                description = "The ruleset's id, or custom for a game under custom rules (see rules)",
                examples = "copenhagen")
        String ruleset,

        @Schema(
                ref = "RulesDescription",
                description = "Every rule the game is played under, as the keys and answers of a ruleset description"
                        + " (docs/variants.md): a client can show and replay any game, a custom one included, from"
                        + " it and startPosition")
        Map<String, String> rules,

        @Schema(
                description = "The board's id, or custom for a custom starting position",
                ref = "BoardNameOrCustom",
                examples = "copenhagen")
        String board,

        @Schema(examples = "11") int boardSize,

        @Schema(description = "Whether the game is played with seat tokens instead of players' accounts")
        boolean anonymous,

        @Schema(
                required = true,
                description = "Whether the game counts in its players' Glicko-2 ratings when it ends; a rated game"
                        + " that ends before its second ply, or by a tournament's forfeit or adjudication, changes no"
                        + " rating")
        boolean rated,

        @Schema(description = "The tournament and round the game belongs to; null outside tournaments", nullable = true)
        TournamentTag tournament,

        PlayersView players,

        @Schema(
                description = "While the game waits: the only player who may join it, if the creator named one",
                nullable = true)
        String reservedFor,

        @Schema(
                description = "aborted: stopped by a player before its second ply, with no result",
                enumeration = {"waiting", "active", "finished", "aborted"},
                examples = "active")
        String status,

        @Schema(nullable = true) ResultView result,

        @Schema(description = "The time control and each side's remaining time; type none without a clock")
        ClockView clock,

        @Schema(description = "The number of moves played", examples = "2")
        int ply,

        @Schema(
                description = "The game's revision: it grows with every change of the game (a move, a join, an ending,"
                        + " a takeback, added time, a rematch), and the game's ETag with it",
                minimum = "0",
                examples = "3")
        long version,

        @Schema(
                description = "Every move in canonical notation with its captures",
                examples = "[\"d11-d9\", \"f4-d4\"]")
        List<String> moves,

        @Schema(description = "When each move was played and the mover's time left after it, aligned with moves")
        List<MoveTime> moveTimes,

        @Schema(
                description = "Whether the players may take moves back (POST /api/games/{id}/takeback): an unrated"
                        + " game outside tournaments, or one created with takebacks true")
        boolean takebacksAllowed,

        @Schema(
                description = "The ply that position, sideToMove, lastMove and grid show: the current one, or the ?ply"
                        + " asked for",
                examples = "2")
        int shownPly,

        @Schema(
                description = "The side to move in the shown position",
                enumeration = {"attackers", "defenders"})
        String sideToMove,

        @Schema(description = "The shown position string (OpenTafl notation)")
        String position,

        @Schema(
                description = "The move that led to the shown position; null at the start",
                nullable = true,
                examples = "f4-d4")
        String lastMove,

        @Schema(description = "The shown position as rows of cells, top rank first")
        List<List<Grid.Cell>> grid,

        @Schema(description = "The starting position string")
        String startPosition,

        @Schema(enumeration = {"attackers", "defenders"}) String startSideToMove,
        Instant createdAt,
        Instant updatedAt,

        @Schema(
                description = "The game this one is a rematch of (same settings, sides swapped); null for none",
                nullable = true,
                examples = "Xk3p9QaZ2m")
        String rematchOf,

        @Schema(
                description = "The rematch of this ended game, once both players agreed to it; null for none",
                nullable = true,
                examples = "Qm7Zr2Lp0a")
        String rematch,

        @Schema(
                nullable = true,
                description = "In a game against the computer, its level and the side it plays; null otherwise")
        ComputerOpponent computer,

        @Schema(
                description = "The side the caller plays (by the token sent), or null: no token, or no seat in this"
                        + " game",
                enumeration = {"attackers", "defenders"},
                nullable = true)
        String yourSide,

        @Schema(description = "Only in the answer that imports an anonymous game: both seat tokens")
        @JsonInclude(JsonInclude.Include.NON_NULL)
        Seats seats,

        @Schema(description = "Only in the answer that creates an anonymous game: the creator's own seat")
        @JsonInclude(JsonInclude.Include.NON_NULL)
        SeatLink seat,

        @Schema(description = "Only in the answer that creates a game: the invitation to its other seat")
        @JsonInclude(JsonInclude.Include.NON_NULL)
        InvitationLink invitation,

        // which seat tokens play an anonymous rematch (see GameEntity.seatOf): for yourSide, never shown
        @JsonIgnore @Schema(hidden = true) List<String> seatGames) {

    @Schema(
            name = "MoveTime",
            description = "A move's time: when it was played and the mover's time left after it (what their clock"
                    + " showed once the move was made, increment included)")
    public record MoveTime(
            @Schema(
                    description = "When the move was played; null for a move of a game played before moves had times,"
                            + " or imported",
                    nullable = true,
                    examples = "2026-12-03T21:00:00Z")
            Instant at,

            @Schema(
                    description = "The mover's time left after the move, in milliseconds; null in a game without a"
                            + " clock",
                    nullable = true,
                    examples = "183845000")
            Long clockMs) {

        /** The times of the game's moves, aligned with its moves. */
        public static List<MoveTime> of(GameEntity entity) {
            List<MoveTime> times = new ArrayList<>(entity.ply());
            for (int i = 0; i < entity.ply(); i++) {
                times.add(new MoveTime(entity.moveTime(i), entity.moveClockMs(i)));
            }
            return times;
        }
    }

    @Schema(name = "ComputerOpponent", description = "The computer's seat in a game against it")
    public record ComputerOpponent(
            @Schema(description = "Its level, 1 to 8", examples = "3")
            int level,

            @Schema(
                    description = "The side it plays",
                    enumeration = {"attackers", "defenders"},
                    examples = "defenders")
            String side) {}

    @Schema(name = "GameTournament", description = "A tournament game's tournament and round")
    public record TournamentTag(
            @Schema(description = "The tournament's id") String id,

            @Schema(description = "The round, from 1", examples = "2")
            int round) {}

    public GameView withSeats(Seats newSeats) {
        return with(yourSide, newSeats, seat, invitation);
    }

    public GameView withYourSide(String side) {
        return with(side, seats, seat, invitation);
    }

    public GameView withLinks(SeatLink newSeat, InvitationLink newInvitation) {
        return with(yourSide, seats, newSeat, newInvitation);
    }

    private GameView with(String newYourSide, Seats newSeats, SeatLink newSeat, InvitationLink newInvitation) {
        return new GameView(
                id,
                ruleset,
                rules,
                board,
                boardSize,
                anonymous,
                rated,
                tournament,
                players,
                reservedFor,
                status,
                result,
                clock,
                ply,
                version,
                moves,
                moveTimes,
                takebacksAllowed,
                shownPly,
                sideToMove,
                position,
                lastMove,
                grid,
                startPosition,
                startSideToMove,
                createdAt,
                updatedAt,
                rematchOf,
                rematch,
                computer,
                newYourSide,
                newSeats,
                newSeat,
                newInvitation,
                seatGames);
    }

    @Schema(
            name = "GamePlayers",
            description = "The registered players per side; null for an open seat or an anonymous game")
    public record PlayersView(
            @Schema(nullable = true, examples = "astrid") String attackers,
            @Schema(nullable = true, examples = "bjorn") String defenders,

            @Schema(
                    nullable = true,
                    description = "Who of them is on vacation (their clock paused on their turn), and until"
                            + " when; null when neither is")
            OnVacation onVacation) {
        public PlayersView(String attackers, String defenders) {
            this(attackers, defenders, null);
        }
    }

    @Schema(name = "PlayersOnVacation", description = "When each side's player's vacation ends; null for no vacation")
    public record OnVacation(
            @Schema(nullable = true, examples = "2026-07-14T09:00:00Z")
            Instant attackers,

            @Schema(nullable = true) Instant defenders) {}

    @Schema(
            name = "SeatLink",
            description = "The caller's own seat of an anonymous game: its secret token and a link that plays it on any"
                    + " device. Given only when the seat is taken; keep both to yourself.",
            requiredProperties = {"side", "token", "playUrl"})
    public record SeatLink(
            @Schema(
                    enumeration = {"attackers", "defenders"},
                    examples = "attackers")
            String side,

            @Schema(description = "The seat token: send it as Authorization: Bearer to play this side")
            String token,

            @Schema(
                    description = "The web client's short link to this seat: a 22-character secret in the fragment"
                            + " (which no server or proxy log sees), exchanged for the token by POST"
                            + " /api/games/{id}/seat-link",
                    examples = "http://localhost:8080/play/Xk3p9QaZ2m#s=3q2-7wAAAAAAAAAAAAAAAA")
            String playUrl) {}

    @Schema(
            name = "InvitationLink",
            description = "The other seat, offered by a short code: send the link to your opponent. The first to claim"
                    + " it (POST /api/invitations/{code}/claim) takes the seat; then the game starts.",
            requiredProperties = {"side", "code", "url"})
    public record InvitationLink(
            @Schema(
                    description = "The seat offered",
                    enumeration = {"attackers", "defenders"},
                    examples = "defenders")
            String side,

            @Schema(description = "The invitation's code", examples = "q7Rb2xKp9LmZ")
            String code,

            @Schema(
                    description = "The web client's page that claims the seat; the code travels in the fragment",
                    examples = "http://localhost:8080/play/Xk3p9QaZ2m#invitation=q7Rb2xKp9LmZ")
            String url) {}
}
