package com.taflpost.webhook;

import com.taflpost.webhook.TargetPolicy.Target;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.net.HostAndPort;
import io.vertx.core.net.SocketAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicReference;

/**
 * POSTs one delivery to the checked address of its target, with the URL's host in the Host header and for TLS (SNI
 * and certificate check), so that no second lookup decides where it goes. Each attempt ends by its deadline, answered
 * or not; redirects are not followed (they could lead anywhere).
 */
final class Sender {
    private final Vertx vertx;
    private final HttpClient client;

    Sender(Vertx vertx, int connections) {
        this.vertx = vertx;
        this.client = vertx.createHttpClient(new HttpClientOptions()
                .setKeepAlive(false)
                .setVerifyHost(true)
                .setTrustAll(false)
                .setForceSni(true)
                .setMaxPoolSize(Math.max(1, connections))
                .setMaxRedirects(0));
    }

    /** The receiver's status, or no answer when it gives none within {@code within}. Never fails. */
    CompletionStage<Outcome> post(Target target, Map<String, String> headers, String body, Duration within) {
        CompletableFuture<Outcome> outcome = new CompletableFuture<>();
        long millis = Math.max(1, within.toMillis());
        AtomicReference<HttpClientRequest> request = new AtomicReference<>();
        long deadline = vertx.setTimer(millis, id -> {
            if (outcome.complete(Outcome.noAnswer()) && request.get() != null) {
                request.get().reset();
            }
        });
        RequestOptions options = new RequestOptions()
                .setMethod(HttpMethod.POST)
                .setServer(SocketAddress.inetSocketAddress(new InetSocketAddress(target.address(), target.port())))
                .setHost(target.host())
                .setPort(target.port())
                .setSsl(target.tls())
                .setURI(target.pathAndQuery())
                .setFollowRedirects(false)
                .setConnectTimeout(millis)
                .setIdleTimeout(millis);
        headers.forEach(options::putHeader);
        client.request(options).onComplete(opened -> {
            if (opened.failed()) {
                finish(outcome, deadline, Outcome.noAnswer());
                return;
            }
            HttpClientRequest sent = opened.result();
            request.set(sent);
            sent.exceptionHandler(ignored -> finish(outcome, deadline, Outcome.noAnswer()));
            sent.authority(HostAndPort.create(target.hostName(), target.port()));
            if (outcome.isDone()) {
                sent.reset();
                return;
            }
            sent.send(body).onComplete(answered -> {
                if (answered.failed()) {
                    finish(outcome, deadline, Outcome.noAnswer());
                    return;
                }
                answered.result().exceptionHandler(ignored -> {});
                finish(outcome, deadline, Outcome.answered(answered.result().statusCode()));
                // the body is not read: closing the connection spares reading whatever the receiver sends
                sent.reset();
            });
        });
        return outcome;
    }

    private void finish(CompletableFuture<Outcome> outcome, long deadline, Outcome result) {
        vertx.cancelTimer(deadline);
        outcome.complete(result);
    }

    void close() {
        client.close();
    }
}
