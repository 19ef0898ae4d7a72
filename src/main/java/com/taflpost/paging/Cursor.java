package com.taflpost.paging;

import com.taflpost.problem.ApiException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;

/**
 * Where a page starts: the sort key (and id) of the last item of the page before, so that a page costs the same
 * however deep and items added meanwhile neither repeat nor hide others. Opaque to clients; it names its list, and a
 * cursor of one list (or of one order of a list) is refused by every other.
 */
public record Cursor(String list, List<String> keys) {
    private static final String SEPARATOR = "|";
    /** A missing time in a cursor's keys: sorts after every time, as PostgreSQL's {@code 'infinity'} does. */
    private static final String NO_TIME = "inf";

    public Cursor {
        keys = List.copyOf(keys);
    }

    public static Cursor of(String list, Object... keys) {
        return new Cursor(list, Arrays.stream(keys).map(Cursor::keyText).toList());
    }

    /** The cursor in {@code text}, of {@code list} with {@code arity} keys; 400 bad-cursor when it is not one. */
    public static Cursor read(String text, String list, int arity) {
        String decoded;
        try {
            decoded = new String(Base64.getUrlDecoder().decode(text), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw bad();
        }
        String[] parts = decoded.split("\\|", -1);
        if (parts.length != arity + 1
                || !parts[0].equals(list)
                || Arrays.stream(parts).anyMatch(String::isEmpty)) {
            throw bad();
        }
        return new Cursor(list, List.of(parts).subList(1, parts.length));
    }

    public String write() {
        String text = list + SEPARATOR + String.join(SEPARATOR, keys);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    public String text(int key) {
        return keys.get(key);
    }

    public long number(int key) {
        try {
            return Long.parseLong(keys.get(key));
        } catch (NumberFormatException e) {
            throw bad();
        }
    }

    public double decimal(int key) {
        try {
            double value = Double.parseDouble(keys.get(key));
            if (!Double.isFinite(value)) {
                throw bad();
            }
            return value;
        } catch (NumberFormatException e) {
            throw bad();
        }
    }

    /** A time key; null stands for none (after every time). */
    public Instant time(int key) {
        String text = keys.get(key);
        if (text.equals(NO_TIME)) {
            return null;
        }
        try {
            return Instant.EPOCH.plus(Long.parseLong(text), ChronoUnit.MICROS);
        } catch (NumberFormatException | ArithmeticException e) {
            throw bad();
        }
    }

    /** A time key as a query's timestamptz text, {@code infinity} for none. */
    public String timeText(int key) {
        Instant at = time(key);
        return at == null ? "infinity" : at.toString();
    }

    private static String keyText(Object key) {
        if (key == null) {
            return NO_TIME;
        }
        if (key instanceof Instant at) {
            return Long.toString(ChronoUnit.MICROS.between(Instant.EPOCH, at));
        }
        String text = key.toString();
        if (text.isEmpty() || text.contains(SEPARATOR)) {
            throw new IllegalArgumentException("a cursor key is neither empty nor holds " + SEPARATOR);
        }
        return text;
    }

    public static ApiException bad() {
        return new ApiException.BadRequest(
                "bad-cursor", "cursor is not one this list gave with this sort: follow the next link as given");
    }
}
