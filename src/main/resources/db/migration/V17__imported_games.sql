-- Games created from a record tell of play the server never saw: they count in no tally and no rating.
alter table games add column imported boolean not null default false;

-- Earlier imports: created with all their moves (and result) in one instant, which no game played here ever is.
update games g set imported = true
where (g.status = 'finished' and g.updated_at = g.created_at)
   or exists (select 1 from moves m where m.game_id = g.id and m.played_at = g.created_at);
