package com.taflpost.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.testsupport.SchemaPatterns;
import com.taflpost.testsupport.ServedContract;
import io.restassured.response.Response;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A constraint the contract states and the server enforces: where the served document states it, and requests on
 * either side of it: the one just outside is refused with the documented status and code, the one at the edge is
 * accepted. Each request makes what it needs (players, games) when it runs.
 *
 * @param pointer a JSON pointer into the document; a segment {@code name=x} picks the array element named x, and
 *     references ({@code $ref}) on the way are followed
 * @param samples texts the schema's pattern, read as JSON Schema reads it (found anywhere), matches or not
 */
record Enforced(
        String name,
        String pointer,
        Map<String, Object> stated,
        Map<String, Boolean> samples,
        Supplier<Response> outside,
        int refusedWith,
        String code,
        Supplier<Answer> edge,
        int acceptedWith) {

    /** An answer's status and body; an event stream's is its status alone (its body does not end). */
    record Answer(int status, String body) {
        static Answer of(Response response) {
            return new Answer(response.statusCode(), response.asString());
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A constraint stated at {@code pointer}; the builder takes what it states and the two requests. */
    static Builder stated(String name, String pointer) {
        return new Builder(name, pointer);
    }

    /** Checks all three: the document states it, the server refuses just outside it and accepts at its edge. */
    void check() {
        JsonNode schema = at(pointer);
        stated.forEach((keyword, value) -> assertThat(schema.get(keyword))
                .as("%s: %s states %s", name, pointer, keyword)
                .isEqualTo(JSON.valueToTree(value)));
        samples.forEach((text, matches) -> assertThat(
                        SchemaPatterns.matches(schema.path("pattern").asText(), text))
                .as("%s: the pattern at %s matches %s", name, pointer, printable(text))
                .isEqualTo(matches));
        Response refused = outside.get();
        assertThat(refused.statusCode())
                .as("%s: just outside, %s", name, refused.asString())
                .isEqualTo(refusedWith);
        assertThat(refused.jsonPath().getString("code"))
                .as("%s: the code of %s", name, refused.asString())
                .isEqualTo(code);
        Answer accepted = edge.get();
        assertThat(accepted.status())
                .as("%s: at the edge, %s", name, accepted.body())
                .isEqualTo(acceptedWith);
    }

    @Override
    public String toString() {
        return name;
    }

    private static String printable(String text) {
        String shown = text.length() > 40 ? text.substring(0, 40) + "... (" + text.length() + ")" : text;
        StringBuilder escaped = new StringBuilder();
        shown.codePoints()
                .forEach(c -> escaped.append(
                        c < 0x20 || (c >= 0x7F && c <= 0xA0) ? String.format("\\u%04X", c) : Character.toString(c)));
        return "'" + escaped + "'";
    }

    static JsonNode document() {
        return ServedContract.document();
    }

    /** The node at {@code pointer} (see the record's description). */
    static JsonNode at(String pointer) {
        JsonNode node = document();
        for (String segment : pointer.substring(1).split("/")) {
            node = resolved(node);
            String key = segment.replace("~1", "/").replace("~0", "~");
            if (key.startsWith("name=") && node.isArray()) {
                String wanted = key.substring("name=".length());
                JsonNode found = null;
                for (JsonNode element : node) {
                    if (wanted.equals(resolved(element).path("name").asText())) {
                        found = element;
                    }
                }
                assertThat(found).as("%s: no element named %s", pointer, wanted).isNotNull();
                node = found;
            } else if (node.isArray()) {
                assertThat(node.has(Integer.parseInt(key)))
                        .as("%s: no %s", pointer, key)
                        .isTrue();
                node = node.get(Integer.parseInt(key));
            } else {
                assertThat(node.has(key)).as("%s: no %s", pointer, key).isTrue();
                node = node.get(key);
            }
        }
        return resolved(node);
    }

    private static JsonNode resolved(JsonNode node) {
        while (node.has("$ref")) {
            node = at(node.get("$ref").asText().substring(1));
        }
        return node;
    }

    static final class Builder {
        private final String name;
        private final String pointer;
        private final Map<String, Object> stated = new LinkedHashMap<>();
        private final Map<String, Boolean> samples = new LinkedHashMap<>();
        private Supplier<Response> outside;
        private int refusedWith;
        private String code;

        private Builder(String name, String pointer) {
            this.name = name;
            this.pointer = pointer;
        }

        Builder as(String keyword, Object value) {
            stated.put(keyword, value);
            return this;
        }

        /** The schema's pattern matches {@code text}. */
        Builder takes(String text) {
            samples.put(text, true);
            return this;
        }

        /** The schema's pattern does not match {@code text}. */
        Builder refuses(String text) {
            samples.put(text, false);
            return this;
        }

        Builder refuses(Supplier<Response> request, int status, String problemCode) {
            outside = request;
            refusedWith = status;
            code = problemCode;
            return this;
        }

        Enforced accepts(Supplier<Response> request, int status) {
            return answers(() -> Answer.of(request.get()), status);
        }

        Enforced answers(Supplier<Answer> request, int status) {
            return new Enforced(
                    name,
                    pointer,
                    Map.copyOf(stated),
                    Map.copyOf(samples),
                    outside,
                    refusedWith,
                    code,
                    request,
                    status);
        }
    }
}
