-- Deliveries are claimed one at a time and the claim is renewed while the delivery is sent: only the holder of the
-- claim (claimed_by, with the attempt it counted) records the outcome.
alter table webhook_deliveries add column claimed_by uuid;
-- a webhook has at most one delivery in flight: claiming looks for its unexpired claims
create index webhook_deliveries_claimed on webhook_deliveries (webhook_id) where locked_until is not null;

-- The circuit breaker of each webhook, shared by all instances: failed attempts in a row, and the pause they caused.
alter table webhooks add column failures integer not null default 0;
alter table webhooks add column paused_until timestamptz;
