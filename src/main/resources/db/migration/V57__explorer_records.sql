-- Issue 44: collections of game records an operator imports into the explorer (docs/operations.md, "Importing a
-- collection of records"). A record is kept once, by the hash of its game (ruleset, start, side to move, moves and
-- result, its descriptive tags left out): importing a collection again, or a record that two collections hold, counts
-- it once.
create table explorer_records (
    hash text primary key,
    -- the collection it was first imported with, as the operator named it
    collection text not null,
    winner text not null check (winner in ('attackers', 'defenders', 'draw')),
    reason text not null,
    attackers text,
    defenders text,
    imported_at timestamptz not null default now()
);

-- A move of the index comes from a server game or from an imported record, never both.
alter table explorer_moves drop constraint explorer_moves_pkey;
alter table explorer_moves alter column game_id drop not null;
alter table explorer_moves add column record_hash text references explorer_records (hash) on delete cascade;
alter table explorer_moves add constraint explorer_moves_one_source check ((game_id is null) <> (record_hash is null));
create unique index explorer_moves_game_ply on explorer_moves (game_id, ply) where game_id is not null;
create unique index explorer_moves_record_ply on explorer_moves (record_hash, ply) where record_hash is not null;

-- The moves from a position with their results and whether each came from an imported record, read from the index
-- alone (the flag is a byte where the hash would be 64).
alter table explorer_moves add column imported boolean generated always as (record_hash is not null) stored;
drop index explorer_moves_by_position;
create index explorer_moves_by_position on explorer_moves (position_key, ruleset, move) include (winner, imported);

-- The games through a position are the server's (a record is counted, not listed): their page reads no record's row.
drop index explorer_moves_games;
create index explorer_moves_games on explorer_moves (position_key, ruleset, ended_at desc, game_id desc, ply desc)
    where game_id is not null;
