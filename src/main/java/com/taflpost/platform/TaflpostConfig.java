package com.taflpost.platform;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.net.URI;
import java.util.List;
import java.util.Optional;

/** The settings of a Taflpost deployment; each is an environment variable (TAFLPOST_...), listed in the README. */
@ConfigMapping(prefix = "taflpost")
public interface TaflpostConfig {

    /** Where the server keeps what it creates itself: the embedded database and the generated signing keys. */
    @WithDefault(PlatformConfigSourceFactory.DEFAULT_DATA_DIR)
    String dataDir();

    /** The URL clients reach the server at, for Location headers and links; by default the request's own. */
    Optional<URI> publicBaseUrl();

    /** Browser origins allowed to write through the API (CORS; reads are open to any): see http.Cors. */
    Optional<List<String>> corsOrigins();
}
