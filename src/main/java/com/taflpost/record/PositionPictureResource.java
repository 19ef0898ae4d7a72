package com.taflpost.record;

import com.taflpost.http.ETags;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** A picture of any position. */
public class PositionPictureResource implements PositionPictureApi {

    private final GameRecordService records;

    PositionPictureResource(GameRecordService records) {
        this.records = records;
    }

    @Override
    public Response picture(String position, String bottom, String ifNoneMatch) {
        String picture = records.picture(position, bottom);
        return ETags.answer(picture, GameRecordResource.SVG, ETags.of("position", sha256(picture)), ifNoneMatch);
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
