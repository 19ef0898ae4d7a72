package com.taflpost.push;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Predicate;

/**
 * A push service on a loopback port, as a browser vendor's would be: it takes the server's POSTs to its browsers'
 * endpoints, checks the VAPID Authorization (the ES256 signature with the announced key, the audience, the expiry,
 * the contact) and decrypts each message with its browser's own private key and auth secret. It answers 201 unless a
 * browser's endpoint is told otherwise.
 */
final class PushReceiver implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * One push as received: its browser's endpoint path, the decrypted message (null if it could not be read), the
     * headers that matter, and what was wrong with its VAPID token or encryption (null when nothing was).
     */
    record Push(String path, JsonNode message, Map<String, String> headers, String problem, Instant at) {
        String type() {
            return message == null ? null : message.path("type").asText();
        }
    }

    private final HttpServer server;
    private final ExecutorService threads = Executors.newCachedThreadPool();
    private final Map<String, TestBrowser> browsers = new ConcurrentHashMap<>();
    private final Map<String, Deque<Integer>> answers = new ConcurrentHashMap<>();
    private final List<Push> pushes = new ArrayList<>();
    private final String serverKey;

    PushReceiver(String serverKey) throws IOException {
        this.serverKey = serverKey;
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 200);
        server.setExecutor(threads);
        server.createContext("/push/", this::receive);
        server.start();
    }

    /** A new browser with an endpoint of its own here. */
    TestBrowser browser() {
        TestBrowser browser = TestBrowser.at(origin() + "/push/" + UUID.randomUUID());
        browsers.put(browser.path(), browser);
        return browser;
    }

    String origin() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** The browser's next requests are answered with these statuses, in order; then 201 again. */
    void answer(TestBrowser browser, Integer... statuses) {
        answers.computeIfAbsent(browser.path(), path -> new ArrayDeque<>()).addAll(List.of(statuses));
    }

    private void receive(HttpExchange exchange) throws IOException {
        Instant at = Instant.now();
        byte[] body = exchange.getRequestBody().readAllBytes();
        String path = exchange.getRequestURI().getPath();
        Map<String, String> headers = new java.util.HashMap<>();
        for (String name : List.of("Authorization", "TTL", "Urgency", "Topic", "Content-Encoding", "Content-Type")) {
            String value = exchange.getRequestHeaders().getFirst(name);
            if (value != null) {
                headers.put(name, value);
            }
        }
        TestBrowser browser = browsers.get(path);
        JsonNode message = null;
        String problem = browser == null ? "no browser at " + path : vapidProblem(headers.get("Authorization"));
        if (browser != null) {
            try {
                byte[] plain = WebPushReceiverSide.decrypt(body, browser.privateKey(), browser.point(), browser.auth());
                message = JSON.readTree(plain);
            } catch (Exception e) {
                problem = "cannot decrypt: " + e;
            }
        }
        synchronized (pushes) {
            pushes.add(new Push(path, message, Map.copyOf(headers), problem, at));
            pushes.notifyAll();
        }
        Deque<Integer> queued = answers.get(path);
        Integer status;
        synchronized (this) {
            status = queued == null ? null : queued.poll();
        }
        exchange.sendResponseHeaders(status == null ? 201 : status, -1);
        exchange.close();
    }

    /** What is wrong with the VAPID header (RFC 8292), or null when nothing is. */
    private String vapidProblem(String authorization) {
        if (authorization == null || !authorization.startsWith("vapid ")) {
            return "no vapid Authorization";
        }
        String token = null;
        String key = null;
        for (String part : authorization.substring(6).split(",")) {
            String[] pair = part.strip().split("=", 2);
            if (pair[0].equals("t")) {
                token = pair[1];
            } else if (pair[0].equals("k")) {
                key = pair[1];
            }
        }
        if (token == null || !serverKey.equals(key)) {
            return "the vapid k is not the server's key";
        }
        try {
            if (!WebPushReceiverSide.signatureVerifies(
                    token, Base64.getUrlDecoder().decode(key))) {
                return "the vapid token's signature does not verify";
            }
            JsonNode header = JSON.readTree(Base64.getUrlDecoder().decode(token.split("\\.")[0]));
            JsonNode claims = JSON.readTree(Base64.getUrlDecoder().decode(token.split("\\.")[1]));
            long now = Instant.now().getEpochSecond();
            long exp = claims.path("exp").asLong();
            if (!header.path("alg").asText().equals("ES256")) {
                return "alg is not ES256";
            }
            if (!claims.path("aud").asText().equals(origin())) {
                return "aud " + claims.path("aud") + " is not " + origin();
            }
            if (exp <= now || exp > now + Duration.ofHours(24).toSeconds()) {
                return "exp " + exp + " is not within 24 hours";
            }
            if (!claims.path("sub").asText().startsWith("mailto:")) {
                return "no sub";
            }
            return null;
        } catch (Exception e) {
            return "the vapid token cannot be read: " + e;
        }
    }

    /** The first push (oldest first) that matches, waiting up to {@code within}; null when none came. */
    Push await(Predicate<Push> matching, Duration within) throws InterruptedException {
        List<Push> found = awaitAll(matching, 1, within);
        return found.isEmpty() ? null : found.get(0);
    }

    /** The pushes that match once there are {@code count} of them, or those there are after {@code within}. */
    List<Push> awaitAll(Predicate<Push> matching, int count, Duration within) throws InterruptedException {
        long until = System.nanoTime() + within.toNanos();
        synchronized (pushes) {
            while (true) {
                List<Push> found = pushes.stream().filter(matching).toList();
                long left = until - System.nanoTime();
                if (found.size() >= count || left <= 0) {
                    return found;
                }
                pushes.wait(Math.max(1, left / 1_000_000));
            }
        }
    }

    List<Push> all() {
        synchronized (pushes) {
            return List.copyOf(pushes);
        }
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
