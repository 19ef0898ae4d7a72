package com.taflpost.push;

import com.taflpost.auth.Caller;
import com.taflpost.http.Links;
import com.taflpost.push.PushViews.NewSubscription;
import com.taflpost.push.PushViews.PublicKey;
import com.taflpost.push.PushViews.Subscription;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;

public class PushResource implements PushApi {

    @Inject
    PushSubscriptions subscriptions;

    @Inject
    PushKeys keys;

    @Inject
    Caller caller;

    @Inject
    Links links;

    @Override
    public PublicKey key() {
        return new PublicKey(keys.keys.publicKeyText());
    }

    @Override
    public Response subscribe(NewSubscription request) {
        PushSubscriptions.Stored stored = subscriptions.subscribe(PushOwner.of(caller), request);
        Subscription body = new Subscription(stored.id().toString());
        if (!stored.created()) {
            return Response.ok(body).build();
        }
        return Response.created(links.to("/api/push/subscriptions/" + stored.id()))
                .entity(body)
                .build();
    }

    @Override
    public void delete(String id) {
        subscriptions.delete(PushOwner.of(caller), id);
    }
}
