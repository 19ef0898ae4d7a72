package com.taflpost.mail;

import io.quarkus.logging.Log;
import io.quarkus.mailer.Mail;
import io.quarkus.mailer.Mailer;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Hands letters to the SMTP server, with the headers that let a mail client offer a one-click unsubscribe (RFC 2369,
 * RFC 8058). Blocking: the caller holds its claim on the row until the server has taken the mail. The mailer is
 * called from a thread of its own, outside any Vert.x context: called from a request's or a job's worker thread, its
 * connection's answers were now and then queued behind the very thread waiting for them, until the SMTP server gave
 * up on the silent connection.
 */
@Singleton
class Postbox {
    private static final Duration MOST = Duration.ofMinutes(1);

    private final Mailer mailer;
    private final MailSwitch mail;
    private final ExecutorService senders = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "mail-sender");
        thread.setDaemon(true);
        return thread;
    });

    Postbox(Mailer mailer, MailSwitch mail) {
        this.mailer = mailer;
        this.mail = mail;
    }

    @PreDestroy
    void stop() {
        senders.shutdownNow();
    }

    void send(Letter letter) {
        if (!mail.enabled()) {
            throw new MailProblems.MailOff();
        }
        try {
            Mail message = Mail.withText(letter.to(), letter.subject(), letter.text())
                    .setHtml(letter.html())
                    .addHeader("List-Unsubscribe", "<" + letter.unsubscribeUrl() + ">")
                    .addHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
                    .addHeader("Auto-Submitted", "auto-generated");
            senders.submit(() -> mailer.send(message)).get(MOST.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MailProblems.NotSent();
        } catch (ExecutionException | TimeoutException | RuntimeException e) {
            Log.warnf(e, "mail: the SMTP server did not take a mail to %s", letter.to());
            throw new MailProblems.NotSent();
        }
    }
}
