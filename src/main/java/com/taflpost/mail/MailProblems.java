package com.taflpost.mail;

import com.taflpost.problem.ApiException;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/** The refusals of the mail operations that the shared {@link ApiException} kinds do not cover. */
final class MailProblems {
    private MailProblems() {}

    static ApiException badAddress(String detail) {
        return new ApiException.BadRequest("bad-email-address", detail);
    }

    static ApiException wrongCode(int attemptsLeft) {
        return new ApiException.Unprocessable(
                "wrong-code",
                "Wrong code",
                "wrong-code",
                "that is not the code sent to the address; " + attemptsLeft + " attempt(s) left",
                Map.of("attemptsLeft", attemptsLeft));
    }

    static ApiException noCode() {
        return new ApiException.Conflict(
                "no-code", "no verification code is waiting: set the address (PUT /api/players/me/email) first");
    }

    static ApiException playerNotFound() {
        return new ApiException.NotFound("player-not-found", "the token's player no longer exists");
    }

    /** 410: the code's time ran out; a new one must be asked for. */
    static final class CodeExpired extends ApiException {
        CodeExpired() {
            super(
                    410,
                    "code-expired",
                    "Code expired",
                    "code-expired",
                    "the code has expired; set the address again for a new one",
                    null);
        }
    }

    /** 429: too many wrong codes, or too many codes asked for; Retry-After says when to ask again. */
    static final class TooMany extends ApiException {
        private final Duration wait;

        TooMany(String code, String detail, Duration wait) {
            super(429, "rate-limited", "Too many requests", code, detail, null);
            this.wait = wait;
        }

        @Override
        public Optional<Duration> retryAfter() {
            return Optional.of(wait);
        }
    }

    /** 503: this server has no SMTP server configured, so it cannot send the code. */
    static final class MailOff extends ApiException {
        MailOff() {
            super(
                    503,
                    "mail-unavailable",
                    "Mail unavailable",
                    "mail-unavailable",
                    "this server sends no mail (no SMTP server is configured)",
                    null);
        }
    }

    /** 503: the SMTP server did not take the mail; nothing was stored, so the request can be sent again. */
    static final class NotSent extends ApiException {
        NotSent() {
            super(
                    503,
                    "mail-not-sent",
                    "Mail not sent",
                    "mail-not-sent",
                    "the mail server did not take the mail; try again in a moment",
                    null);
        }
    }
}
