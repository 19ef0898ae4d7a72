package com.taflpost.webhook;

import com.taflpost.auth.Caller;
import com.taflpost.http.Links;
import com.taflpost.paging.CursorPaging;
import com.taflpost.paging.Keyset;
import com.taflpost.paging.NextLink;
import com.taflpost.webhook.WebhookViews.Delivery;
import com.taflpost.webhook.WebhookViews.DeliveryPage;
import com.taflpost.webhook.WebhookViews.NewWebhook;
import com.taflpost.webhook.WebhookViews.Webhook;
import com.taflpost.webhook.WebhookViews.WebhookPage;
import com.taflpost.webhook.WebhookViews.WebhookSummary;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;

public class WebhookResource implements WebhookApi {

    @Inject
    WebhookService webhooks;

    @Inject
    Caller caller;

    @Inject
    Links links;

    @Inject
    NextLink next;

    @Override
    public Response register(NewWebhook request) {
        Webhook webhook = webhooks.register(caller.requirePlayer(), request);
        return Response.created(links.to("/api/players/me/webhooks/" + webhook.id()))
                .entity(webhook)
                .build();
    }

    @Override
    public DeliveryPage deliveries(String id, CursorPaging paging) {
        Keyset<Delivery> page = webhooks.deliveries(caller.requirePlayer(), id, paging);
        return new DeliveryPage(page.items(), paging.size, next.after(page.next()));
    }

    @Override
    public WebhookPage list(CursorPaging paging) {
        Keyset<WebhookSummary> page = webhooks.list(caller.requirePlayer(), paging);
        return new WebhookPage(page.items(), paging.size, next.after(page.next()));
    }

    @Override
    public void delete(String id) {
        webhooks.delete(caller.requirePlayer(), id);
    }

    @Override
    public Webhook rotateSecret(String id) {
        return webhooks.rotateSecret(caller.requirePlayer(), id);
    }
}
