-- Tournaments (issue 9): an organiser's round robin or Swiss event. Its games are ordinary games, tagged with the
-- tournament and round (games.tournament_id, games.tournament_round); standings are computed from their results.
create table tournaments (
    id                varchar(40) primary key,
    name              text        not null,
    description       text,
    format            text        not null check (format in ('round-robin', 'swiss')),
    -- swiss: the rounds to play; round robin: null until the start, then the number of rounds the schedule has
    rounds            integer,
    ruleset           text        not null,
    board_id          text        not null,
    clock_type        text        not null default 'none',
    clock_per_move    text,
    clock_initial     text,
    clock_increment   text,
    clock_cap         text,
    rated             boolean     not null,
    games_per_pairing integer     not null check (games_per_pairing in (1, 2)),
    max_players       integer     not null,
    organiser_id      uuid        not null references players (id),
    status            text        not null check (status in ('entry', 'running', 'finished', 'cancelled')),
    created_at        timestamptz not null,
    started_at        timestamptz,
    finished_at       timestamptz
);
create index tournaments_created on tournaments (created_at desc);
create index tournaments_status_created on tournaments (status, created_at desc);

-- Players who entered; an entry is deleted when its player leaves before the start, kept (withdrawn) after it.
create table tournament_entries (
    tournament_id varchar(40)      not null references tournaments (id) on delete cascade,
    player_id     uuid             not null references players (id),
    -- the order of entry, the last tie-break of seeding
    entry_order   integer          not null,
    -- the player's rating in the tournament's pool when it started: Swiss seeding
    rating        double precision,
    withdrawn     boolean          not null default false,
    entered_at    timestamptz      not null,
    primary key (tournament_id, player_id)
);

-- Rounds as they are paired: all at the start of a round robin, one after another in a Swiss.
create table tournament_rounds (
    tournament_id varchar(40) not null references tournaments (id) on delete cascade,
    number        integer     not null,
    status        text        not null check (status in ('running', 'finished')),
    -- the player sitting this round out, if any
    bye_player_id uuid        references players (id),
    started_at    timestamptz not null,
    primary key (tournament_id, number)
);

-- Which pairing each tournament game belongs to: the two players (first is the higher-ranked when paired) and the
-- pairing's place in the round. The game itself says who attacks.
create table tournament_games (
    game_id          text        primary key references games (id) on delete cascade,
    tournament_id    varchar(40) not null,
    round            integer     not null,
    pairing          integer     not null,
    first_player_id  uuid        not null references players (id),
    second_player_id uuid        not null references players (id),
    foreign key (tournament_id, round) references tournament_rounds (tournament_id, number) on delete cascade
);
create index tournament_games_round on tournament_games (tournament_id, round, pairing);

alter table events drop constraint events_type_check;
alter table events add constraint events_type_check check (type in ('game-started', 'move', 'your-turn', 'game-over',
    'challenge-received', 'challenge-accepted', 'challenge-declined',
    'tournament-started', 'round-started', 'tournament-game', 'tournament-finished'));
