-- Issue 28: the players' chat and the spectators' chat of a game, the players' mutes, and rematches.

-- A message of either chat. The players' chat names its author by side (and player, in a game between registered
-- players); the spectators' chat by player, and by side too when a player of the game wrote it.
create table chat_messages (
    id         bigint generated always as identity primary key,
    game_id    text        not null references games (id) on delete cascade,
    room       text        not null check (room in ('players', 'spectators')),
    side       text        check (side in ('attackers', 'defenders')),
    player_id  uuid        references players (id) on delete set null,
    author     text,
    body       text        not null check (char_length(body) between 1 and 500),
    created_at timestamptz not null
);
create index chat_messages_room on chat_messages (game_id, room, id);

-- When each author last wrote in a game: one conditional upsert both checks and takes the pace, so that two
-- messages sent at once cannot both pass.
create table chat_pace (
    game_id    text        not null references games (id) on delete cascade,
    author     text        not null,
    last_at    timestamptz not null,
    primary key (game_id, author)
);

-- A side that muted its opponent's messages in the players' chat of a game.
create table chat_mutes (
    game_id    text not null references games (id) on delete cascade,
    side       text not null check (side in ('attackers', 'defenders')),
    primary key (game_id, side)
);

-- A rematch links the two games both ways; an offer waits on the game that ended.
alter table games add column rematch text references games (id);
alter table games add column rematch_of text references games (id);
alter table games add column rematch_offered_by text check (rematch_offered_by in ('attackers', 'defenders'));
create index games_rematch_of on games (rematch_of) where rematch_of is not null;
-- The games whose seat tokens also play this one, oldest first: a rematch of an anonymous game is played with the
-- first game's seat tokens, sides swapped once per rematch along the chain.
alter table games add column seat_games text[] not null default '{}';
