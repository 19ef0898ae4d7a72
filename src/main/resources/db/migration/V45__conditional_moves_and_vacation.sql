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

-- Vacation: a registered player's days of the calendar year (UTC) used so far, and the vacation going on, if any.
-- While it lasts, the deadlines of their games on their turn are moved on by its length (see Vacations).
alter table players add column vacation_year int,
                    add column vacation_days_used int not null default 0,
                    add column vacation_started_at timestamptz,
                    add column vacation_until timestamptz;
create index players_vacation_until on players (vacation_until) where vacation_until is not null;

-- A tournament's organiser says whether vacation pauses its games (it does unless they say not).
alter table tournaments add column vacation_allowed boolean not null default true;
