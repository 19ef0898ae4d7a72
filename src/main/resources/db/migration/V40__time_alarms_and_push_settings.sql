-- The time alarm (issue 26): once 80% of a move's time has passed, an event to the player or seat to move, pushed
-- like a turn. One per game and ply, whichever instance sees it first.
alter table events drop constraint events_type_check;
alter table events add constraint events_type_check check (type in ('game-started', 'move', 'your-turn', 'game-over',
    'challenge-received', 'challenge-accepted', 'challenge-declined',
    'tournament-started', 'round-started', 'tournament-game', 'tournament-finished',
    'tournament-adjudicated', 'tournament-withdrawn', 'time-alarm'));

create table time_alarms (
    game_id text    not null references games (id) on delete cascade,
    ply     integer not null,
    primary key (game_id, ply)
);

-- Pushes tell of the time alarm too, and never reach a player who turned push off in the notification settings.
create or replace function push_deliveries_for_events() returns trigger language plpgsql as $$
begin
    insert into push_deliveries (subscription_id, event_id)
    select s.id, added.id from added join push_subscriptions s on s.owner = added.recipient
    where added.type in ('your-turn', 'game-over', 'challenge-received', 'time-alarm')
      and not exists (select from notification_settings n where n.player_id::text = added.recipient and not n.push)
    order by added.id, s.id;
    return null;
end
$$;
