package com.taflpost.fault;

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
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** An event stream read by a real HTTP client: the ids of its events, and whether the server ended it. */
final class Stream implements AutoCloseable {
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private final BlockingQueue<Long> ids = new LinkedBlockingQueue<>();
    private final CountDownLatch ended = new CountDownLatch(1);
    private final HttpResponse<InputStream> response;

    private Stream(HttpResponse<InputStream> response) {
        this.response = response;
        Thread reader = new Thread(this::read, "fault-stream-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /** The answer to opening a stream: the stream if it is 200, else the status. */
    static HttpResponse<InputStream> request(URI events, String token) {
        HttpRequest request = HttpRequest.newBuilder(events)
                .header("Accept", "text/event-stream")
                .header("Authorization", "Bearer " + token)
                .GET()
                .build();
        try {
            return HTTP.send(request, HttpResponse.BodyHandlers.ofInputStream());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    static Stream open(URI events, String token) {
        return of(request(events, token));
    }

    static Stream of(HttpResponse<InputStream> response) {
        assertThat(response.statusCode()).as("status of the stream").isEqualTo(200);
        return new Stream(response);
    }

    /** The ids of the next {@code count} events, waiting up to {@code wait} for them. */
    List<Long> next(int count, Duration wait) throws InterruptedException {
        List<Long> next = new ArrayList<>();
        long deadline = System.nanoTime() + wait.toNanos();
        while (next.size() < count) {
            Long id = ids.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (id == null) {
                break;
            }
            next.add(id);
        }
        return next;
    }

    /** Whether the server ended the stream within {@code wait}. */
    boolean endsWithin(Duration wait) throws InterruptedException {
        return ended.await(wait.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void read() {
        try (BufferedReader lines =
                new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.startsWith("id:")) {
                    ids.add(Long.parseLong(line.substring(3).strip()));
                }
            }
        } catch (IOException e) {
            // closed by the test
        } finally {
            ended.countDown();
        }
    }

    @Override
    public void close() {
        try {
            response.body().close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
