package com.taflpost.tournament;

import com.taflpost.contract.Lengths;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "Withdraw", description = "The player an organiser withdraws")
public record WithdrawRequest(
        @Schema(required = true, description = "The player's name", minLength = 1, examples = "bjorn")
        @Size(max = Lengths.NAME, message = Lengths.MESSAGE)
        String player) {}
