package com.taflpost.guard;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.taflpost.problem.NulCharacterRefused;
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

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.registerModule(new SimpleModule("no-nul-strings")
                .addDeserializer(String.class, new StringDeserializer() {
                    @Override
                    public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
                        String value = super.deserialize(parser, context);
                        if (value != null && value.indexOf('\0') >= 0) {
                            throw new NulCharacterRefused(parser);
                        }
                        return value;
                    }
                }));
    }
}
