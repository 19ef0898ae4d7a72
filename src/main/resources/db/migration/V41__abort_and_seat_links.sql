-- Issue 27/28: a game can be aborted before its second ply (no result, never rated), and an anonymous seat has a
-- short link whose secret the server exchanges for the seat token, instead of the token itself in the URL.
alter table games drop constraint games_status_check;
alter table games add constraint games_status_check check (status in ('waiting', 'active', 'finished', 'aborted'));

alter table events drop constraint events_type_check;
alter table events add constraint events_type_check check (type in ('game-started', 'move', 'your-turn', 'game-over',
    'game-aborted', 'challenge-received', 'challenge-accepted', 'challenge-declined',
    'tournament-started', 'round-started', 'tournament-game', 'tournament-finished',
    'tournament-adjudicated', 'tournament-withdrawn', 'time-alarm'));

-- Only the secret's hash is kept: a copy of the table opens no seat.
create table seat_links (
    secret_hash text        primary key,
    game_id     text        not null references games (id) on delete cascade,
    side        text        not null check (side in ('attackers', 'defenders')),
    created_at  timestamptz not null
);
create index seat_links_game on seat_links (game_id);

-- The opponent of an aborted game hears it by push, as of a game that ended.
create or replace function push_deliveries_for_events() returns trigger language plpgsql as $$
begin
    insert into push_deliveries (subscription_id, event_id)
    select s.id, added.id from added join push_subscriptions s on s.owner = added.recipient
    where added.type in ('your-turn', 'game-over', 'game-aborted', 'challenge-received', 'time-alarm')
      and not exists (select from notification_settings n where n.player_id::text = added.recipient and not n.push)
    order by added.id, s.id;
    return null;
end
$$;
