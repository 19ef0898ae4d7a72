package com.taflpost.mail;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.problem.ApiException;
import com.taflpost.testsupport.SchemaPatterns;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The contract's pattern for an e-mail address takes what {@link EmailAddress#parse} takes: addresses drawn from a
 * fixed seed, most of them nearly right, around the longest local part and address.
 */
class EmailAddressPatternTest {

    private static final List<String> MISTAKES =
            List.of("", ".", "..", "@", " ", "\t", "-", "_", "é", "<", "'", "\u0000", "a", "\u00A0");

    @Test
    void thePatternTakesWhatTheServerTakes() {
        Random random = new Random(20_261_204L);
        int taken = 0;
        for (int i = 0; i < 50_000; i++) {
            String address = address(random);
            boolean accepted = accepted(address);
            taken += accepted ? 1 : 0;
            assertThat(SchemaPatterns.matches(EmailAddress.PATTERN, address))
                    .as("'%s' (%d characters)", address, address.length())
                    .isEqualTo(accepted);
        }
        assertThat(taken).isBetween(5_000, 45_000);
    }

    /** An address with parts of random lengths, often with one mistake put in somewhere. */
    private static String address(Random random) {
        StringBuilder address = new StringBuilder(random.nextInt(6) == 0 ? " " : "");
        address.append(part(random, random.nextInt(4) == 0 ? 60 + random.nextInt(8) : 1 + random.nextInt(8)));
        address.append("@");
        int labels = 1 + random.nextInt(random.nextInt(5) == 0 ? 5 : 3);
        for (int label = 0; label < labels; label++) {
            address.append(label == 0 ? "" : ".")
                    .append(part(random, random.nextInt(4) == 0 ? 60 + random.nextInt(6) : 1 + random.nextInt(6)));
        }
        if (random.nextInt(3) == 0) {
            String mistake = MISTAKES.get(random.nextInt(MISTAKES.size()));
            address.insert(random.nextInt(address.length() + 1), mistake);
        }
        return address.append(random.nextInt(6) == 0 ? "\n" : "").toString();
    }

    private static String part(Random random, int length) {
        StringBuilder part = new StringBuilder();
        String characters = "abcXYZ019-";
        for (int i = 0; i < length; i++) {
            part.append(characters.charAt(random.nextInt(characters.length())));
        }
        return part.toString();
    }

    private static boolean accepted(String address) {
        try {
            EmailAddress.parse(address);
            return true;
        } catch (ApiException refused) {
            return false;
        }
    }
}
