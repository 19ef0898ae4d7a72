-- Issue 44, the explorer: every move of every finished game under a named ruleset, by the position it was played
-- from (fairplay.PositionKey: the position and the side to move), with how the game ended. Written as a game ends
-- (explorer.ExplorerIndex observes GameEnded) and, for the games that ended before, at startup. Only finished games
-- are here: a running game's own continuation never is.
create table explorer_games (
    game_id text primary key references games (id) on delete cascade,
    indexed_at timestamptz not null default now()
);

create table explorer_moves (
    position_key bigint not null,
    ruleset text not null,
    -- the move in canonical notation, with its captures, and its place in the game (from 1)
    move text not null,
    game_id text not null references explorer_games (game_id) on delete cascade,
    ply integer not null check (ply >= 1),
    winner text not null check (winner in ('attackers', 'defenders', 'draw')),
    ended_at timestamptz not null,
    primary key (game_id, ply)
);

-- The moves from a position with their results, read from the index alone.
create index explorer_moves_by_position on explorer_moves (position_key, ruleset, move) include (winner);
-- The games through a position, newest first, a page at a time.
create index explorer_moves_games on explorer_moves (position_key, ruleset, ended_at desc, game_id desc, ply desc);
