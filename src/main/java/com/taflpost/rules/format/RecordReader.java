package com.taflpost.rules.format;

import com.taflpost.rules.Board;
import com.taflpost.rules.Game;
import com.taflpost.rules.IllegalMove;
import com.taflpost.rules.NamedBoard;
import com.taflpost.rules.NotationException;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Preset;
import com.taflpost.rules.Replay;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a game record in the format described in {@link GameRecord}, checking every move with the rules engine
 * and the declared result against the moves. Whatever is wrong is reported as a {@link RecordException} that
 * says where.
 */
public final class RecordReader {

    private static final Pattern TAG_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9-]*");
    private static final Pattern TURN_NUMBER = Pattern.compile("(\\d+)\\.(.*)");
    private static final java.util.Set<String> RESULT_TOKENS =
            java.util.Set.of("attackers-win", "defenders-win", "draw", "*");

    private final String text;
    private int pos;

    /** A tag as written: {@code at} is the index of its '[', {@code valueAt} of its value. */
    record Tag(String name, String value, int at, int valueAt) {}

    /** A piece of the move text and the index where it starts. */
    record Token(String text, int at) {}

    private RecordReader(String text) {
        this.text = text;
    }

    /**
     * @throws RecordException saying what is wrong and where
     */
    public static GameRecord read(String text) {
        return new RecordReader(text).record();
    }

    private GameRecord record() {
        Map<String, Tag> tags = new LinkedHashMap<>();
        for (Tag tag = nextTag(); tag != null; tag = nextTag()) {
            if (tags.putIfAbsent(tag.name(), tag) != null) {
                throw error(RecordError.TAG, tag.at(), "the '" + tag.name() + "' tag is written twice");
            }
        }
        List<Token> moves = new ArrayList<>();
        Token resultToken = readMoves(moves);

        Ruleset ruleset = ruleset(tags.get("ruleset"), tags.get("rules"));
        Board start = start(ruleset, tags.get("board"), tags.get("start-position"), tags.get("board-size"));
        Side sideToMove = sideToMove(tags.get("side-to-move"));
        Game game = replay(ruleset, start, sideToMove, moves);
        GameRecord.Result result =
                RecordResultReader.read(game, tags.get("result"), resultToken, tags.get("termination"), this);

        Map<String, String> descriptive = new LinkedHashMap<>();
        for (Tag tag : tags.values()) {
            if (!GameRecord.STRUCTURAL_TAGS.contains(tag.name())) {
                String value;
                try {
                    value = GameRecord.normalizeTag(tag.name(), tag.value());
                } catch (IllegalArgumentException e) {
                    throw error(RecordError.TAG, tag.valueAt(), e.getMessage());
                }
                if (value != null) {
                    descriptive.put(tag.name(), value);
                }
            }
        }
        List<String> canonical = game.plies().stream().map(Ply::notation).toList();
        return new GameRecord(ruleset, start, sideToMove, canonical, result, descriptive);
    }

    // ---- the text: tags, then moves ----

    /** The next tag of the header, or null where the moves begin. */
    private Tag nextTag() {
        skipIgnored(false);
        if (pos >= text.length() || text.charAt(pos) != '[') {
            return null;
        }
        int at = pos;
        int colon = pos + 1;
        while (colon < text.length()
                && text.charAt(colon) != ':'
                && text.charAt(colon) != ']'
                && text.charAt(colon) != '\n') {
            colon++;
        }
        if (colon >= text.length() || text.charAt(colon) != ':') {
            throw error(RecordError.SYNTAX, at, "a tag is written [name:value]; this one has no ':'");
        }
        String name = text.substring(at + 1, colon).strip();
        if (!TAG_NAME.matcher(name).matches()) {
            throw error(
                    RecordError.SYNTAX,
                    at + 1,
                    "'" + name + "' is not a tag name: letters, digits and '-', " + "starting with a letter");
        }
        StringBuilder value = new StringBuilder();
        int i = colon + 1;
        for (; i < text.length() && text.charAt(i) != ']'; i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char next = text.charAt(i + 1);
                if (next == ']' || next == '\\') {
                    value.append(next);
                    i++;
                    continue;
                }
                if (next == 'n') {
                    value.append('\n');
                    i++;
                    continue;
                }
            }
            value.append(c);
        }
        if (i >= text.length()) {
            throw error(RecordError.SYNTAX, at, "the '" + name + "' tag is never closed: ']' is missing");
        }
        pos = i + 1;
        return new Tag(name.toLowerCase(Locale.ROOT), value.toString(), at, colon + 1);
    }

    /** Reads the move text into {@code moves}; returns the result token, or null when there is none. */
    private Token readMoves(List<Token> moves) {
        Token result = null;
        for (Token token = nextToken(); token != null; token = nextToken()) {
            if (result != null) {
                throw error(
                        RecordError.SYNTAX,
                        token.at(),
                        "nothing may follow the result '" + result.text() + "', but '" + token.text() + "' does");
            }
            Matcher number = TURN_NUMBER.matcher(token.text());
            if (number.matches()) {
                checkTurnNumber(number.group(1), token.at(), moves.size());
                if (!number.group(2).isEmpty()) {
                    moves.add(new Token(number.group(2), token.at() + number.start(2)));
                }
            } else if (RESULT_TOKENS.contains(token.text())) {
                result = token;
            } else {
                moves.add(token);
            }
        }
        return result;
    }

    private void checkTurnNumber(String digits, int at, int movesSoFar) {
        int expected = movesSoFar / 2 + 1;
        if (movesSoFar % 2 == 1) {
            throw error(
                    RecordError.SYNTAX,
                    at,
                    "turn " + expected + " has only one move before '" + digits
                            + ".'; a turn has two moves, one for each side");
        }
        if (digits.length() > 6 || Integer.parseInt(digits) != expected) {
            throw error(RecordError.SYNTAX, at, "turn " + expected + " comes here, but it is numbered " + digits);
        }
    }

    private Token nextToken() {
        skipIgnored(true);
        if (pos >= text.length()) {
            return null;
        }
        int at = pos;
        while (pos < text.length()
                && !Character.isWhitespace(text.charAt(pos))
                && text.charAt(pos) != '{'
                && text.charAt(pos) != '[') {
            pos++;
        }
        return new Token(text.substring(at, pos), at);
    }

    /** Skips white space and comments; among the moves, also OpenTafl's bracketed commentary. */
    private void skipIgnored(boolean amongMoves) {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (Character.isWhitespace(c)) {
                pos++;
            } else if (c == '{') {
                pos = closing(pos, '}', "comment");
            } else if (c == '[' && amongMoves) {
                pos = closing(pos, ']', "commentary");
            } else if (c == '#' && startsLine(pos)) {
                int end = text.indexOf('\n', pos);
                pos = end < 0 ? text.length() : end + 1;
            } else {
                return;
            }
        }
    }

    private int closing(int open, char close, String what) {
        int end = text.indexOf(close, open + 1);
        if (end < 0) {
            throw error(RecordError.SYNTAX, open, "this " + what + " is never closed: '" + close + "' is missing");
        }
        return end + 1;
    }

    private boolean startsLine(int index) {
        int i = index - 1;
        while (i >= 0 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i--;
        }
        return i < 0 || text.charAt(i) == '\n' || text.charAt(i) == '\r';
    }

    // ---- what the tags mean ----

    /** The ruleset a record names, or the custom rules its {@code rules} tag describes. */
    private Ruleset ruleset(Tag tag, Tag rules) {
        boolean custom = tag != null && tag.value().strip().equalsIgnoreCase(RulesetFormat.CUSTOM);
        if (custom != (rules != null)) {
            throw error(
                    RecordError.TAG,
                    custom ? tag.valueAt() : rules.valueAt(),
                    "a [rules:...] tag goes with [ruleset:custom], and only with it");
        }
        if (custom) {
            try {
                return RulesetFormat.read(rules.value()).ruleset();
            } catch (RulesetFormatException e) {
                throw error(RecordError.TAG, rules.valueAt(), "rules: " + e.getMessage());
            }
        }
        if (tag == null) {
            throw error(
                    RecordError.TAG,
                    -1,
                    "the record has no [ruleset:...] tag; expected one of "
                            + String.join(
                                    ", ",
                                    Preset.rulesets().stream().map(Ruleset::id).toList()));
        }
        try {
            return Ruleset.fromId(tag.value().strip().toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw error(RecordError.TAG, tag.valueAt(), e.getMessage());
        }
    }

    private Board start(Ruleset ruleset, Tag boardTag, Tag positionTag, Tag sizeTag) {
        NamedBoard layout = null;
        if (boardTag != null) {
            String id = boardTag.value().strip().toLowerCase(Locale.ROOT);
            if (id.equals(GameRecord.CUSTOM_BOARD)) {
                if (positionTag == null) {
                    throw error(RecordError.TAG, boardTag.at(), "a custom board needs a [start-position:...] tag");
                }
            } else {
                try {
                    layout = NamedBoard.fromId(id);
                } catch (IllegalArgumentException e) {
                    throw error(RecordError.TAG, boardTag.valueAt(), e.getMessage() + " or custom");
                }
            }
        }
        Board start;
        if (positionTag != null) {
            try {
                start = Board.parse(positionTag.value().strip(), ruleset);
            } catch (NotationException e) {
                throw error(
                        RecordError.POSITION,
                        positionTag.valueAt(),
                        "the start position is not playable: " + e.getMessage());
            }
            if (layout != null && !layout.start().equals(start)) {
                throw error(
                        RecordError.POSITION,
                        positionTag.valueAt(),
                        "the start position is not the " + layout.id()
                                + " layout; write [board:custom] for another position");
            }
        } else {
            start = startUnder(ruleset, layout != null ? layout : NamedBoard.defaultFor(ruleset), boardTag);
        }
        if (sizeTag != null && !sizeTag.value().strip().equals(Integer.toString(start.size()))) {
            throw error(
                    RecordError.POSITION,
                    sizeTag.valueAt(),
                    "the board size is written '" + sizeTag.value().strip() + "', but the board is " + start.size()
                            + "x" + start.size());
        }
        return start;
    }

    private Board startUnder(Ruleset ruleset, NamedBoard layout, Tag boardTag) {
        try {
            return layout.startUnder(ruleset);
        } catch (NotationException e) {
            throw error(
                    RecordError.POSITION,
                    boardTag == null ? -1 : boardTag.valueAt(),
                    "the " + layout.id() + " board does not fit the ruleset " + ruleset.id() + ": " + e.getMessage());
        }
    }

    private Side sideToMove(Tag tag) {
        if (tag == null) {
            return Side.ATTACKERS;
        }
        try {
            return Side.fromId(tag.value().strip().toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw error(RecordError.TAG, tag.valueAt(), e.getMessage());
        }
    }

    private Game replay(Ruleset ruleset, Board start, Side sideToMove, List<Token> moves) {
        List<String> texts =
                moves.stream().map(token -> fromOpenTafl(token.text())).toList();
        Replay replay = Replay.of(ruleset, start, sideToMove, texts);
        if (!replay.isComplete()) {
            IllegalMove illegal = replay.illegalMove();
            Token token = moves.get(illegal.ply() - 1);
            Side mover = illegal.ply() % 2 == 1 ? sideToMove : sideToMove.opponent();
            throw new RecordException(
                    RecordError.ILLEGAL_MOVE,
                    illegal.error(),
                    line(token.at()),
                    column(token.at()),
                    illegal.ply(),
                    "move " + illegal.ply() + " (turn " + (illegal.ply() + 1) / 2 + ", " + mover.id() + ") '"
                            + token.text() + "' is illegal (" + illegal.error().code() + "): " + illegal.message());
        }
        return replay.game();
    }

    /**
     * Our spelling of a move written in OpenTafl's: without the king's letter ({@code Ke5-f5}), its captures
     * joined by {@code x} rather than {@code /} and without its trailing threat or win marks ({@code +}, {@code --}).
     */
    static String fromOpenTafl(String move) {
        String ours = move;
        if (ours.length() > 1 && ours.charAt(0) == 'K' && ours.charAt(1) >= 'a' && ours.charAt(1) <= 's') {
            ours = ours.substring(1);
        }
        int end = ours.length();
        while (end > 0 && (ours.charAt(end - 1) == '+' || ours.charAt(end - 1) == '-')) {
            end--;
        }
        if (end < ours.length() && ours.lastIndexOf('-', end - 1) > 0) {
            ours = ours.substring(0, end);
        }
        int captures = ours.indexOf('x');
        if (captures > 0) {
            ours = ours.substring(0, captures) + ours.substring(captures).replace("/", "x");
        }
        return ours;
    }

    // ---- where ----

    RecordException error(RecordError error, int at, String message) {
        return new RecordException(error, null, at < 0 ? 0 : line(at), at < 0 ? 0 : column(at), 0, message);
    }

    private int line(int index) {
        int line = 1;
        for (int i = 0; i < index; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    private int column(int index) {
        int column = 1;
        for (int i = index - 1; i >= 0 && text.charAt(i) != '\n'; i--) {
            if (text.charAt(i) != '\r') {
                column++;
            }
        }
        return column;
    }
}
