package com.taflpost.game;

/**
 * SQL for the side to move and its player, from the number of moves and the side that started, as
 * {@code GameEntity.sideToMove} computes it; written once for the queries of the digest and the time alarms.
 */
public final class SideToMove {
    private SideToMove() {}

    /** 'attackers' or 'defenders': the side to move of the game aliased {@code g}. */
    public static final String SIDE = "(case when cardinality(g.moves) % 2 = 0 then g.start_side"
            + " when g.start_side = 'attackers' then 'defenders' else 'attackers' end)";

    /** The id of the player to move in the game aliased {@code g}, null for an anonymous seat. */
    public static final String PLAYER =
            "(case " + SIDE + " when 'attackers' then g.attackers_player_id else g.defenders_player_id end)";

    /** The id of the player waiting for the move in the game aliased {@code g}. */
    public static final String OPPONENT =
            "(case " + SIDE + " when 'attackers' then g.defenders_player_id else g.attackers_player_id end)";

    /** The time the side to move had when its turn began: the clock stores it until the move is made. */
    public static final String ALLOTTED_MS =
            "(case " + SIDE + " when 'attackers' then g.attackers_ms else g.defenders_ms end)";
}
