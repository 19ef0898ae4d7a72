package com.taflpost.problem;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonMappingException;

/**
 * A NUL character in a JSON body, refused while the body is read; Jackson adds the field's path on the way out, and
 * {@link ProblemMapper} answers it as a validation problem naming that field.
 */
public final class NulCharacterRefused extends JsonMappingException {
    public static final String MESSAGE = "must not contain a NUL character";

    public NulCharacterRefused(JsonParser parser) {
        super(parser, MESSAGE);
    }
}
