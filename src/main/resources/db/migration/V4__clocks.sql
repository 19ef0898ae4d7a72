-- Clocks. Durations are kept in milliseconds. The remaining time of each side is what it has at the start of its
-- turn; while a side is to move, its deadline is the truth and its remaining time is counted from it.
alter table games
    add column clock_type        text not null default 'none' check (clock_type in ('none', 'per-move', 'fischer')),
    add column clock_per_move_ms bigint check (clock_per_move_ms >= 60000),
    add column clock_initial_ms  bigint check (clock_initial_ms >= 60000),
    add column clock_increment_ms bigint check (clock_increment_ms >= 0),
    add column clock_cap_ms      bigint,
    add column attackers_ms      bigint,
    add column defenders_ms      bigint,
    -- when the side to move loses on time; null without a clock, while waiting and once finished
    add column deadline          timestamptz,
    add constraint games_deadline_only_when_active check (deadline is null or status = 'active');
-- the sweeper's question: which active games are due?
create index games_due on games (deadline) where status = 'active';
