package com.taflpost.rating;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A rating's three numbers at one moment. */
@Schema(description = "A Glicko-2 rating: rating, deviation and volatility")
public record RatingValues(
        @Schema(required = true, description = "The rating r (Glicko scale)", examples = "1662.31")
        double rating,

        @Schema(required = true, description = "The rating deviation RD", examples = "290.32")
        double deviation,

        @Schema(required = true, description = "The volatility sigma", examples = "0.059999")
        double volatility) {}
