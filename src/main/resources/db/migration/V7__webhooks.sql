-- Webhooks: a player's URL that gets the player's events POSTed, signed with the webhook's secret.
create table webhooks (
    id         uuid        primary key,
    player_id  uuid        not null references players (id) on delete cascade,
    url        text        not null,
    -- kept as is: the server signs every delivery with it
    secret     text        not null,
    created_at timestamptz not null default now()
);
create index webhooks_player on webhooks (player_id);

-- One event to one webhook: written with the event (same transaction), then sent and retried by any instance.
create table webhook_deliveries (
    id              bigserial   primary key,
    webhook_id      uuid        not null references webhooks (id) on delete cascade,
    event_id        bigint      not null references events (id) on delete cascade,
    status          text        not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
    attempts        integer     not null default 0,
    next_attempt_at timestamptz not null default now(),
    -- an instance sending it holds it until then; a claim whose instance died is taken over after
    locked_until    timestamptz,
    last_status     integer,
    last_error      text,
    delivered_at    timestamptz,
    created_at      timestamptz not null default now()
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_webhook on webhook_deliveries (webhook_id, id);
