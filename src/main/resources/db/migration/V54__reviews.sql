-- Issue 44, the computer's review of a finished game: one per game, computed once however many ask. A review is
-- worked a position at a time on the computer's pool by whichever instance holds its claim; each position's result
-- is kept as soon as it is known, so a review a restart interrupted resumes where it stopped once its claim lapses.
create table reviews (
    game_id text primary key references games (id) on delete cascade,
    -- the computer level it is searched at, and how many positions it has (the game's plies and one)
    level integer not null check (level between 1 and 8),
    positions integer not null check (positions >= 1),
    status text not null check (status in ('queued', 'running', 'done')),
    -- how many times an instance took it up: once, unless a restart or a failure interrupted it
    attempts integer not null default 0,
    claimed_until timestamptz,
    requested_at timestamptz not null default now(),
    finished_at timestamptz
);

-- The reviews still to work, found without a scan of the done ones.
create index reviews_open on reviews (requested_at) where status <> 'done';

-- The computer's view of each position of a reviewed game (ply 0 is the start): the score from the side to move's
-- view, in the evaluation's units, its best move and the line it expects; none for a position where the game is over.
create table review_positions (
    game_id text not null references reviews (game_id) on delete cascade,
    ply integer not null check (ply >= 0),
    score integer not null,
    best_move text,
    line text[] not null default '{}',
    primary key (game_id, ply)
);
