package com.taflpost.game;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.RandomAccess;

/**
 * A game's moves as read or written, immutable, with their JSON written at most once: a game is shown again and again
 * at the same version (a kept game, see {@link Replays}), and its moves were most of what Jackson wrote of it.
 */
@JsonSerialize(using = MoveList.Writer.class)
final class MoveList extends AbstractList<String> implements RandomAccess {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String[] moves;
    /** The moves as a JSON array, once written; a race writes the same twice. */
    private volatile SerializableString json;

    private MoveList(String[] moves) {
        this.moves = moves;
    }

    /** The moves, as they are if they already are a move list. */
    static MoveList of(Collection<String> moves) {
        return moves instanceof MoveList list ? list : new MoveList(moves.toArray(String[]::new));
    }

    /** These moves and one more. */
    MoveList plus(String move) {
        String[] longer = Arrays.copyOf(moves, moves.length + 1);
        longer[moves.length] = move;
        return new MoveList(longer);
    }

    @Override
    public String get(int index) {
        return moves[index];
    }

    @Override
    public int size() {
        return moves.length;
    }

    private SerializableString json() {
        SerializableString written = json;
        if (written == null) {
            try {
                written = new SerializedString(JSON.writeValueAsString(moves));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write moves", e);
            }
            written.asUnquotedUTF8(); // encoded now, once: writing it is then a copy of bytes
            json = written;
        }
        return written;
    }

    static final class Writer extends StdSerializer<MoveList> {
        Writer() {
            super(MoveList.class);
        }

        @Override
        public void serialize(MoveList moves, JsonGenerator json, SerializerProvider provider) throws IOException {
            json.writeRawValue(moves.json());
        }
    }
}
