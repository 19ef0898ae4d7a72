package com.taflpost.testsupport;

import io.restassured.path.json.JsonPath;

/** An active game's id and its two seat tokens, as {@link Games#anonymous} and {@link Games#seated} answer them. */
public record Seats(String id, String attackers, String defenders) {

    public static Seats of(JsonPath game) {
        return new Seats(game.getString("id"), game.getString("seats.attackers"), game.getString("seats.defenders"));
    }

    /** The seat token of the side to move at {@code ply} of a game the attackers start. */
    public String toMoveAt(int ply) {
        return ply % 2 == 0 ? attackers : defenders;
    }

    /** The seat token of {@code side} ("attackers" or "defenders"). */
    public String of(String side) {
        return switch (side) {
            case "attackers" -> attackers;
            case "defenders" -> defenders;
            default -> throw new IllegalArgumentException("no side " + side);
        };
    }
}
