-- Issue 28: games are found a page at a time by keyset: a player's games from the index of each side in the order
-- of their last change (which also serves every lookup the player indexes served), the public list from its own.
drop index games_attackers_player;
drop index games_defenders_player;
create index games_attackers_recent on games (attackers_player_id, updated_at desc, id desc)
    where attackers_player_id is not null;
create index games_defenders_recent on games (defenders_player_id, updated_at desc, id desc)
    where defenders_player_id is not null;
create index games_listed_recent on games (updated_at desc, id desc) where not anonymous;
