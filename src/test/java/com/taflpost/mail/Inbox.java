package com.taflpost.mail;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/** The mails one address received, read from the tests' SMTP server. */
record Inbox(String address) {
    /** Long enough for two polls of the mail jobs (every second in the tests, the scheduler's shortest). */
    static final Duration QUIET = Duration.ofMillis(2500);

    private static final Duration PATIENCE = Duration.ofSeconds(15);

    List<Received> all() {
        return Arrays.stream(SmtpServer.received().getReceivedMessages())
                .filter(this::isFor)
                .map(Received::of)
                .toList();
    }

    List<Received> matching(Predicate<Received> which) {
        return all().stream().filter(which).toList();
    }

    /** Waits until {@code count} mails that match have arrived, and gives them. */
    List<Received> await(int count, Predicate<Received> which) {
        long until = System.nanoTime() + PATIENCE.toNanos();
        while (System.nanoTime() < until) {
            List<Received> found = matching(which);
            if (found.size() >= count) {
                return found;
            }
            sleep(Duration.ofMillis(100));
        }
        List<Received> found = matching(which);
        assertThat(found).as("mails to " + address).hasSizeGreaterThanOrEqualTo(count);
        return found;
    }

    /** Waits a few polls, then gives what matches: for the tests that no (further) mail arrives. */
    List<Received> afterQuiet(Predicate<Received> which) {
        sleep(QUIET);
        return matching(which);
    }

    private boolean isFor(MimeMessage message) {
        try {
            return message.getAllRecipients() != null
                    && Arrays.stream(message.getAllRecipients())
                            .anyMatch(to -> to.toString().equalsIgnoreCase(address));
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
