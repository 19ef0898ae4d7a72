-- A game's ply beside its moves, kept by PostgreSQL: a glance at a game (every read and every 304 starts with one)
-- needs the ply, and cardinality(moves) detoasts the whole move list once the game has outgrown its row.
alter table games add column plies int generated always as (cardinality(moves)) stored;
