-- Games and their moves. Positions are never stored: the service replays the moves from start_position.
create table games (
    id                  text primary key check (id ~ '^[0-9A-Za-z]{10}$'),
    ruleset             text not null check (ruleset in ('copenhagen', 'tablut')),
    -- null for a custom position
    board_id            text check (board_id in ('brandubh', 'tablut', 'copenhagen', 'hnefatafl')),
    start_position      text not null,
    start_side          text not null check (start_side in ('attackers', 'defenders')),
    attackers_player_id uuid references players (id),
    defenders_player_id uuid references players (id),
    -- the player the open seat waits for, if the creator named one
    reserved_player_id  uuid references players (id),
    anonymous           boolean not null,
    status              text not null check (status in ('waiting', 'active', 'finished')),
    result_winner       text check (result_winner in ('attackers', 'defenders', 'draw')),
    result_reason       text check (result_reason in ('king-captured', 'king-escaped', 'exit-fort', 'encirclement',
                                                      'repetition', 'no-legal-move', 'resignation', 'timeout')),
    created_at          timestamptz not null,
    updated_at          timestamptz not null,
    -- optimistic locking: every change of the game (a move, a join, a resignation) bumps it
    version             bigint not null default 0,
    constraint games_result_when_finished check ((status = 'finished') = (result_winner is not null)
                                                 and (result_winner is null) = (result_reason is null)),
    constraint games_anonymous_without_players check (not anonymous or (attackers_player_id is null
                                                 and defenders_player_id is null and reserved_player_id is null))
);
create index games_attackers_player on games (attackers_player_id) where attackers_player_id is not null;
create index games_defenders_player on games (defenders_player_id) where defenders_player_id is not null;
create index games_reserved_player on games (reserved_player_id) where reserved_player_id is not null;

create table moves (
    game_id   text not null references games (id) on delete cascade,
    -- 1 for the first move of the game; the key makes sure no ply is ever stored twice
    ply       integer not null check (ply >= 1),
    notation  text not null,
    played_at timestamptz not null,
    primary key (game_id, ply)
);
