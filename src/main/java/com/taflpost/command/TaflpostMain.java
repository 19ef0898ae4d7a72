package com.taflpost.command;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.QuarkusApplication;
import io.quarkus.runtime.annotations.QuarkusMain;
import jakarta.inject.Inject;
import java.util.Arrays;

/**
 * The packaged server's entry point: without arguments it serves, as before; with a command's name it runs that
 * operator's command against the configured database and exits with its status. A command starts no HTTP listener
 * and no scheduled work, so it can run beside the serving instances of a production deployment.
 */
@QuarkusMain
public class TaflpostMain implements QuarkusApplication {
    @Inject
    ImportRecordsCommand importRecords;

    public static void main(String... args) {
        if (args.length > 0) {
            System.setProperty("quarkus.http.host-enabled", "false");
            System.setProperty("quarkus.scheduler.enabled", "false");
        }
        Quarkus.run(TaflpostMain.class, args);
    }

    @Override
    public int run(String... args) {
        if (args.length == 0) {
            Quarkus.waitForExit();
            return 0;
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        if (args[0].equals(ImportRecordsCommand.NAME)) {
            return importRecords.run(rest, System.out, System.err);
        }
        System.err.println("unknown command '" + args[0] + "'; the commands: " + ImportRecordsCommand.USAGE);
        return ImportRecordsCommand.USAGE_ERROR;
    }
}
