package com.taflpost.auth;

import java.util.UUID;

/** What names one player token for the revocation check: its player, its generation and its id (jti). */
public record PlayerToken(UUID player, int generation, String tokenId) {}
