package com.taflpost.event;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A real HTTP client of an event stream: reads it line by line on its own thread and hands out what it parsed. */
final class SseClient implements AutoCloseable {
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private static final Duration WAIT = Duration.ofSeconds(10);

    /** One parsed item: an event (id, event, data) or a comment line. */
    record Item(String id, String event, String data, String comment) {
        boolean isComment() {
            return comment != null;
        }
    }

    private final BlockingQueue<Item> items = new LinkedBlockingQueue<>();
    private final HttpResponse<InputStream> response;
    private final Thread reader;

    private SseClient(HttpResponse<InputStream> response) {
        this.response = response;
        this.reader = new Thread(this::read, "sse-test-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /** Opens a stream; the headers map is sent as is. */
    static SseClient open(URI uri, String token, Map<String, String> headers) {
        HttpRequest.Builder request =
                HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).header("Accept", "text/event-stream");
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        headers.forEach(request::header);
        try {
            HttpResponse<InputStream> response =
                    HTTP.send(request.GET().build(), HttpResponse.BodyHandlers.ofInputStream());
            assertThat(response.statusCode()).as("status of the stream").isEqualTo(200);
            assertThat(response.headers().firstValue("Content-Type"))
                    .hasValueSatisfying(type -> assertThat(type).startsWith("text/event-stream"));
            return new SseClient(response);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The next event, skipping comments (keep-alives); fails after a while without one. */
    Item nextEvent() {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (true) {
            Item item = next();
            if (!item.isComment()) {
                return item;
            }
            assertThat(System.nanoTime() - deadline)
                    .as("an event within %s", WAIT)
                    .isNegative();
        }
    }

    /** The next {@code count} events. */
    List<Item> nextEvents(int count) {
        List<Item> events = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            events.add(nextEvent());
        }
        return events;
    }

    /** The next comment, skipping events. */
    String nextComment() {
        while (true) {
            Item item = next();
            if (item.isComment()) {
                return item.comment();
            }
        }
    }

    private Item next() {
        try {
            Item item = items.poll(WAIT.toMillis(), TimeUnit.MILLISECONDS);
            assertThat(item).as("something on the stream within %s", WAIT).isNotNull();
            return item;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private void read() {
        try (BufferedReader lines =
                new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
            String id = null;
            String event = null;
            StringBuilder data = null;
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.isEmpty()) {
                    if (event != null || data != null || id != null) {
                        items.add(new Item(id, event, data == null ? null : data.toString(), null));
                    }
                    id = null;
                    event = null;
                    data = null;
                } else if (line.startsWith(":")) {
                    items.add(new Item(null, null, null, line.substring(1).strip()));
                } else {
                    int colon = line.indexOf(':');
                    String field = colon < 0 ? line : line.substring(0, colon);
                    String value = colon < 0 ? "" : line.substring(colon + 1).replaceFirst("^ ", "");
                    switch (field) {
                        case "id" -> id = value;
                        case "event" -> event = value;
                        case "data" ->
                            data = data == null
                                    ? new StringBuilder(value)
                                    : data.append('\n').append(value);
                        default -> {}
                    }
                }
            }
        } catch (IOException e) {
            // closed by the test
        }
    }

    @Override
    public void close() {
        try {
            response.body().close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        reader.interrupt();
    }
}
