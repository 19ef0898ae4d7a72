package com.taflpost.contract;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.List;
import java.util.Set;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

/**
 * The games lists' {@code since} and {@code until} take a day or an instant (GameFilter): their pattern says how
 * either is spelt, and only a format can say that the day exists ({@code 0000-00-00} is spelt as a day). Both forms
 * are stated, as formats of the one string, so that a validator refuses what the parser refuses.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class DateParameters implements OASFilter {
    private static final Set<String> NAMES = Set.of("since", "until");

    @Override
    public Parameter filterParameter(Parameter parameter) {
        Schema schema = parameter.getSchema();
        if (parameter.getIn() == Parameter.In.QUERY
                && NAMES.contains(parameter.getName())
                && schema != null
                && schema.getAnyOf() == null) {
            schema.anyOf(List.of(
                    OASFactory.createSchema().format("date"),
                    OASFactory.createSchema().format("date-time")));
        }
        return parameter;
    }
}
