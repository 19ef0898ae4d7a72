-- Games a move ended were indexed without that last move (the explorer read the game as it stood before it): forget
-- them, so that the startup's backfill (explorer.ExplorerBackfill) indexes each again, whole. The counts per position
-- and move follow through their delete trigger (V59).
delete from explorer_games e
using games g
where g.id = e.game_id
  and g.rules is null
  and (select count(*) from explorer_moves m where m.game_id = e.game_id) < cardinality(g.moves);
