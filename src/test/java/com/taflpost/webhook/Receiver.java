package com.taflpost.webhook;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** A webhook receiver on a loopback port, at a path of its own; it answers 204 unless told otherwise. */
final class Receiver implements AutoCloseable {
    record Post(String host, String signature, String event, String delivery, String body, Instant at) {}

    private final HttpServer server;
    private final ExecutorService threads = Executors.newCachedThreadPool();
    private final String path = "/hook-" + UUID.randomUUID();
    private final BlockingQueue<Post> posts = new LinkedBlockingQueue<>();
    private final List<Post> all = new ArrayList<>();
    private final CountDownLatch released = new CountDownLatch(1);
    private final AtomicInteger failures = new AtomicInteger();
    private final AtomicInteger answering = new AtomicInteger();
    private final AtomicInteger mostAnswering = new AtomicInteger();
    private volatile int failStatus = 503;
    private volatile int status = 204;
    private volatile Duration delay = Duration.ZERO;
    private volatile boolean holding;

    Receiver() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(threads);
        server.createContext(path, exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            Post post = new Post(
                    exchange.getRequestHeaders().getFirst("Host"),
                    exchange.getRequestHeaders().getFirst("Taflpost-Signature"),
                    exchange.getRequestHeaders().getFirst("Taflpost-Event"),
                    exchange.getRequestHeaders().getFirst("Taflpost-Delivery"),
                    body,
                    Instant.now());
            synchronized (all) {
                all.add(post);
            }
            posts.add(post);
            mostAnswering.accumulateAndGet(answering.incrementAndGet(), Math::max);
            try {
                if (holding) {
                    released.await();
                }
                Thread.sleep(delay.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                answering.decrementAndGet();
            }
            try {
                exchange.sendResponseHeaders(failures.getAndDecrement() > 0 ? failStatus : status, -1);
            } catch (IOException e) {
                // the sender gave up waiting
            }
            exchange.close();
        });
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + port() + path;
    }

    int port() {
        return server.getAddress().getPort();
    }

    String path() {
        return path;
    }

    Receiver answering(int status) {
        this.status = status;
        return this;
    }

    /** Answers the next {@code count} requests with {@code status}, then as before. */
    Receiver failing(int count, int status) {
        this.failStatus = status;
        this.failures.set(count);
        return this;
    }

    Receiver answeringAfter(Duration delay) {
        this.delay = delay;
        return this;
    }

    /** Takes requests but answers none until released. */
    Receiver silent() {
        holding = true;
        return this;
    }

    void release() {
        released.countDown();
    }

    /** The next POST, waiting up to {@code seconds}; null when none came. */
    Post next(long seconds) throws InterruptedException {
        return posts.poll(seconds, TimeUnit.SECONDS);
    }

    /** The most requests this receiver has had under way at once. */
    int mostAtOnce() {
        return mostAnswering.get();
    }

    List<Post> all() {
        synchronized (all) {
            return List.copyOf(all);
        }
    }

    @Override
    public void close() {
        release();
        server.stop(0);
        threads.shutdownNow();
    }
}
