package com.taflpost.testsupport;

import java.util.UUID;

/** A registered player of a test, signed in: see {@link Players#register}. */
public record TestPlayer(UUID id, String name, String token) {}
