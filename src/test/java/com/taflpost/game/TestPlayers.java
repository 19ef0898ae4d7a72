package com.taflpost.game;

import io.smallrye.jwt.build.Jwt;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.UUID;

/**
 * Registered players for tests, without the players API: a row in the players table and a player token signed
 * the way the server signs them.
 */
@ApplicationScoped
public class TestPlayers {

    public record TestPlayer(UUID id, String name, String token) {
    }

    private final EntityManager entityManager;

    TestPlayers(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /** A new player whose name starts with {@code prefix} (names are unique, tests share the database). */
    @Transactional
    public TestPlayer create(String prefix) {
        UUID id = UUID.randomUUID();
        String name = prefix + "-" + id.toString().substring(0, 8);
        entityManager.createNativeQuery("insert into players (id, name, created_at) values (?1, ?2, ?3)")
                .setParameter(1, id)
                .setParameter(2, name)
                .setParameter(3, Instant.now())
                .executeUpdate();
        return new TestPlayer(id, name, token(id, name));
    }

    /** A player token for any id, also one of no stored player. */
    public static String token(UUID id, String name) {
        return Jwt.issuer("taflpost").subject(id.toString()).upn(name).groups("player").sign();
    }
}
