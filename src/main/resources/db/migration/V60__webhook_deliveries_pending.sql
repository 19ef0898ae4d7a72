-- A webhook's waiting deliveries in order, so that a claim finds each webhook's next one by index, whatever the
-- backlog (webhook.DeliveryStore.claim): without it, the lookup walked the webhook's delivered history first.
create index webhook_deliveries_pending on webhook_deliveries (webhook_id, id) where status = 'pending';
