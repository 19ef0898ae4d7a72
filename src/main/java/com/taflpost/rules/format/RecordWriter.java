package com.taflpost.rules.format;

import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import java.util.List;

/**
 * Writes a {@link GameRecord} as text in the format described there: the tags in a fixed order, then one turn a
 * line, then the result token. Reading the text back gives an equal record, and writing that gives the same text.
 */
public final class RecordWriter {

    /** The descriptive tags the writer puts first, in this order; any other tag comes after the result. */
    static final List<String> LEADING_TAGS = List.of(
            GameRecord.EVENT,
            GameRecord.SITE,
            GameRecord.DATE,
            GameRecord.DATE_FINISHED,
            GameRecord.ATTACKERS,
            GameRecord.DEFENDERS,
            GameRecord.TIME_CONTROL);

    private RecordWriter() {}

    public static String write(GameRecord record) {
        return write(record, List.of());
    }

    /**
     * The same with comments after the moves: {@code comments} aligned with the record's moves (it may be shorter),
     * each move's written in braces as OpenTafl writes comments, which a reader skips. A comment holds no brace.
     */
    public static String write(GameRecord record, List<List<String>> comments) {
        StringBuilder out = new StringBuilder(256 + record.moves().size() * 10);
        for (String name : LEADING_TAGS) {
            tag(out, name, record.tag(name));
        }
        tag(out, "ruleset", record.ruleset().id());
        if (record.ruleset().id().equals(RulesetFormat.CUSTOM)) {
            tag(out, "rules", RulesetFormat.write(record.ruleset()));
        }
        tag(out, "board", record.boardId());
        tag(out, "board-size", Integer.toString(record.start().size()));
        tag(out, "start-position", record.start().toString());
        if (record.sideToMove() != Side.ATTACKERS) {
            tag(out, "side-to-move", record.sideToMove().id());
        }
        tag(out, "result", resultCode(record.result()));
        if (record.result() != null) {
            tag(out, "termination", record.result().termination().id());
        }
        record.tags().forEach((name, value) -> {
            if (!LEADING_TAGS.contains(name)) {
                tag(out, name, value);
            }
        });
        out.append('\n');
        List<String> moves = record.moves();
        for (int i = 0; i < moves.size(); i += 2) {
            out.append(i / 2 + 1).append(". ").append(moves.get(i));
            comment(out, comments, i);
            if (i + 1 < moves.size()) {
                out.append(' ').append(moves.get(i + 1));
                comment(out, comments, i + 1);
            }
            out.append('\n');
        }
        return out.append(resultToken(record.result())).append('\n').toString();
    }

    private static void comment(StringBuilder out, List<List<String>> comments, int move) {
        if (move >= comments.size()) {
            return;
        }
        for (String comment : comments.get(move)) {
            if (comment.indexOf('{') >= 0 || comment.indexOf('}') >= 0) {
                throw new IllegalArgumentException("a record's comment holds no brace: " + comment);
            }
            out.append(" {").append(comment).append('}');
        }
    }

    /** OpenTafl's result codes. */
    static String resultCode(GameRecord.Result result) {
        if (result == null) {
            return "?";
        }
        return switch (result.winner()) {
            case ATTACKERS -> "1";
            case DEFENDERS -> "-1";
            case DRAW -> "0";
        };
    }

    static String resultToken(GameRecord.Result result) {
        if (result == null) {
            return "*";
        }
        return result.winner() == Winner.DRAW ? "draw" : result.winner().id() + "-win";
    }

    private static void tag(StringBuilder out, String name, String value) {
        if (value == null) {
            return;
        }
        out.append('[').append(name).append(':');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case ']' -> out.append("\\]");
                case '\n' -> out.append("\\n");
                default -> out.append(c);
            }
        }
        out.append("]\n");
    }
}
