package com.taflpost.game.seat;

import com.taflpost.auth.Caller;
import com.taflpost.game.Conflicts;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameEvents;
import com.taflpost.game.GameService;
import com.taflpost.game.GameStatus;
import com.taflpost.game.GameStore;
import com.taflpost.game.GameView;
import com.taflpost.game.GameView.InvitationLink;
import com.taflpost.game.GameView.SeatLink;
import com.taflpost.game.GameViews;
import com.taflpost.game.Problems;
import com.taflpost.http.Links;
import com.taflpost.platform.Now;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.security.SecureRandom;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * Who sits where: a registered player joins an open game, or a new game's open seat is offered by a short code
 * (an invitation) and claimed, and the creator's own seat of an anonymous game is given by a link with its token.
 * Secrets travel only in a link's fragment ({@code /play/{id}#s=...}), never in a query string that server and
 * proxy logs keep.
 */
@ApplicationScoped
public class Seating {
    private static final String CODE_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    /** 12 of 62 characters: about 71 bits, short enough to read out, too many to guess. */
    private static final int CODE_LENGTH = 12;

    private final SecureRandom random = new SecureRandom();

    @Inject
    Links links;

    @Inject
    Now now;

    @Inject
    GameService games;

    @Inject
    GameEvents events;

    @Inject
    GameStore store;

    @Inject
    GameViews views;

    @Inject
    SeatLinks seatLinks;

    /** Offers {@code side} of a new game (not yet flushed) by a new code; runs in the caller's transaction. */
    InvitationLink offer(GameEntity game, Side side) {
        InvitationEntity invitation = new InvitationEntity();
        invitation.code = newCode();
        invitation.gameId = game.id;
        invitation.side = side;
        invitation.createdAt = game.createdAt;
        invitation.persist();
        return new InvitationLink(side.id(), invitation.code, playUrl(game.id, "invitation=" + invitation.code));
    }

    /**
     * The open invitation of a waiting game, shown to the seat that holds the game's other side (its creator, who may
     * have left the page that first showed it, or come back on another device): the link to send. Nobody else sees it.
     */
    public InvitationLink invitation(String id, Caller caller) {
        GameService.requireToken(caller);
        GameEntity entity = games.read(id).entity();
        Side side = GameService.seat(entity, caller);
        if (entity.status != GameStatus.WAITING) {
            throw noOpenInvitation("the game no longer waits for an opponent: nobody needs its invitation");
        }
        InvitationEntity invitation = InvitationEntity.<InvitationEntity>find(
                        "gameId = ?1 and side = ?2 and claimedAt is null", id, side.opponent())
                .firstResult();
        if (invitation == null) {
            throw noOpenInvitation(
                    "the open seat of this game is offered without an invitation: a registered player joins it");
        }
        return new InvitationLink(invitation.side.id(), invitation.code, playUrl(id, "invitation=" + invitation.code));
    }

    private static ApiException noOpenInvitation(String detail) {
        return new ApiException.NotFound("no-open-invitation", detail);
    }

    /** The seat of an anonymous game with its token and a short link to it; runs in the caller's transaction. */
    SeatLink seat(String gameId, Side side) {
        return seatLinks.issue(gameId, side);
    }

    /** Takes the open seat of a waiting game for the calling player. */
    public GameView join(String id, Caller caller) {
        UUID player = caller.requirePlayer();
        return Conflicts.retrying(() -> joinOnce(id, player), Problems::writeConflict);
    }

