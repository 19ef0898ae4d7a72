-- Issue 25, finding 3: a ticket outlived the logout of the token it was traded for. A ticket now keeps which player
-- token it was issued for (none for a seat token), so that redeeming it checks that token as a request would, and
-- the stream it opens is checked again while it is open, like a stream opened with the token itself.
alter table event_tickets
    add column token_player     uuid,
    add column token_generation integer,
    add column token_id         text;
