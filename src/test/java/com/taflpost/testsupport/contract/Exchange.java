package com.taflpost.testsupport.contract;

import java.util.Map;
import java.util.Set;

/**
 * One request and its answer as the contract sees them: media types without parameters, header names in lower case,
 * bodies as text ({@code null} or empty when none was sent).
 */
public record Exchange(
        String method,
        String path,
        String requestType,
        String requestBody,
        Map<String, String> formFields,
        int status,
        String answerType,
        Set<String> answerHeaders,
        String answerBody) {

    boolean sentBody() {
        return (requestBody != null && !requestBody.isEmpty()) || !formFields.isEmpty();
    }

    boolean answeredBody() {
        return answerBody != null && !answerBody.isEmpty();
    }

    boolean succeeded() {
        return status >= 200 && status < 300;
    }

    /** A media type without its parameters, in lower case; {@code null} for none. */
    static String baseType(String contentType) {
        if (contentType == null || contentType.isBlank()) {
            return null;
        }
        int semicolon = contentType.indexOf(';');
        return (semicolon < 0 ? contentType : contentType.substring(0, semicolon))
                .trim()
                .toLowerCase(java.util.Locale.ROOT);
    }
}
