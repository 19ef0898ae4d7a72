package com.taflpost.command;

import com.taflpost.explorer.RecordFiles;
import com.taflpost.explorer.RecordImport;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * {@code import-records [--collection NAME] PATH...}: imports a collection of game records (files or folders of them)
 * into the explorer's index (docs/operations.md). It says what it did with each file it could not use and, at the end,
 * how many records it imported, found imported already and passed over; exit status 0 when every file was a record,
 * 1 when some were not, 2 for a command line it cannot follow.
 */
@ApplicationScoped
public class ImportRecordsCommand {
    static final String NAME = "import-records";
    static final String USAGE = NAME + " [--collection NAME] PATH...";
    static final int USAGE_ERROR = 2;
    private static final int SOME_REFUSED = 1;

    private final RecordImport records;

    ImportRecordsCommand(RecordImport records) {
        this.records = records;
    }

    public int run(String[] args, PrintStream out, PrintStream err) {
        String collection = null;
        List<Path> paths = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--collection") && i + 1 < args.length && !args[i + 1].isBlank()) {
                collection = args[++i].strip();
            } else if (args[i].startsWith("--")) {
                err.println("unknown option '" + args[i] + "'; usage: " + USAGE);
                return USAGE_ERROR;
            } else {
                paths.add(Path.of(args[i]));
            }
        }
        if (paths.isEmpty()) {
            err.println("name the records to import; usage: " + USAGE);
            return USAGE_ERROR;
        }
        for (Path path : paths) {
            if (!path.toFile().exists()) {
                err.println("no such file or folder: " + path);
                return USAGE_ERROR;
            }
        }
        Path named = paths.get(0).toAbsolutePath().normalize().getFileName();
        String name = collection != null ? collection : named != null ? named.toString() : "records";
        Map<RecordImport.Outcome, Integer> counts = new EnumMap<>(RecordImport.Outcome.class);
        int[] refused = {0};
        RecordFiles.readAll(paths, read -> {
            if (read.record() == null) {
                refused[0]++;
                err.println(read.file() + ": " + read.refusal());
            } else {
                counts.merge(records.add(name, read.record()), 1, Integer::sum);
            }
        });
        out.printf(
                "collection %s: %d records imported, %d imported before, %d passed over (going on or custom rules),"
                        + " %d files not records%n",
                name,
                counts.getOrDefault(RecordImport.Outcome.IMPORTED, 0),
                counts.getOrDefault(RecordImport.Outcome.KNOWN, 0),
                counts.getOrDefault(RecordImport.Outcome.PASSED_OVER, 0),
                refused[0]);
        return refused[0] > 0 ? SOME_REFUSED : 0;
    }
}
