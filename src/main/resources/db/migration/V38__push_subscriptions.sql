-- Web Push (issue 26): a browser's push subscription, owned by a registered player or by a seat of an anonymous
-- game (the owner is written as the events table names its recipients: a player id, or '<game id>/<side>').
create table push_subscriptions (
    id         uuid        primary key,
    owner      text        not null,
    endpoint   text        not null,
    -- the browser's P-256 public key (uncompressed point) and auth secret, base64url: each push is encrypted to them
    p256dh     text        not null,
    auth       text        not null,
    created_at timestamptz not null default now(),
    unique (owner, endpoint)
);

-- One event to one subscription: queued with the event (same transaction), then sent and retried by any instance.
create table push_deliveries (
    id              bigserial   primary key,
    subscription_id uuid        not null references push_subscriptions (id) on delete cascade,
    event_id        bigint      not null references events (id) on delete cascade,
    status          text        not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
    attempts        integer     not null default 0,
    next_attempt_at timestamptz not null default now(),
    -- an instance sending it holds it until then; a claim whose instance died is taken over after
    locked_until    timestamptz,
    claimed_by      uuid,
    last_status     integer,
    last_error      text,
    delivered_at    timestamptz,
    created_at      timestamptz not null default now()
);
create index push_deliveries_due on push_deliveries (next_attempt_at, id) where status = 'pending';
create index push_deliveries_subscription on push_deliveries (subscription_id);
create index push_deliveries_event on push_deliveries (event_id);

-- The events a push tells of are queued by the statement that writes them, whichever code raises them, so that a
-- push is sent exactly for the committed events; one statement per insert, joined on the owners' index.
create function push_deliveries_for_events() returns trigger language plpgsql as $$
begin
    insert into push_deliveries (subscription_id, event_id)
    select s.id, added.id from added join push_subscriptions s on s.owner = added.recipient
    where added.type in ('your-turn', 'game-over', 'challenge-received')
    order by added.id, s.id;
    return null;
end
$$;

create trigger events_push after insert on events referencing new table as added
    for each statement execute function push_deliveries_for_events();
