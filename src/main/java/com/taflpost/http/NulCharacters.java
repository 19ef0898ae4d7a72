package com.taflpost.http;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.io.IOException;

/**
 * No string read from a JSON body may hold a NUL character: PostgreSQL cannot store one, and no name, move or
 * duration needs it. Refused while reading, in one place for every request record ({@link ProblemMapper} answers
 * 400 validation naming the field); paths and queries are refused by {@link RequestGuard}.
 */
@Singleton
public class NulCharacters implements ObjectMapperCustomizer {

    /** The refusal, with the path of the field Jackson adds on the way out. */
    public static final class Refused extends JsonMappingException {
        Refused(JsonParser parser) {
            super(parser, MESSAGE);
        }
    }

    public static final String MESSAGE = "must not contain a NUL character";

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.registerModule(new SimpleModule("no-nul-strings")
                .addDeserializer(String.class, new StringDeserializer() {
                    @Override
                    public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
                        String value = super.deserialize(parser, context);
                        if (value != null && value.indexOf('\0') >= 0) {
                            throw new Refused(parser);
                        }
                        return value;
                    }
                }));
    }
}
