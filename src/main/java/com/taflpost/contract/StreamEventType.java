package com.taflpost.contract;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Every event the event streams carry: its name on the stream (the SSE {@code event:} field), the schema component its
 * data follows ({@code META-INF/openapi.yaml}) and the streams that carry it. The event log refuses to write an event
 * of a name not listed here, so the list is all a client can hear, and a new event cannot reach a client undocumented.
 */
public enum StreamEventType {
    GAME("game", "Game", Streams.GAME),
    GAME_STARTED("game-started", "GameStartedEvent", Streams.BOTH),
    MOVE("move", "MoveEvent", Streams.BOTH),
    YOUR_TURN("your-turn", "YourTurnEvent", Streams.CALLER),
    GAME_OVER("game-over", "GameOverEvent", Streams.BOTH),
    GAME_ABORTED("game-aborted", "GameAbortedEvent", Streams.BOTH),
    CHAT_MESSAGE("chat-message", "ChatMessageEvent", Streams.BOTH),
    REMATCH_OFFERED("rematch-offered", "RematchOfferedEvent", Streams.CALLER),
    REMATCH_ACCEPTED("rematch-accepted", "RematchAcceptedEvent", Streams.CALLER),
    REMATCH_DECLINED("rematch-declined", "RematchDeclinedEvent", Streams.CALLER),
    TAKEBACK_OFFERED("takeback-offered", "TakebackOfferedEvent", Streams.CALLER),
    TAKEBACK_ACCEPTED("takeback-accepted", "TakebackAcceptedEvent", Streams.BOTH),
    TAKEBACK_DECLINED("takeback-declined", "TakebackDeclinedEvent", Streams.CALLER),
    TAKEBACK_CANCELLED("takeback-cancelled", "TakebackCancelledEvent", Streams.CALLER),
    TIME_ADDED("time-added", "TimeAddedEvent", Streams.BOTH),
    VACATION_STARTED("vacation-started", "VacationStartedEvent", Streams.BOTH),
    VACATION_ENDED("vacation-ended", "VacationEndedEvent", Streams.BOTH),
    TIME_ALARM("time-alarm", "TimeAlarmEvent", Streams.CALLER),
    REVIEW_READY("review-ready", "ReviewReadyEvent", Streams.BOTH),
    CHALLENGE_RECEIVED("challenge-received", "ChallengeReceivedEvent", Streams.CALLER),
    CHALLENGE_ACCEPTED("challenge-accepted", "ChallengeAcceptedEvent", Streams.CALLER),
    CHALLENGE_DECLINED("challenge-declined", "ChallengeDeclinedEvent", Streams.CALLER),
    TOURNAMENT_STARTED("tournament-started", "TournamentStartedEvent", Streams.CALLER),
    ROUND_STARTED("round-started", "RoundStartedEvent", Streams.CALLER),
    TOURNAMENT_GAME("tournament-game", "TournamentGameEvent", Streams.CALLER),
    TOURNAMENT_FINISHED("tournament-finished", "TournamentFinishedEvent", Streams.CALLER),
    TOURNAMENT_ADJUDICATED("tournament-adjudicated", "TournamentAdjudicatedEvent", Streams.CALLER),
    TOURNAMENT_WITHDRAWN("tournament-withdrawn", "TournamentWithdrawnEvent", Streams.CALLER),
    RESYNC("resync", "ResyncEvent", Streams.CALLER);

    /**
     * Which streams carry an event: the caller's own ({@code GET /api/events}, with a player or seat token), a game's
     * public one ({@code GET /api/games/{id}/events}), or both.
     */
    public enum Streams {
        CALLER,
        GAME,
        BOTH;

        public boolean caller() {
            return this != GAME;
        }

        public boolean game() {
            return this != CALLER;
        }
    }

    private static final Map<String, StreamEventType> BY_NAME =
            Arrays.stream(values()).collect(Collectors.toMap(StreamEventType::eventName, Function.identity()));

    private final String eventName;
    private final String component;
    private final Streams streams;

    StreamEventType(String eventName, String component, Streams streams) {
        this.eventName = eventName;
        this.component = component;
        this.streams = streams;
    }

    /** The name on the stream, e.g. {@code your-turn}. */
    public String eventName() {
        return eventName;
    }

    /** The schema component of the event's data. */
    public String component() {
        return component;
    }

    public Streams streams() {
        return streams;
    }

    public static Optional<StreamEventType> named(String eventName) {
        return Optional.ofNullable(BY_NAME.get(eventName));
    }
}
