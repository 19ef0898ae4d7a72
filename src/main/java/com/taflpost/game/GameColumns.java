package com.taflpost.game;

import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import java.util.Locale;

/** How a game's enums are stored: as the same lower-case ids the API and the table's check constraints use. */
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
}
