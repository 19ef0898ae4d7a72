-- Issue 44, fair play: each game's current position and side to move as a key (fairplay.PositionKey), written with
-- every move, so that the computer can refuse to evaluate the position of a game being played. Existing games get
-- theirs at startup (fairplay.PositionKeys): positions are not stored, and only a replay of the moves finds them.
alter table games add column position_key bigint;
-- Only running games are looked up, and there are few of them beside the finished ones.
create index games_running_positions on games (position_key) where status = 'active';
