package com.taflpost.mail;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.util.Map;

/**
 * A real SMTP server (GreenMail) for the mail tests, on a free port, with the mailer pointed at it: the server sends
 * as it would to any SMTP server, nothing is mocked.
 */
public class SmtpServer implements QuarkusTestResourceLifecycleManager {
    private static volatile GreenMail server;

    /** The running server, for the tests to read what it received. */
    static GreenMail received() {
        return server;
    }

    @Override
    public Map<String, String> start() {
        int port = freePort();
        server = new GreenMail(new ServerSetup(port, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
        server.start();
        return Map.of(
                "quarkus.mailer.host", "127.0.0.1",
                "quarkus.mailer.port", Integer.toString(port),
                "quarkus.mailer.tls", "false",
                "quarkus.mailer.start-tls", "DISABLED");
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
