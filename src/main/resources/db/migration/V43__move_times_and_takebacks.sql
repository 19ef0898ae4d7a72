-- Issue 28: each move's time and the mover's clock after it, in arrays aligned with games.moves (a takeback puts the
-- clocks back from them); games played before this have no such record, so theirs are nulls, one per move.
alter table games add column move_times timestamptz[];
alter table games add column move_clock_ms bigint[];
update games set move_times = array_fill(null::timestamptz, array[cardinality(moves)]),
                 move_clock_ms = array_fill(null::bigint, array[cardinality(moves)]);
alter table games alter column move_times set default '{}', alter column move_times set not null;
alter table games alter column move_clock_ms set default '{}', alter column move_clock_ms set not null;

-- Takebacks: whether a rated or tournament game allows them (chosen when it is created, unrated games only), and the
-- side whose offer to take back waits for the opponent's answer (null for none); any move clears it.
alter table games add column takebacks boolean not null default false;
alter table games add column takeback_offered_by text
    check (takeback_offered_by is null or takeback_offered_by in ('attackers', 'defenders'));
alter table challenges add column takebacks boolean not null default false;
