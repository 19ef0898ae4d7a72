package com.taflpost.explorer;

import com.taflpost.rules.format.GameRecord;
import com.taflpost.rules.format.RecordException;
import com.taflpost.rules.format.RecordReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The records of a collection as an operator hands it over: one record a file (the format {@link RecordReader} reads),
 * a file or a folder of them, its sub-folders too; hidden files are left out. A file that is not a record is told of
 * and passed over, so that one bad file does not stop a collection of thousands.
 */
public final class RecordFiles {
    /** The largest file read as a record: a record of the longest game allowed is a few tens of kilobytes. */
    static final long MAX_BYTES = 1 << 20;

    private RecordFiles() {}

    /** A file read: its record, or why it has none. */
    public record Read(Path file, GameRecord record, String refusal) {}

    /** Reads every file of {@code path} in name order and hands each to {@code each}. */
    public static void read(Path path, Consumer<Read> each) {
        if (!Files.exists(path)) {
            throw new IllegalArgumentException("no such file or folder: " + path);
        }
        try (Stream<Path> files = Files.walk(path)) {
            files.filter(Files::isRegularFile)
                    .filter(file -> !file.getFileName().toString().startsWith("."))
                    .sorted()
                    .forEach(file -> each.accept(read(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Read read(Path file) {
        try {
            if (Files.size(file) > MAX_BYTES) {
                return new Read(file, null, "larger than " + MAX_BYTES + " bytes: not a record");
            }
            return new Read(file, RecordReader.read(Files.readString(file)), null);
        } catch (RecordException e) {
            return new Read(file, null, e.getMessage());
        } catch (MalformedInputException e) {
            return new Read(file, null, "not UTF-8 text");
        } catch (IOException e) {
            return new Read(file, null, "cannot be read: " + e.getMessage());
        }
    }

    /** The paths named on a command line, each a file or a folder. */
    public static void readAll(List<Path> paths, Consumer<Read> each) {
        paths.forEach(path -> read(path, each));
    }
}
