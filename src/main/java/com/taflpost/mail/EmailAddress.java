package com.taflpost.mail;

import com.taflpost.contract.TextPatterns;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * An e-mail address a player gave, checked for a plausible shape only: whether it reaches anyone is what the
 * verification code finds out. No spaces, control characters or angle brackets, so that an address can never add a
 * header or a second recipient to a mail.
 */
record EmailAddress(String value) {
    /** RFC 5321's limits: 254 characters in all, 64 before the @. */
    static final int MAX_LENGTH = 254;

    static final int MAX_LOCAL_LENGTH = 64;

    private static final String LOCAL_CHARACTERS = "A-Za-z0-9!#$%&'*+/=?^_`{|}~-";
    private static final String LABEL_PATTERN = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
    private static final String WHITE_SPACE = "[" + TextPatterns.WHITE_SPACE + "]*";

    /**
     * What {@link #parse} accepts, as the contract's pattern: an address with white space around it. The lengths are
     * those of the trimmed address, so they are stated here rather than as a maxLength, which would count the white
     * space too.
     */
    static final String PATTERN = "^" + WHITE_SPACE
            + "(?=[!-~]{1," + MAX_LENGTH + "}" + WHITE_SPACE + "$)"
            + "(?=[^@]{1," + MAX_LOCAL_LENGTH + "}@)"
            + "[" + LOCAL_CHARACTERS + "]+(?:\\.[" + LOCAL_CHARACTERS + "]+)*"
            + "@" + LABEL_PATTERN + "(?:\\." + LABEL_PATTERN + ")+"
            + WHITE_SPACE + "$";

    private static final Pattern LOCAL = Pattern.compile("[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+");
    private static final Pattern LABEL = Pattern.compile("[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?");

    /** The address as given, trimmed, or a 400 bad-email-address problem saying what is wrong with it. */
    static EmailAddress parse(String text) {
        if (text == null || text.isBlank()) {
            throw MailProblems.badAddress("address is required");
        }
        String address = text.strip();
        if (address.length() > MAX_LENGTH) {
            throw MailProblems.badAddress("address must be at most " + MAX_LENGTH + " characters");
        }
        int at = address.lastIndexOf('@');
        if (at <= 0 || at == address.length() - 1) {
            throw MailProblems.badAddress("address must look like name@example.org");
        }
        String local = address.substring(0, at);
        String domain = address.substring(at + 1);
        if (local.length() > MAX_LOCAL_LENGTH) {
            throw MailProblems.badAddress("the part before @ must be at most " + MAX_LOCAL_LENGTH + " characters");
        }
        if (!LOCAL.matcher(local).matches() || local.startsWith(".") || local.endsWith(".") || local.contains("..")) {
            throw MailProblems.badAddress("the part before @ has characters an address cannot have");
        }
        String[] labels = domain.split("\\.", -1);
        if (labels.length < 2) {
            throw MailProblems.badAddress("the domain must have a dot, as in example.org");
        }
        for (String label : labels) {
            if (!LABEL.matcher(label).matches()) {
                throw MailProblems.badAddress("the domain '" + domain + "' is not a host name");
            }
        }
        return new EmailAddress(local + "@" + domain.toLowerCase(Locale.ROOT));
    }
}
