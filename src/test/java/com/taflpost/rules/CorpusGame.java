package com.taflpost.rules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * One recorded game of {@code shared/corpus/copenhagen-11x11.csv}: its moves, whether it ended on time, the
 * capture counts and the recorded result ({@code Black}, {@code White}, {@code Draw} or {@code Ongoing}).
 */
public record CorpusGame(int line, List<String> moves, boolean endedOnTime, int attackerCaptures, int defenderCaptures,
        String result) {

    /** Where the corpus is: the {@code taflpost.corpus} property (set by the build), else beside the checkout. */
    public static Path location() {
        return Path.of(System.getProperty("taflpost.corpus", "../shared/corpus/copenhagen-11x11.csv"));
    }

    public static List<CorpusGame> load() {
        try {
            List<String> lines = Files.readAllLines(location());
            return java.util.stream.IntStream.range(0, lines.size())
                    .filter(i -> !lines.get(i).isBlank())
                    .mapToObj(i -> parse(i + 1, lines.get(i)))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the corpus at " + location().toAbsolutePath(), e);
        }
    }

    static CorpusGame parse(int line, String text) {
        String[] fields = text.split(",");
        if (fields.length != 4) {
            throw new IllegalArgumentException("corpus line " + line + " has " + fields.length + " fields, not 4");
        }
        List<String> tokens = Arrays.stream(fields[0].trim().split("\\s+")).filter(s -> !s.isEmpty()).toList();
        boolean onTime = !tokens.isEmpty() && tokens.get(tokens.size() - 1).equals("timeout");
        List<String> moves = onTime ? tokens.subList(0, tokens.size() - 1) : tokens;
        return new CorpusGame(line, List.copyOf(moves), onTime, Integer.parseInt(fields[1].trim()),
                Integer.parseInt(fields[2].trim()), fields[3].trim());
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
