package com.taflpost.game.chat;

import com.taflpost.game.chat.Chatting.ChatMessage;
import com.taflpost.game.chat.Chatting.ChatMute;
import com.taflpost.game.chat.Chatting.ChatPage;
import com.taflpost.game.chat.Chatting.ChatPost;
import com.taflpost.problem.ApiProblem;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/games/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games")
public interface ChatApi {
    String PROBLEM = ApiProblem.MEDIA_TYPE;
    String POST_EXAMPLE = "{\"text\": \"good luck, have fun\"}";
    String LOCATION_DESCRIPTION =
            "Where the message reads again: the page of its chat that starts with it (after its id less one, max 1)";

    @GET
    @Path("/chat")
    @Operation(
            operationId = "readPlayersChat",
            summary = "Read the players' chat",
            description = "The messages the two players of the game wrote to each other, oldest first, at most max"
                    + " after the message id after. Only the game's players read it. Messages of an opponent the"
                    + " caller muted are left out. Texts are plain text: show them as text, never as HTML.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "A page of the chat",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ChatPage.class),
                            examples = @ExampleObject(name = "chat", ref = "ChatPage")))
    @APIResponse(
            responseCode = "400",
            description = "after or max not a whole number in range (bad-after, bad-max)",
            content = @Content(mediaType = PROBLEM, schema = @Schema(implementation = ApiProblem.class)))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    ChatPage readPlayers(
            @Parameter(ref = "GameId") @PathParam("id") String id,
            @Parameter(
                            description = "Only messages with a greater id (the last one a client has); 0 or none for"
                                    + " the first",
                            schema = @Schema(type = SchemaType.INTEGER, format = "int64", minimum = "0"))
                    @QueryParam("after")
                    String after,
            @Parameter(
                            description = "At most this many messages (1 to 200, 100 when left out)",
                            schema =
                                    @Schema(
                                            type = SchemaType.INTEGER,
                                            format = "int32",
                                            minimum = "1",
                                            maximum = "" + Chatting.MAX_PAGE))
                    @QueryParam("max")
                    String max);

    @POST
    @Path("/chat")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "postPlayersChat",
            summary = "Write to the players' chat",
            description = "A message to the opponent: plain text, 1 to 500 characters once trimmed, no control"
                    + " characters (one line), at most one message per 2 seconds per author in a game (both chats"
                    + " together). Both sides hear chat-message (with chat: players), except a side that muted"
                    + " the author. Works in any state of the game, after its end too.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ChatPost.class),
                            examples = @ExampleObject(name = "text", value = POST_EXAMPLE)))
    @APIResponse(
            responseCode = "201",
            description = "The message as stored",
            headers =
                    @Header(
                            name = "Location",
                            description = LOCATION_DESCRIPTION,
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ChatMessage.class)))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "422",
            description = "No text, an empty or too long one, or one with a control character (bad-chat-text)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "bad-chat-text", ref = "BadChatText")))
    @APIResponse(
            responseCode = "429",
            description = "The author wrote in this game less than 2 seconds ago (chat-too-fast)",
            headers = @Header(name = "Retry-After", ref = "RetryAfter"),
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "chat-too-fast", ref = "ChatTooFast")))
    Response postPlayers(@Parameter(ref = "GameId") @PathParam("id") String id, ChatPost body);

    @PUT
    @Path("/chat/mute")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "muteOpponentChat",
            summary = "Mute the opponent's chat",
            description = "With muted true the caller no longer reads the opponent's messages in this game's players'"
                    + " chat, nor hears them as events (the opponent is not told); false shows them again. Only this"
                    + " game.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ChatMute.class),
                            examples = @ExampleObject(name = "mute", value = "{\"muted\": true}")))
    @APIResponse(
            responseCode = "200",
            description = "Whether the opponent is muted now",
            content =
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ChatMute.class)))
    @APIResponse(
            responseCode = "400",
            description = "No muted member (muted-required)",
            content = @Content(mediaType = PROBLEM, schema = @Schema(implementation = ApiProblem.class)))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    ChatMute mute(@Parameter(ref = "GameId") @PathParam("id") String id, ChatMute body);

    @GET
    @Path("/spectator-chat")
    @Operation(
            operationId = "readSpectatorChat",
            summary = "Read the spectators' chat",
            description = "The game's public chat, oldest first, at most max after the message id after. Needs no"
                    + " token. Texts are plain text: show them as text, never as HTML.")
    @SecurityRequirements
    @APIResponse(
            responseCode = "200",
            description = "A page of the chat",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ChatPage.class),
                            examples = @ExampleObject(name = "chat", ref = "ChatPage")))
    @APIResponse(
            responseCode = "400",
            description = "after or max not a whole number in range (bad-after, bad-max)",
            content = @Content(mediaType = PROBLEM, schema = @Schema(implementation = ApiProblem.class)))
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    ChatPage readSpectators(
            @Parameter(ref = "GameId") @PathParam("id") String id,
            @Parameter(
                            description = "Only messages with a greater id; 0 or none for the first",
                            schema = @Schema(type = SchemaType.INTEGER, format = "int64", minimum = "0"))
                    @QueryParam("after")
                    String after,
            @Parameter(
                            description = "At most this many messages (1 to 200, 100 when left out)",
                            schema =
                                    @Schema(
                                            type = SchemaType.INTEGER,
                                            format = "int32",
                                            minimum = "1",
                                            maximum = "" + Chatting.MAX_PAGE))
                    @QueryParam("max")
                    String max);

    @POST
    @Path("/spectator-chat")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "postSpectatorChat",
            summary = "Write to the spectators' chat",
            description = "A message to the game's public chat, from a registered player (player token) or one of"
                    + " the game's players (an anonymous game's seat token too): the same text rules and pace as the"
                    + " players' chat. The game's public stream hears chat-message (with chat: spectators).")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ChatPost.class),
                            examples = @ExampleObject(name = "text", value = POST_EXAMPLE)))
    @APIResponse(
            responseCode = "201",
            description = "The message as stored",
            headers =
                    @Header(
                            name = "Location",
                            description = LOCATION_DESCRIPTION,
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ChatMessage.class)))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "422",
            description = "No text, an empty or too long one, or one with a control character (bad-chat-text)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "bad-chat-text", ref = "BadChatText")))
    @APIResponse(
            responseCode = "429",
            description = "The author wrote in this game less than 2 seconds ago (chat-too-fast)",
            headers = @Header(name = "Retry-After", ref = "RetryAfter"),
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "chat-too-fast", ref = "ChatTooFast")))
    Response postSpectators(@Parameter(ref = "GameId") @PathParam("id") String id, ChatPost body);
}
