package com.taflpost.game;

import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import java.util.Locale;

/**
 * How a game's columns are stored and read: its enums as the same lower-case ids the API and the table's check
 * constraints use, and the side to move worked out in SQL from the stored moves.
 */
public final class GameColumns {
    private GameColumns() {}

    @Converter
    public static final class SideColumn implements AttributeConverter<Side, String> {
        @Override
        public String convertToDatabaseColumn(Side side) {
            return side == null ? null : side.id();
        }

        @Override
        public Side convertToEntityAttribute(String id) {
            return id == null ? null : Side.fromId(id);
        }
    }

    @Converter
    public static final class WinnerColumn implements AttributeConverter<Winner, String> {
        @Override
        public String convertToDatabaseColumn(Winner winner) {
            return winner == null ? null : winner.id();
        }

        @Override
        public Winner convertToEntityAttribute(String id) {
            return id == null ? null : Winner.valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    @Converter
    public static final class StatusColumn implements AttributeConverter<GameStatus, String> {
        @Override
        public String convertToDatabaseColumn(GameStatus status) {
            return status == null ? null : status.id();
        }

        @Override
        public GameStatus convertToEntityAttribute(String id) {
            return id == null ? null : GameStatus.valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    @Converter
    public static final class ReasonColumn implements AttributeConverter<ResultReason, String> {
        @Override
        public String convertToDatabaseColumn(ResultReason reason) {
            return reason == null ? null : reason.id();
        }

        @Override
        public ResultReason convertToEntityAttribute(String id) {
            return id == null ? null : ResultReason.fromId(id);
        }
    }

    /**
     * SQL for the side to move and its player, from the number of moves and the side that started, as
     * {@code GameEntity.sideToMove} computes it; written once for the queries of the digest and the time alarms.
     */
    public static final class SideToMove {
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
}