    /** Seats the player in the open seat; runs in the caller's transaction (a join, or a claimed invitation). */
    GameView joinOnce(String id, UUID player) {
        GameService.Loaded loaded = games.load(id);
        GameEntity entity = loaded.entity();
        if (entity.anonymous) {
            throw new ApiException.Conflict(
                    "no-open-seat", "an anonymous game is played with seat tokens; nobody can join it");
        }
        if (entity.sideOf(player).isPresent()) {
            throw new ApiException.Conflict("own-game", "you already have a seat in this game");
        }
        if (entity.status != GameStatus.WAITING) {
            throw new ApiException.Conflict("seat-taken", "both seats of this game are taken");
        }
        if (entity.reserved != null && !entity.reserved.id.equals(player)) {
            throw new ApiException.Forbidden("seat-reserved", "the open seat is kept for " + entity.reserved.name);
        }
        entity.seat(entity.attackers == null ? Side.ATTACKERS : Side.DEFENDERS, GameCreation.existing(player));
        entity.reserved = null;
        entity.status = GameStatus.ACTIVE;
        entity.updatedAt = now.instant();
        Side toMove = loaded.game().sideToMove();
        // a player away when the game starts has their time counted from their return
        entity.clock =
                entity.clock.start(toMove, entity.updatedAt).pausedUntil(entity.awayUntil(toMove), entity.updatedAt);
        store.save();
        events.started(entity, loaded.game());
        return views.of(entity, loaded.game(), loaded.game().ply());
    }

    /**
     * Claims the invitation's seat: for an anonymous game the caller gets the seat's token; a registered game seats
     * the calling player (who needs a player token). Either way the game starts and its clock runs. Of concurrent
     * claims exactly one wins; the others get 409 {@code invitation-used}.
     */
    public ClaimedSeat claim(String code, Caller caller) {
        return Conflicts.retrying(() -> claimOnce(code, caller), Problems::writeConflict);
    }

    private ClaimedSeat claimOnce(String code, Caller caller) {
        InvitationEntity invitation = InvitationEntity.locked(code).orElseThrow(() -> notFound(code));
        GameService.Loaded loaded = games.load(invitation.gameId);
        GameEntity entity = loaded.entity();
        if (invitation.claimedAt != null || entity.status != GameStatus.WAITING) {
            throw new ApiException.Conflict("invitation-used", "this invitation's seat is already taken");
        }
        invitation.claimedAt = now.instant();
        if (!entity.anonymous) {
            UUID player = caller.requirePlayer();
            joinOnce(entity.id, player);
            return new ClaimedSeat(
                    entity.id,
                    invitation.side.id(),
                    null,
                    links.to("/play/" + entity.id).toString());
        }
        entity.status = GameStatus.ACTIVE;
        entity.updatedAt = invitation.claimedAt;
        entity.clock = entity.clock.start(loaded.game().sideToMove(), entity.updatedAt);
        store.save();
        events.started(entity, loaded.game());
        SeatLink seat = seat(entity.id, invitation.side);
        return new ClaimedSeat(entity.id, seat.side(), seat.token(), seat.playUrl());
    }

    private String playUrl(String gameId, String fragment) {
        return links.to("/play/" + gameId) + "#" + fragment;
    }

    private String newCode() {
        StringBuilder code = new StringBuilder(CODE_LENGTH);
        for (int i = 0; i < CODE_LENGTH; i++) {
            code.append(CODE_ALPHABET.charAt(random.nextInt(CODE_ALPHABET.length())));
        }
        return code.toString();
    }

    private static ApiException notFound(String code) {
        return new ApiException.NotFound("invitation-not-found", "no invitation has the code '" + code + "'");
    }

    @Schema(
            name = "ClaimedSeat",
            description = "The seat an invitation gave: for an anonymous game its secret token, shown only here",
            requiredProperties = {"gameId", "side", "token", "playUrl"})
    public record ClaimedSeat(
            @Schema(examples = "Xk3p9QaZ2m") String gameId,

            @Schema(
                    enumeration = {"attackers", "defenders"},
                    examples = "defenders")
            String side,

            @Schema(
                    description = "The seat token of an anonymous game; null when a registered player claimed the seat"
                            + " (they play with their player token)",
                    nullable = true)
            String token,

            @Schema(
                    description =
                            "The web client's page for this seat (for an anonymous game with a short secret in the"
                                    + " fragment, exchanged by POST /api/games/{id}/seat-link)",
                    examples = "http://localhost:8080/play/Xk3p9QaZ2m#s=3q2-7wAAAAAAAAAAAAAAAA")
            String playUrl) {}
}
