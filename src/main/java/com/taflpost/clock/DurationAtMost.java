package com.taflpost.clock;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.ElementType.PARAMETER;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import java.time.Duration;
import java.time.format.DateTimeParseException;

/**
 * An ISO-8601 duration no longer than {@link #value()}, so that adding it to an instant cannot overflow. Text that is
 * not a duration at all passes here: the service refuses it with its own code (bad-time-control, bad-expiry).
 */
@Target({FIELD, METHOD, PARAMETER})
@Retention(RUNTIME)
@Constraint(validatedBy = DurationAtMost.Check.class)
public @interface DurationAtMost {
    String value();

    String message() default "must be an ISO-8601 duration of at most {value}";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    class Check implements ConstraintValidator<DurationAtMost, String> {
        private Duration max;

        @Override
        public void initialize(DurationAtMost annotation) {
            max = Duration.parse(annotation.value());
        }

        @Override
        public boolean isValid(String text, ConstraintValidatorContext context) {
            if (text == null) {
                return true;
            }
            try {
                return Duration.parse(text.strip()).compareTo(max) <= 0;
            } catch (DateTimeParseException e) {
                // a number too large for a Duration is over any maximum; other nonsense is the service's to name
                return e.getCause() == null;
            }
        }
    }
}
