-- Issue 28: conditional moves (a player's prepared answers to the opponent's next moves) and vacation.

-- The side that has conditional lines stored in this game, null when none: the move path reads it with the game and
-- takes its slower, transactional way only for games that have some.
alter table games add column conditional_side text check (conditional_side in ('attackers', 'defenders'));

-- At most one side has lines at a time (they are stored on the opponent's turn and answered, or dropped, by the
-- opponent's next move). Each line alternates the opponent's move and the reply, in canonical notation, from the
-- position after ply.
create table conditional_moves (
    game_id    text        primary key references games (id) on delete cascade,
    side       text        not null check (side in ('attackers', 'defenders')),
    ply        int         not null,
    lines      jsonb       not null,
    updated_at timestamptz not null
);
