-- Tickets for EventSource, which cannot send a token (issue 8): POST /api/events/tickets trades the token for a
-- short-lived ticket, and GET /api/events?ticket= spends it once. Only a hash of each ticket is kept.
create table event_tickets (
    ticket_hash text        primary key,
    -- whose stream the ticket opens: a player id, or a seat '<game id>/<side>'
    recipient   text        not null,
    expires_at  timestamptz not null
);
create index event_tickets_expires_at on event_tickets (expires_at);
