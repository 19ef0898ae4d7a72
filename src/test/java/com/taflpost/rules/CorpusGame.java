package com.taflpost.rules;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * One recorded game of the test corpus ({@code src/test/resources/corpus/}, CC0): its moves, whether it ended on
 * time, the
 * capture counts and the recorded result ({@code Black}, {@code White}, {@code Draw} or {@code Ongoing}).
 */
public record CorpusGame(
        int line, List<String> moves, boolean endedOnTime, int attackerCaptures, int defenderCaptures, String result) {

    /** The corpus ships with the tests, so a bare clone needs nothing beside the repository. */
    public static final String RESOURCE = "/corpus/copenhagen-11x11.csv";

    public static List<CorpusGame> load() {
        try (InputStream in = CorpusGame.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the corpus " + RESOURCE + " is not on the test classpath");
            }
            List<String> lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))
                    .lines()
                    .toList();
            return java.util.stream.IntStream.range(0, lines.size())
                    .filter(i -> !lines.get(i).isBlank())
                    .mapToObj(i -> parse(i + 1, lines.get(i)))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the corpus " + RESOURCE, e);
        }
    }

    static CorpusGame parse(int line, String text) {
        String[] fields = text.split(",");
        if (fields.length != 4) {
            throw new IllegalArgumentException("corpus line " + line + " has " + fields.length + " fields, not 4");
        }
        List<String> tokens = Arrays.stream(fields[0].trim().split("\\s+"))
                .filter(s -> !s.isEmpty())
                .toList();
        boolean onTime = !tokens.isEmpty() && tokens.get(tokens.size() - 1).equals("timeout");
        List<String> moves = onTime ? tokens.subList(0, tokens.size() - 1) : tokens;
        return new CorpusGame(
                line,
                List.copyOf(moves),
                onTime,
                Integer.parseInt(fields[1].trim()),
                Integer.parseInt(fields[2].trim()),
                fields[3].trim());
    }

    /** The recorded winner, or null for a draw or an ongoing game. */
    public Winner recordedWinner() {
        return switch (result) {
            case "Black" -> Winner.ATTACKERS;
            case "White" -> Winner.DEFENDERS;
            default -> null;
        };
    }
}
