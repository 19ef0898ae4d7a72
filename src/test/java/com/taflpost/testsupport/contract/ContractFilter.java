package com.taflpost.testsupport.contract;

import io.restassured.filter.FilterContext;
import io.restassured.filter.OrderedFilter;
import io.restassured.response.Response;
import io.restassured.specification.FilterableRequestSpecification;
import io.restassured.specification.FilterableResponseSpecification;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Holds every REST Assured exchange to the contract: an answer the contract does not declare, or a request it does not
 * describe that the server accepted, fails the test that made it. It runs last, so it sees the request as sent and the
 * answer as received.
 */
public final class ContractFilter implements OrderedFilter {
    private final Contract contract;

    public ContractFilter(Contract contract) {
        this.contract = contract;
    }

    @Override
    public Response filter(
            FilterableRequestSpecification request, FilterableResponseSpecification expected, FilterContext context) {
        Response response = context.next(request, expected);
        Exchange exchange = new Exchange(
                request.getMethod(),
                URI.create(request.getURI()).getRawPath(),
                Exchange.baseType(request.getContentType()),
                requestBody(request.getBody()),
                formFields(request.getFormParams()),
                response.getStatusCode(),
                Exchange.baseType(response.getContentType()),
                response.getHeaders().asList().stream()
                        .map(header -> header.getName().toLowerCase(Locale.ROOT))
                        .collect(Collectors.toUnmodifiableSet()),
                answerBody(response));
        List<String> failures = contract.check(exchange);
        if (!failures.isEmpty()) {
            throw new AssertionError("The exchange differs from the contract (openapi/openapi.yaml):\n  "
                    + String.join("\n  ", failures));
        }
        return response;
    }

    @Override
    public int getOrder() {
        return LOWEST_PRECEDENCE;
    }

    private static Map<String, String> formFields(Map<String, String> params) {
        Map<String, String> fields = new LinkedHashMap<>();
        params.forEach((name, value) -> fields.put(name, value == null ? "" : value));
        return fields;
    }

    private static String requestBody(Object body) {
        if (body == null) {
            return null;
        }
        return body instanceof byte[] bytes ? new String(bytes, StandardCharsets.UTF_8) : body.toString();
    }

    private static String answerBody(Response response) {
        String type = Exchange.baseType(response.getContentType());
        // An event stream answered 200 never ends: its body is not read here, and no JSON schema describes it.
        return type == null || type.equals("text/event-stream") ? null : response.asString();
    }
}
