package com.taflpost.mail;

import com.taflpost.platform.Now;
import com.taflpost.player.Player;
import com.taflpost.problem.ApiException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

/** A player's e-mail address: given, proved with a code sent to it, shown and removed. */
@ApplicationScoped
public class EmailService {
    private static final Duration CODES_WINDOW = Duration.ofHours(1);

    private final SettingsStore store;
    private final Postbox postbox;
    private final MailSwitch mail;
    private final MailLinks links;
    private final MailConfig config;
    private final Now now;
    private final EntityManager database;

    EmailService(
            SettingsStore store,
            Postbox postbox,
            MailSwitch mail,
            MailLinks links,
            MailConfig config,
            Now now,
            EntityManager database) {
        this.store = store;
        this.postbox = postbox;
        this.mail = mail;
        this.links = links;
        this.config = config;
        this.now = now;
        this.database = database;
    }

    /**
     * Stores the address unverified and mails it a new code; an address that is already the verified one stays as it
     * is and gets no mail. The code is sent before the transaction commits, so that a mail the SMTP server refused
     * leaves nothing stored.
     */
    @Transactional
    public EmailView set(UUID playerId, EmailRequest request) {
        EmailAddress address = EmailAddress.parse(request.address());
        if (!mail.enabled()) {
            throw new MailProblems.MailOff();
        }
        store.requirePlayer(playerId);
        MailAddressEntity row = store.addressForUpdate(playerId, address);
        if (row.verified() && row.address.equals(address.value())) {
            return view(row);
        }
        Instant at = now.instant();
        countCode(row, at);
        String code = VerificationCode.create();
        row.address = address.value();
        row.verifiedAt = null;
        row.codeHash = VerificationCode.hash(playerId, code);
        row.codeExpiresAt = at.plus(config.codeValidity());
        row.codeAttempts = 0;
        NotificationSettingsEntity settings = store.settingsForUpdate(playerId);
        database.flush();
        String name = database.find(Player.class, playerId).name;
        postbox.send(VerificationLetter.write(
                row.address, name, code, config.codeValidity(), links.unsubscribe(settings.unsubscribeToken)));
        return view(row);
    }

    /**
     * Verifies the address if the code is the one sent. A wrong code counts against the few attempts allowed, and
     * that count is kept although the request is refused.
     */
    @Transactional(dontRollbackOn = ApiException.class)
    public EmailView verify(UUID playerId, CodeRequest request) {
        MailAddressEntity row = store.addressForUpdate(playerId).orElseThrow(MailProblems::noCode);
        if (row.codeHash == null) {
            throw MailProblems.noCode();
        }
        if (row.codeAttempts >= config.codeAttempts()) {
            throw new MailProblems.TooMany(
                    "too-many-attempts",
                    "too many wrong codes; set the address again for a new code",
                    Duration.ofSeconds(1));
        }
        if (!now.instant().isBefore(row.codeExpiresAt)) {
            throw new MailProblems.CodeExpired();
        }
        if (!VerificationCode.matches(playerId, request.code(), row.codeHash)) {
            row.codeAttempts++;
            throw MailProblems.wrongCode(config.codeAttempts() - row.codeAttempts);
        }
        row.verifiedAt = now.instant();
        row.codeHash = null;
        row.codeExpiresAt = null;
        row.codeAttempts = 0;
        return view(row);
    }

    @Transactional
    public EmailView get(UUID playerId) {
        return store.address(playerId)
                .map(EmailService::view)
                .orElseThrow(() -> new ApiException.NotFound("no-email-address", "the player has given no address"));
    }

    /** Removes the address, so that no mail goes to it; removing none is no error. */
    @Transactional
    public void delete(UUID playerId) {
        store.addressForUpdate(playerId).ifPresent(store::remove);
    }

    /** Counts a code against the player's allowance for the hour: 429 once it is spent. */
    private void countCode(MailAddressEntity row, Instant at) {
        if (row.codesWindowStart == null || !at.isBefore(row.codesWindowStart.plus(CODES_WINDOW))) {
            row.codesWindowStart = at;
            row.codesSent = 0;
        }
        if (row.codesSent >= config.codesPerHour()) {
            throw new MailProblems.TooMany(
                    "too-many-codes",
                    "at most " + config.codesPerHour() + " codes an hour; try again later",
                    Duration.between(at, row.codesWindowStart.plus(CODES_WINDOW)));
        }
        row.codesSent++;
    }

    private static EmailView view(MailAddressEntity row) {
        return new EmailView(row.address, row.verified());
    }
}
