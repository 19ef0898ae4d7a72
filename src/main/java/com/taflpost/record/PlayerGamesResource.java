package com.taflpost.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.auth.Caller;
import com.taflpost.http.Links;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;

/** A player's games in bulk, as NDJSON. */
public class PlayerGamesResource implements PlayerGamesApi {
    private final GameRecordService records;
    private final ObjectMapper json;
    private final Links links;

    private final Caller caller;

    PlayerGamesResource(GameRecordService records, ObjectMapper json, Links links, Caller caller) {
        this.records = records;
        this.caller = caller;
        this.json = json;
        this.links = links;
    }

    @Override
    public Response export(String name, Integer max, String after) {
        UUID player = records.playerId(name);
        // the chat is the player's own: only their token shows it
        UUID chatOf = caller.playerId().filter(player::equals).orElse(null);
        int games = max == null ? GameRecordService.GAMES_PER_ANSWER : max;
        GameRecordService.ExportPage page = records.exportPage(player, after, games);
        StreamingOutput body = output -> {
            Writer writer = new OutputStreamWriter(output, StandardCharsets.UTF_8);
            for (int from = 0; from < page.ids().size(); from += GameRecordService.BATCH) {
                List<String> batch =
                        page.ids().subList(from, Math.min(page.ids().size(), from + GameRecordService.BATCH));
                for (RecordedGame game : records.games(batch, chatOf)) {
                    writer.write(json.writeValueAsString(game));
                    writer.write('\n');
                }
                writer.flush();
            }
        };
        Response.ResponseBuilder answer = Response.ok(body, NDJSON);
        if (page.nextAfter() != null) {
            URI next = links.to("/api/players/" + name + "/games.ndjson?max=" + games + "&after=" + page.nextAfter());
            answer.header(HttpHeaders.LINK, "<" + next + ">; rel=\"next\"");
        }
        return answer.build();
    }
}
