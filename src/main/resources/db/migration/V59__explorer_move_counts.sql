-- Issue 44: the explorer's move list read from counts kept per position and move (as Lichess's explorer keeps them),
-- so that a position many games went through answers in one short row a move instead of a pass over its games.
-- PostgreSQL keeps them for every writer of explorer_moves (the index as games end, the startup's pass, the operator's
-- import, a removed game or collection), with one grouped upsert per statement.
create table explorer_move_counts (
    position_key bigint not null,
    ruleset text not null,
    move text not null,
    attackers integer not null,
    defenders integer not null,
    draws integer not null,
    -- of those, the moves that came from imported records
    imported integer not null,
    primary key (position_key, ruleset, move)
);

insert into explorer_move_counts (position_key, ruleset, move, attackers, defenders, draws, imported)
select position_key, ruleset, move,
       count(*) filter (where winner = 'attackers'),
       count(*) filter (where winner = 'defenders'),
       count(*) filter (where winner = 'draw'),
       count(*) filter (where record_hash is not null)
from explorer_moves
group by position_key, ruleset, move;

-- Adds the rows a statement put in, takes out those it removed. The rows are upserted in key order, so that two
-- statements counting the same positions lock their rows in the same order and never deadlock; a move no game plays
-- any more loses its row.
create function explorer_move_counts_keep() returns trigger language plpgsql as $$
begin
    if tg_op = 'INSERT' then
        insert into explorer_move_counts as c (position_key, ruleset, move, attackers, defenders, draws, imported)
        select position_key, ruleset, move,
               count(*) filter (where winner = 'attackers'),
               count(*) filter (where winner = 'defenders'),
               count(*) filter (where winner = 'draw'),
               count(*) filter (where record_hash is not null)
        from added_moves
        group by position_key, ruleset, move
        order by position_key, ruleset, move
        on conflict (position_key, ruleset, move) do update
            set attackers = c.attackers + excluded.attackers,
                defenders = c.defenders + excluded.defenders,
                draws = c.draws + excluded.draws,
                imported = c.imported + excluded.imported;
    elsif tg_op = 'DELETE' then
        insert into explorer_move_counts as c (position_key, ruleset, move, attackers, defenders, draws, imported)
        select position_key, ruleset, move,
               -count(*) filter (where winner = 'attackers'),
               -count(*) filter (where winner = 'defenders'),
               -count(*) filter (where winner = 'draw'),
               -count(*) filter (where record_hash is not null)
        from removed_moves
        group by position_key, ruleset, move
        order by position_key, ruleset, move
        on conflict (position_key, ruleset, move) do update
            set attackers = c.attackers + excluded.attackers,
                defenders = c.defenders + excluded.defenders,
                draws = c.draws + excluded.draws,
                imported = c.imported + excluded.imported;
        delete from explorer_move_counts c
        using (select distinct position_key, ruleset, move from removed_moves) r
        where c.position_key = r.position_key and c.ruleset = r.ruleset and c.move = r.move
          and c.attackers = 0 and c.defenders = 0 and c.draws = 0;
    else
        truncate explorer_move_counts;
    end if;
    return null;
end
$$;

create trigger explorer_moves_counted_in after insert on explorer_moves
    referencing new table as added_moves for each statement execute function explorer_move_counts_keep();
create trigger explorer_moves_counted_out after delete on explorer_moves
    referencing old table as removed_moves for each statement execute function explorer_move_counts_keep();
create trigger explorer_moves_emptied after truncate on explorer_moves
    for each statement execute function explorer_move_counts_keep();
