package com.taflpost.rules.format;

import com.taflpost.rules.Game;
import com.taflpost.rules.Outcome;
import com.taflpost.rules.Winner;
import com.taflpost.rules.format.RecordReader.Tag;
import com.taflpost.rules.format.RecordReader.Token;
import java.util.Locale;

/**
 * A record's result, read from its result tag, result token and termination tag, and checked against what its moves
 * show: a record may leave out what the moves tell, never contradict them.
 */
final class RecordResultReader {
    private static final String ONGOING = "ongoing";

    private RecordResultReader() {}

    static GameRecord.Result read(Game game, Tag resultTag, Token resultToken, Tag terminationTag, RecordReader where) {
        String tagClaim = null;
        if (resultTag != null) {
            tagClaim = claim(resultTag.value().strip().toLowerCase(Locale.ROOT));
            if (tagClaim == null) {
                throw where.error(
                        RecordError.TAG,
                        resultTag.valueAt(),
                        "the result '" + resultTag.value().strip()
                                + "' is not 1 (attackers won), -1 (defenders won), 0 (draw) or ? (going on)");
            }
        }
        String tokenClaim = resultToken == null ? null : claim(resultToken.text());
        if (tagClaim != null && tokenClaim != null && !tagClaim.equals(tokenClaim)) {
            throw where.error(
                    RecordError.RESULT,
                    resultToken.at(),
                    "the result '" + resultToken.text() + "' disagrees with the [result:"
                            + resultTag.value().strip() + "] tag");
        }
        String claim = tagClaim != null ? tagClaim : tokenClaim;
        int at = resultToken != null
                ? resultToken.at()
                : resultTag != null ? resultTag.at() : terminationTag != null ? terminationTag.at() : -1;
        Termination termination = null;
        if (terminationTag != null) {
            try {
                termination = Termination.fromId(terminationTag.value().strip().toLowerCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw where.error(RecordError.TAG, terminationTag.valueAt(), e.getMessage());
            }
        }
        Outcome outcome = game.outcome();
        GameRecord.Result result;
        if (claim == null && termination == null) {
            result = outcome == null ? null : GameRecord.Result.of(outcome);
        } else if (ONGOING.equals(claim)) {
            if (termination != null) {
                throw where.error(RecordError.RESULT, terminationTag.at(), "a game going on has no termination");
            }
            result = null;
        } else {
            result = declared(claim, termination, game, at, where);
        }
        String disagreement = GameRecord.disagreement(result, game);
        if (disagreement != null) {
            throw where.error(RecordError.RESULT, at, disagreement);
        }
        return result;
    }

    /** The result a record declares with a winner, a termination or both; what is missing comes from the moves. */
    private static GameRecord.Result declared(
            String claim, Termination written, Game game, int at, RecordReader where) {
        Outcome outcome = game.outcome();
        Termination termination = written;
        if (termination == null) {
            if (outcome == null) {
                throw where.error(
                        RecordError.RESULT,
                        at,
                        "the record says " + (claim.equals("draw") ? "the game was drawn" : "the " + claim + " won")
                                + " but not how, and the moves do not end the game: add "
                                + "[termination:resignation] or [termination:timeout]");
            }
            termination = Termination.of(outcome.reason());
        }
        Winner winner;
        if (claim != null) {
            winner = Winner.valueOf(claim.toUpperCase(Locale.ROOT));
        } else if (termination.isByRule()) {
            if (outcome == null) {
                throw where.error(
                        RecordError.RESULT,
                        at,
                        "the record says the game ended by " + termination.id() + ", but the moves do not end it");
            }
            winner = outcome.winner();
        } else {
            // A record that names no winner: only the side to move can run out of time, and over the board only it
            // resigns.
            winner = Winner.of(game.sideToMove().opponent());
        }
        try {
            return new GameRecord.Result(winner, termination);
        } catch (IllegalArgumentException e) {
            throw where.error(RecordError.RESULT, at, e.getMessage());
        }
    }

    /** What a result tag value or result token claims: a winner's id, {@code draw} or {@code ongoing}; else null. */
    private static String claim(String text) {
        return switch (text) {
            case "1", "attackers", "attackers-win" -> Winner.ATTACKERS.id();
            case "-1", "defenders", "defenders-win" -> Winner.DEFENDERS.id();
            case "0", "draw" -> Winner.DRAW.id();
            case "?", "*", ONGOING -> ONGOING;
            default -> null;
        };
    }
}
