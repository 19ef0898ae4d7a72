package com.taflpost.push;

import com.taflpost.webhook.TargetPolicy.Target;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
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
 * POSTs one push to the checked address of its endpoint, with the URL's host in the Host header and for TLS (SNI and
 * certificate check), as webhooks are sent, so that no second lookup decides where it goes. Each attempt ends by its
 * deadline; redirects are not followed.
 */
final class PushSender {
    private final Vertx vertx;
    private final HttpClient client;

    PushSender(Vertx vertx, int connections) {
        this.vertx = vertx;
        this.client = vertx.createHttpClient(new HttpClientOptions()
                .setKeepAlive(false)
                .setVerifyHost(true)
                .setTrustAll(false)
                .setForceSni(true)
                .setMaxPoolSize(Math.max(1, connections))
                .setMaxRedirects(0));
    }

    /** The push service's answer, or no answer when it gives none within {@code within}. Never fails. */
    CompletionStage<PushOutcome> post(Target target, Map<String, String> headers, byte[] body, Duration within) {
        CompletableFuture<PushOutcome> outcome = new CompletableFuture<>();
        long millis = Math.max(1, within.toMillis());
        AtomicReference<HttpClientRequest> request = new AtomicReference<>();
        long deadline = vertx.setTimer(millis, id -> {
            if (outcome.complete(PushOutcome.noAnswer()) && request.get() != null) {
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
                finish(outcome, deadline, PushOutcome.noAnswer());
                return;
            }
            HttpClientRequest sent = opened.result();
            request.set(sent);
            sent.exceptionHandler(ignored -> finish(outcome, deadline, PushOutcome.noAnswer()));
            String host = target.host().contains(":") ? "[" + target.host() + "]" : target.host();
            sent.authority(HostAndPort.create(host, target.port()));
            if (outcome.isDone()) {
                sent.reset();
                return;
            }
            sent.send(Buffer.buffer(body)).onComplete(answered -> {
                if (answered.failed()) {
                    finish(outcome, deadline, PushOutcome.noAnswer());
                    return;
                }
                answered.result().exceptionHandler(ignored -> {});
                finish(
                        outcome,
                        deadline,
                        PushOutcome.answered(
                                answered.result().statusCode(),
                                PushOutcome.retryAfter(answered.result().getHeader("Retry-After"))));
                // the body is not read: closing the connection spares reading whatever the push service sends
                sent.reset();
            });
        });
        return outcome;
    }

    private void finish(CompletableFuture<PushOutcome> outcome, long deadline, PushOutcome result) {
        vertx.cancelTimer(deadline);
        outcome.complete(result);
    }

    void close() {
        client.close();
    }
}
