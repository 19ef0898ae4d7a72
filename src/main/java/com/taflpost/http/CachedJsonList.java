package com.taflpost.http;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.RandomAccess;

/**
 * An immutable list whose JSON is written at most once, then copied as bytes: for what is shown again and again as
 * it was (a board's grid, a game's moves at a version), which Jackson would otherwise write item by item on every
 * answer. Its items are plain values (strings, numbers, instants, records of them), which this mapper writes as the
 * application's does.
 */
@JsonSerialize(using = CachedJsonList.Writer.class)
public final class CachedJsonList<E> extends AbstractList<E> implements RandomAccess {
    // instants as the application writes them (ISO-8601 text): a game's move times are such a list
    private static final ObjectMapper JSON = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .build();

    private final Object[] items;
    /** The items as a JSON array, once written; a race writes the same twice. */
    private volatile SerializableString json;

    private CachedJsonList(Object[] items) {
        this.items = items;
    }

    /** The items, as they are if they are written once already. */
    public static <E> CachedJsonList<E> of(Collection<E> items) {
        if (items instanceof CachedJsonList<E> list) {
            return list;
        }
        return new CachedJsonList<>(items.toArray());
    }

    /**
     * These items and one more: a new list. If this list's JSON is written already, the new list's is that JSON with
     * the item's written after it: a game's moves grow by one a move, and writing them all again on every move cost
     * as much as the rest of the answer's JSON.
     */
    public CachedJsonList<E> plus(E item) {
        Object[] longer = Arrays.copyOf(items, items.length + 1);
        longer[items.length] = item;
        CachedJsonList<E> next = new CachedJsonList<>(longer);
        SerializableString written = json;
        if (written != null) {
            try {
                String before = written.getValue();
                String itemJson = JSON.writeValueAsString(item);
                next.json = encoded(
                        items.length == 0
                                ? "[" + itemJson + "]"
                                : before.substring(0, before.length() - 1) + "," + itemJson + "]");
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write a list item as JSON", e);
            }
        }
        return next;
    }

    @Override
    @SuppressWarnings("unchecked")
    public E get(int index) {
        return (E) items[index];
    }

    @Override
    public int size() {
        return items.length;
    }

    private SerializableString json() {
        SerializableString written = json;
        if (written == null) {
            try {
                written = encoded(JSON.writeValueAsString(items));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write a list as JSON", e);
            }
            json = written;
        }
        return written;
    }

    private static SerializableString encoded(String text) {
        SerializableString written = new SerializedString(text);
        written.asUnquotedUTF8(); // encoded now, once: writing it is then a copy of bytes
        return written;
    }

    static final class Writer extends StdSerializer<CachedJsonList<?>> {
        @SuppressWarnings({"unchecked", "rawtypes"})
        Writer() {
            super((Class) CachedJsonList.class);
        }

        @Override
        public void serialize(CachedJsonList<?> list, JsonGenerator json, SerializerProvider provider)
                throws IOException {
            json.writeRawValue(list.json());
        }
    }
}
