-- Issue 32: every list pages by keyset, each read in its order from an index (no sort, no count over the list).
-- A player's active games ("my games"): per seat, their turn first (the expression is whether the seat waits),
-- the soonest deadline first, then id; the included columns let the counts be read from the index alone.
create index games_attackers_active on games (
    attackers_player_id, (not ((plies % 2 = 0) = (start_side = 'attackers'))),
    coalesce(deadline, 'infinity'::timestamptz), id)
    include (plies, start_side) where status = 'active';
create index games_defenders_active on games (
    defenders_player_id, ((plies % 2 = 0) = (start_side = 'attackers')),
    coalesce(deadline, 'infinity'::timestamptz), id)
    include (plies, start_side, attackers_player_id) where status = 'active';
-- A leaderboard: best rating first, then the player's id, the same direction on both so that the cursor is one row
-- comparison the index serves.
drop index player_ratings_leaderboard;
create index player_ratings_ranked on player_ratings (ruleset, board, rating desc, player_id desc);
-- A player's rating history of one pool, the last applied first (the whole history has its own index since V21).
create index rating_changes_pool_history on rating_changes (player_id, ruleset, board, id desc);
-- Tournaments, newest first then by id, all or of one status; a round's games by board, then game id.
drop index tournaments_created;
drop index tournaments_status_created;
create index tournaments_listed on tournaments (created_at desc, id desc);
create index tournaments_status_listed on tournaments (status, created_at desc, id desc);
drop index tournament_games_round;
create index tournament_games_board on tournament_games (tournament_id, round, pairing, game_id);
-- A player's webhooks, oldest first then by id (a webhook's deliveries, newest first, read webhook_deliveries_webhook
-- backwards).
drop index webhooks_player;
create index webhooks_listed on webhooks (player_id, created_at, id);
