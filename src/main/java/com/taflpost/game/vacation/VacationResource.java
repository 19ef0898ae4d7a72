package com.taflpost.game.vacation;

import com.taflpost.auth.Caller;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;

/** The caller's vacation (see {@link Vacations}): read it, start one, end it early. */
public class VacationResource implements VacationApi {

    @Inject
    Vacations vacations;

    @Inject
    Caller caller;

    @Override
    public Response get() {
        return noStore(vacations.view(caller.requirePlayer()));
    }

    @Override
    public Response start(Vacations.Request body) {
        return noStore(vacations.start(caller.requirePlayer(), body.days()));
    }

    @Override
    public Response end() {
        return noStore(vacations.end(caller.requirePlayer()));
    }

    private static Response noStore(Vacations.View view) {
        return Response.ok(view).header("Cache-Control", "no-store").build();
    }
}
