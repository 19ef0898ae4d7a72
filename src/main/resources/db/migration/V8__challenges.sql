-- Challenges: one player offers a game to a named opponent, or to anyone. The game is created when one is accepted.
create table challenges (
    id             uuid        primary key,
    challenger_id  uuid        not null references players (id) on delete cascade,
    -- null: an open challenge any other player may accept
    opponent_id    uuid        references players (id) on delete cascade,
    ruleset        text        not null,
    -- null for a custom position
    board_id       text,
    position       text,
    side_to_move   text,
    -- the challenger's side: attackers, defenders or random (drawn when the game starts)
    side           text        not null,
    clock_type     text        not null default 'none',
    clock_per_move text,
    clock_initial  text,
    clock_increment text,
    clock_cap      text,
    -- expired is not stored: an open challenge past expires_at reads as expired
    status         text        not null check (status in ('open', 'accepted', 'declined', 'cancelled')),
    decline_reason text,
    game_id        text        references games (id) on delete set null,
    created_at     timestamptz not null,
    expires_at     timestamptz not null
);
create index challenges_challenger on challenges (challenger_id, created_at desc);
create index challenges_opponent_open on challenges (opponent_id) where status = 'open';
create index challenges_open_to_all on challenges (created_at desc) where status = 'open' and opponent_id is null;

-- challenge events: they name no game until one is accepted
alter table events drop constraint events_type_check;
alter table events add constraint events_type_check check (type in ('game-started', 'move', 'your-turn', 'game-over',
    'challenge-received', 'challenge-accepted', 'challenge-declined'));
