package com.taflpost.testsupport;

import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/** Requests sent at once, to see how the server settles a race; shared so that no test class copies it. */
public final class Concurrently {
    private Concurrently() {}

    /** Sends every call at the same moment, each on a thread of its own; their answers, in the order given. */
    @SafeVarargs
    public static List<Response> together(Supplier<Response>... calls) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(calls.length);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Response>> futures = new ArrayList<>();
            for (Supplier<Response> call : calls) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return call.get();
                }));
            }
            start.countDown();
            List<Response> answers = new ArrayList<>();
            for (Future<Response> future : futures) {
                answers.add(future.get(30, TimeUnit.SECONDS));
            }
            return answers;
        } finally {
            pool.shutdownNow();
        }
    }
}
