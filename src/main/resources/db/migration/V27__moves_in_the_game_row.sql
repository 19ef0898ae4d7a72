-- A game's moves become one value of its row (issue 11): a game of any length is read as one row, and a move is
-- one update of that row, conditional on its version. The moves of existing games are copied over in ply order;
-- the moves table goes in V28.
alter table games add column moves text[] not null default '{}';

update games g
set moves = m.notations
from (select game_id, array_agg(notation order by ply) as notations from moves group by game_id) m
where m.game_id = g.id;
