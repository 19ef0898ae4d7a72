package com.taflpost.webhook;

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
 * POSTs one delivery (a webhook's, or a push to a push service) to the checked address of its target, with the URL's
 * host in the Host header and for TLS (SNI and certificate check), so that no second lookup decides where it goes.
 * Each attempt ends by its deadline, answered or not; redirects are not followed (they could lead anywhere).
 */
public final class Sender {

    /** What the target answered: its status and Retry-After header; {@link #NONE} when it gave no answer. */
    public record Answer(int status, String retryAfter) {
        public static final Answer NONE = new Answer(0, null);

        public boolean given() {
            return status > 0;
        }
    }

    private final Vertx vertx;
    private final HttpClient client;

    public Sender(Vertx vertx, int connections) {
        this.vertx = vertx;
        this.client = vertx.createHttpClient(new HttpClientOptions()
                .setKeepAlive(false)
                .setVerifyHost(true)
                .setTrustAll(false)
                .setForceSni(true)
                .setMaxPoolSize(Math.max(1, connections))
                .setMaxRedirects(0));
    }

    /** The target's answer, or {@link Answer#NONE} when it gives none within {@code within}. Never fails. */
    public CompletionStage<Answer> post(Target target, Map<String, String> headers, Buffer body, Duration within) {
        CompletableFuture<Answer> outcome = new CompletableFuture<>();
        long millis = Math.max(1, within.toMillis());
        AtomicReference<HttpClientRequest> request = new AtomicReference<>();
        long deadline = vertx.setTimer(millis, id -> {
            if (outcome.complete(Answer.NONE) && request.get() != null) {
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
                finish(outcome, deadline, Answer.NONE);
                return;
            }
            HttpClientRequest sent = opened.result();
            request.set(sent);
            sent.exceptionHandler(ignored -> finish(outcome, deadline, Answer.NONE));
            sent.authority(HostAndPort.create(target.hostName(), target.port()));
            if (outcome.isDone()) {
                sent.reset();
                return;
            }
            sent.send(body).onComplete(answered -> {
                if (answered.failed()) {
                    finish(outcome, deadline, Answer.NONE);
                    return;
                }
                answered.result().exceptionHandler(ignored -> {});
                finish(
                        outcome,
                        deadline,
                        new Answer(
                                answered.result().statusCode(),
                                answered.result().getHeader("Retry-After")));
                // the body is not read: closing the connection spares reading whatever the receiver sends
                sent.reset();
            });
        });
        return outcome;
    }

    private void finish(CompletableFuture<Answer> outcome, long deadline, Answer result) {
        vertx.cancelTimer(deadline);
        outcome.complete(result);
    }

    public void close() {
        client.close();
    }
}
