package com.taflpost.guard;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyName;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * A member of a request body is a value or is left out, never null: the contract types none as nullable, and a null
 * taken as absent (a boolean's default, say) let a schema-invalid request through. Each object of a body is looked at
 * before it is read, so that a null member (or an item or value of a list or map member) is refused by its path;
 * {@link com.taflpost.problem.ProblemMapper} answers 400 validation naming it. Only the request bodies' types
 * ({@link RequestBodyTypes}): what the server reads otherwise may hold nulls. Jackson's own {@code Nulls.FAIL} would
 * not do: it refuses a member left out of a record as well.
 */
@Singleton
public class NullMembers implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.registerModule(new SimpleModule("no-null-members")
                .setDeserializerModifier(new BeanDeserializerModifier() {
                    @Override
                    public JsonDeserializer<?> modifyDeserializer(
                            DeserializationConfig config,
                            BeanDescription description,
                            JsonDeserializer<?> deserializer) {
                        if (!RequestBodyTypes.contains(description.getBeanClass())) {
                            return deserializer;
                        }
                        Map<String, JavaType> members = new HashMap<>();
                        description
                                .findProperties()
                                .forEach(member -> members.put(member.getName(), member.getPrimaryType()));
                        return new Refusing(deserializer, Map.copyOf(members));
                    }
                }));
    }

    /**
     * Reads a body only once none of its members is null, nor an item or a value of a member that is a list or a map.
     * A member that is an object of its own is its own type's to check; a member the type does not have is ignored, as
     * reading ignores it (a browser's push subscription has an expirationTime, null, that the server does not read).
     */
    private static final class Refusing extends DelegatingDeserializer {
        private final Map<String, JavaType> members;

        Refusing(JsonDeserializer<?> body, Map<String, JavaType> members) {
            super(body);
            this.members = members;
        }

        @Override
        protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> body) {
            return new Refusing(body, members);
        }

        @Override
        public Object deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            TokenBuffer body = context.bufferAsCopyOfValue(parser);
            Deque<Object> path = new ArrayDeque<>();
            try (JsonParser look = body.asParserOnFirstToken()) {
                JsonNode value = context.readTree(look);
                for (Map.Entry<String, JsonNode> member : value.properties()) {
                    JavaType type = members.get(member.getKey());
                    path.addLast(member.getKey());
                    if (type != null && (member.getValue().isNull() || nullIn(member.getValue(), type, path))) {
                        throw refused(context, path);
                    }
                    path.removeLast();
                }
            }
            try (JsonParser read = body.asParserOnFirstToken()) {
                return _delegatee.deserialize(read, context);
            }
        }

        /** Whether a list's items or a map's values hold a null, at any depth; if so, {@code path} leads to it. */
        private static boolean nullIn(JsonNode value, JavaType type, Deque<Object> path) {
            if (!type.isContainerType() || type.getContentType() == null) {
                return false;
            }
            JavaType content = type.getContentType();
            if (value.isArray()) {
                for (int i = 0; i < value.size(); i++) {
                    path.addLast(i);
                    if (value.get(i).isNull() || nullIn(value.get(i), content, path)) {
                        return true;
                    }
                    path.removeLast();
                }
            } else if (value.isObject() && type.isMapLikeType()) {
                for (Map.Entry<String, JsonNode> entry : value.properties()) {
                    path.addLast(entry.getKey());
                    if (entry.getValue().isNull() || nullIn(entry.getValue(), content, path)) {
                        return true;
                    }
                    path.removeLast();
                }
            }
            return false;
        }

        private InvalidNullException refused(DeserializationContext context, Deque<Object> path) {
            Object last = path.getLast();
            InvalidNullException refused = InvalidNullException.from(
                    context, PropertyName.construct(String.valueOf(last)), context.constructType(handledType()));
            Iterator<Object> backwards = path.descendingIterator();
            while (backwards.hasNext()) {
                Object step = backwards.next();
                if (step instanceof Integer index) {
                    refused.prependPath(null, index);
                } else {
                    refused.prependPath(null, (String) step);
                }
            }
            return refused;
        }
    }
}
