-- Issue 28: the events of the correspondence controls (takeback and rematch offers and answers, chat, added time,
-- vacation), listed once here so that each control's own migration need not list them all again.
alter table events drop constraint events_type_check;
alter table events add constraint events_type_check check (type in ('game-started', 'move', 'your-turn', 'game-over',
    'game-aborted', 'challenge-received', 'challenge-accepted', 'challenge-declined',
    'tournament-started', 'round-started', 'tournament-game', 'tournament-finished',
    'tournament-adjudicated', 'tournament-withdrawn', 'time-alarm',
    'takeback-offered', 'takeback-accepted', 'takeback-declined', 'takeback-cancelled',
    'rematch-offered', 'rematch-accepted', 'rematch-declined',
    'chat-message', 'time-added', 'vacation-started', 'vacation-ended'));

-- An offer waits for an answer that may take days: the opponent hears it by push, as of their turn.
create or replace function push_deliveries_for_events() returns trigger language plpgsql as $$
begin
    insert into push_deliveries (subscription_id, event_id)
    select s.id, added.id from added join push_subscriptions s on s.owner = added.recipient
    where added.type in ('your-turn', 'game-over', 'game-aborted', 'challenge-received', 'time-alarm',
                         'takeback-offered', 'rematch-offered')
      and not exists (select from notification_settings n where n.player_id::text = added.recipient and not n.push)
    order by added.id, s.id;
    return null;
end
$$;
