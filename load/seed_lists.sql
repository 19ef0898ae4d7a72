-- Seeds every list of issue 32 at scale on a migrated database, as a test fixture would: rows of the shape the
-- service writes, copied with generate_series. The player "astrid" (registered through the API first, or made here)
-- gets 10,000 active games among 200,000, 10,000 rating changes, a webhook with 100,000 deliveries (50,000 webhooks in all); 100,000 players
-- are rated in one pool (copenhagen on copenhagen); 100,000 tournaments, one with a round of 5,000 games.
-- The games start from Copenhagen's position and hold at most the opening move, so that a replay (a timeout
-- settled on read) finds them legal. Run: psql -d DB -f load/seed_lists.sql
insert into players (id, name, password_hash)
select md5('astrid')::uuid, 'astrid', 'x' where not exists (select 1 from players where lower(name) = 'astrid');
insert into players (id, name, password_hash)
select md5('p' || i)::uuid, 'p' || i, 'x' from generate_series(1, 100000) i;
insert into player_ratings (player_id, ruleset, board, rating, deviation, volatility, games, last_rated_at)
select md5('p' || i)::uuid, 'copenhagen', 'copenhagen', 1000 + (i * 7919 % 100000) / 100.0, 60, 0.06, 20, now()
from generate_series(1, 100000) i;
insert into games (id, ruleset, board_id, start_position, start_side, attackers_player_id, defenders_player_id,
                   anonymous, status, created_at, updated_at, clock_type, clock_per_move_ms, deadline, moves)
select 'g' || lpad(i::text, 9, '0'), 'copenhagen', 'copenhagen', '/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/', 'attackers',
       case when i % 2 = 0 then (select id from players where name = 'astrid') else md5('p' || i)::uuid end,
       case when i % 2 = 0 then md5('p' || i)::uuid else (select id from players where name = 'astrid') end,
       false, 'active', now() - interval '1 day', now() - (i || ' seconds')::interval,
       case when i % 3 = 0 then 'none' else 'per-move' end, case when i % 3 = 0 then null else 86400000 end,
       case when i % 3 = 0 then null else now() + (i || ' minutes')::interval end,
       case when i % 5 < 2 then '{}'::text[] else array['d1-d3'] end
from generate_series(1, 10000) i;
insert into games (id, ruleset, board_id, start_position, start_side, attackers_player_id, defenders_player_id,
                   anonymous, status, result_winner, result_reason, created_at, updated_at, moves)
select 'f' || lpad(i::text, 9, '0'), 'copenhagen', 'copenhagen', '/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/', 'attackers', md5('p' || (i % 100000 + 1))::uuid,
       md5('p' || ((i + 7) % 100000 + 1))::uuid, false, 'finished', 'attackers', 'resignation',
       now() - interval '2 days', now() - (i || ' seconds')::interval, array['d1-d3']
from generate_series(1, 190000) i;
insert into rating_changes (player_id, ruleset, board, game_id, opponent_id, score, rating_before, deviation_before,
                            volatility_before, rating_after, deviation_after, volatility_after, at)
select (select id from players where name = 'astrid'), 'copenhagen', case when i % 4 = 0 then 'brandubh' else 'copenhagen' end,
       'f' || lpad(i::text, 9, '0'), md5('p' || (i % 100000 + 1))::uuid, 1, 1500, 60, 0.06, 1501, 60, 0.06,
       now() - ((10001 - i) || ' minutes')::interval
from generate_series(1, 10000) i;
insert into tournaments (id, name, format, ruleset, board_id, rated, games_per_pairing, max_players, organiser_id,
                         status, created_at)
select 't' || i, 'Event ' || i, 'round-robin', 'copenhagen', 'copenhagen', false, 1, 8, md5('p1')::uuid,
       (array['entry', 'running', 'finished', 'cancelled'])[i % 4 + 1], now() - (i || ' minutes')::interval
from generate_series(1, 100000) i;
insert into tournament_entries (tournament_id, player_id, entry_order, entered_at)
select 't1', md5('p' || i)::uuid, i, now() from generate_series(1, 5001) i;
insert into tournament_rounds (tournament_id, number, status, started_at) values ('t1', 1, 'running', now());
insert into tournament_games (game_id, tournament_id, round, pairing, first_player_id, second_player_id)
select 'f' || lpad(i::text, 9, '0'), 't1', 1, (i + 1) / 2, md5('p' || i)::uuid, md5('p' || (i + 1))::uuid
from generate_series(1, 5000) i;
insert into webhooks (id, player_id, url, secret, created_at)
select md5('hook' || i)::uuid, (select id from players where name = 'astrid'), 'https://bot.example.org/' || i, 'x',
       now() - ((10 - i) || ' minutes')::interval
from generate_series(1, 10) i;
insert into webhooks (id, player_id, url, secret)
select md5('otherhook' || i)::uuid, md5('p' || (i % 10000 + 1))::uuid, 'https://bot.example.org/p' || i, 'x'
from generate_series(1, 50000) i;
insert into events (recipient, type, payload) select 'nobody', 'your-turn', '{}' from generate_series(1, 100000);
insert into webhook_deliveries (webhook_id, event_id, status, attempts, delivered_at)
select md5('hook1')::uuid, id, 'delivered', 1, now() from events where recipient = 'nobody';
vacuum analyze;
