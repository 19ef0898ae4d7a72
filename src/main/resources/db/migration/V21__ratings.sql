-- Glicko-2 ratings (issue 9): one row per player and rating pool (a ruleset on a standard board), written when a
-- rated game ends. The values are those after the player's last rated game; the deviation shown grows with the
-- weeks since last_rated_at and is never stored grown.
create table player_ratings (
    player_id     uuid             not null references players (id) on delete cascade,
    ruleset       text             not null,
    board         text             not null,
    rating        double precision not null,
    deviation     double precision not null check (deviation > 0),
    volatility    double precision not null check (volatility > 0),
    games         integer          not null check (games >= 0),
    -- null only between the row's insert and the first update, in the same transaction
    last_rated_at timestamptz,
    primary key (player_id, ruleset, board)
);
create index player_ratings_leaderboard on player_ratings (ruleset, board, rating desc);

-- Every change of a rating, with the game that caused it. "before" is what the update started from: the stored
-- values with the deviation grown for the idle weeks.
create table rating_changes (
    id                bigint generated always as identity primary key,
    player_id         uuid             not null references players (id) on delete cascade,
    ruleset           text             not null,
    board             text             not null,
    game_id           text             not null references games (id) on delete cascade,
    opponent_id       uuid             not null references players (id) on delete cascade,
    score             double precision not null check (score in (0, 0.5, 1)),
    rating_before     double precision not null,
    deviation_before  double precision not null,
    volatility_before double precision not null,
    rating_after      double precision not null,
    deviation_after   double precision not null,
    volatility_after  double precision not null,
    at                timestamptz      not null,
    unique (player_id, game_id)
);
-- a history lists the changes in the order they were applied (id), last first
create index rating_changes_history on rating_changes (player_id, id desc);
