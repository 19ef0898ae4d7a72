package com.taflpost.fault;

import com.taflpost.platform.EmbeddedDatabase;
import io.quarkus.test.junit.QuarkusTestProfile;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The fault tests stop and start the database, so they run on an embedded PostgreSQL of their own, also where the
 * suite runs on a shared server (CI): a few streams per instance, to reach the cap.
 */
public class OwnDatabase implements QuarkusTestProfile {
    public static final Path DATA = Path.of("target", "taflpost-fault-data", "postgres")
            .toAbsolutePath()
            .normalize();
    static final int MAX_STREAMS = 6;

    @Override
    public Map<String, String> getConfigOverrides() {
        Map<String, String> config = new HashMap<>(EmbeddedDatabase.in(DATA).datasourceConfig());
        config.put("taflpost.events.max-streams", Integer.toString(MAX_STREAMS));
        return config;
    }
}
