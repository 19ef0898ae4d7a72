-- EXPLAIN ANALYZE of the first page (and a page after a cursor) of every list paged by cursor, as the service asks
-- them, on a database seeded by load/seed_lists.sql. Run: psql -d DB -f load/explain_lists.sql
\pset pager off
select id as astrid_id from players where lower(name) = 'astrid' and deleted_at is null \gset
\set astrid '''':astrid_id'''::uuid'
\echo '-- my games, first page (size 20), and the counts'
explain (analyze, costs off, timing on, summary on)
select s.id, g.ruleset, g.board_id, o.name, s.side, g.plies, g.deadline, g.moves[g.plies], s.later
from ((select g.id, 'attackers' as side, not ((g.plies % 2 = 0) = (g.start_side = 'attackers')) as later,
              coalesce(g.deadline, 'infinity'::timestamptz) as due from games g
       where g.attackers_player_id = :astrid and g.status = 'active'
       order by not ((g.plies % 2 = 0) = (g.start_side = 'attackers')), coalesce(g.deadline, 'infinity'::timestamptz), g.id
       limit 21)
      union all
      (select g.id, 'defenders' as side, ((g.plies % 2 = 0) = (g.start_side = 'attackers')) as later,
              coalesce(g.deadline, 'infinity'::timestamptz) as due from games g
       where g.defenders_player_id = :astrid and g.status = 'active' and g.attackers_player_id is distinct from :astrid
       order by ((g.plies % 2 = 0) = (g.start_side = 'attackers')), coalesce(g.deadline, 'infinity'::timestamptz), g.id
       limit 21)) s
join games g on g.id = s.id
left join players o on o.id = case when s.side = 'attackers' then g.defenders_player_id else g.attackers_player_id end
order by s.later, s.due, s.id limit 21;
explain (analyze, costs off, timing on, summary on)
select count(*) filter (where not s.later), count(*) from (
  select not ((g.plies % 2 = 0) = (g.start_side = 'attackers')) as later from games g
  where g.attackers_player_id = :astrid and g.status = 'active'
  union all
  select ((g.plies % 2 = 0) = (g.start_side = 'attackers')) from games g
  where g.defenders_player_id = :astrid and g.status = 'active' and g.attackers_player_id is distinct from :astrid) s;
\echo '-- my games, a page deep in the list (after the cursor of the 9,000th game)'
explain (analyze, costs off, timing on, summary on)
select g.id from games g
where g.defenders_player_id = :astrid and g.status = 'active' and g.attackers_player_id is distinct from :astrid
  and (((g.plies % 2 = 0) = (g.start_side = 'attackers')), coalesce(g.deadline, 'infinity'::timestamptz), g.id)
      > (false, 'infinity'::timestamptz, 'g000009000')
order by ((g.plies % 2 = 0) = (g.start_side = 'attackers')), coalesce(g.deadline, 'infinity'::timestamptz), g.id
limit 21;
\echo '-- leaderboard page 0 and after place 99,980'
explain (analyze, costs off, timing on, summary on)
select r.player_id, p.name, r.rating, r.deviation, r.volatility, r.games, r.last_rated_at
from player_ratings r join players p on p.id = r.player_id
where r.ruleset = 'copenhagen' and r.board = 'copenhagen' and r.games > 0 and p.deleted_at is null
  and r.deviation <= 110
  and least(350, sqrt(power(r.deviation / 173.7178, 2) + greatest(0, floor(extract(epoch from (now() - r.last_rated_at))
      / 604800)) * power(r.volatility, 2)) * 173.7178) <= 110
order by r.rating desc, r.player_id desc limit 21;
select rating as deep_rating, player_id as deep_player from player_ratings
where ruleset = 'copenhagen' and board = 'copenhagen' order by rating desc, player_id desc offset 99979 limit 1 \gset
explain (analyze, costs off, timing on, summary on)
select r.player_id, p.name, r.rating, r.deviation, r.volatility, r.games, r.last_rated_at
from player_ratings r join players p on p.id = r.player_id
where r.ruleset = 'copenhagen' and r.board = 'copenhagen' and r.games > 0 and p.deleted_at is null
  and r.deviation <= 110
  and least(350, sqrt(power(r.deviation / 173.7178, 2) + greatest(0, floor(extract(epoch from (now() - r.last_rated_at))
      / 604800)) * power(r.volatility, 2)) * 173.7178) <= 110
  and (r.rating, r.player_id) < (:deep_rating, :'deep_player'::uuid)
order by r.rating desc, r.player_id desc limit 21;
\echo '-- rating history, whole and of one pool'
explain (analyze, costs off, timing on, summary on)
select c.*, o.name from rating_changes c join players o on o.id = c.opponent_id
where c.player_id = :astrid order by c.id desc limit 21;
explain (analyze, costs off, timing on, summary on)
select c.*, o.name from rating_changes c join players o on o.id = c.opponent_id
where c.player_id = :astrid and c.ruleset = 'copenhagen' and c.board = 'copenhagen' and c.id < 5000
order by c.id desc limit 21;
\echo '-- tournaments, all and of one status, after a cursor'
explain (analyze, costs off, timing on, summary on)
select * from tournaments t order by t.created_at desc, t.id desc limit 21;
explain (analyze, costs off, timing on, summary on)
select * from tournaments t where t.status = 'finished' and (t.created_at, t.id) < (now() - interval '50000 minutes', 't50000')
order by t.created_at desc, t.id desc limit 21;
\echo '-- a round of 5,000 games, after a cursor'
explain (analyze, costs off, timing on, summary on)
select t.game_id, t.round, t.pairing, t.first_player_id, t.second_player_id, g.attackers_player_id,
       g.defenders_player_id, g.status, g.result_winner, g.result_reason
from tournament_games t join games g on g.id = t.game_id
where t.tournament_id = 't1' and t.round = 1 and (t.pairing, t.game_id) > (2000, 'f000004000')
order by t.pairing, t.game_id limit 21;
\echo '-- webhooks and a webhook with 100,000 deliveries'
explain (analyze, costs off, timing on, summary on)
select id, url, created_at, failures, paused_until from webhooks where player_id = :astrid
order by created_at, id limit 21;
explain (analyze, costs off, timing on, summary on)
select d.id, d.event_id, e.type, d.status from webhook_deliveries d join events e on e.id = d.event_id
where d.webhook_id = md5('hook1')::uuid and d.id < 50000 order by d.id desc limit 21;
