-- A game against the computer: its level and the side it plays; the other seat is the person's.
alter table games
    add column computer_level integer check (computer_level between 1 and 8),
    add column computer_side text check (computer_side in ('attackers', 'defenders')),
    add constraint games_computer_level_and_side check ((computer_level is null) = (computer_side is null));

-- The computer's turns waiting to be played, found without a scan of all games.
create index games_computer_active on games (updated_at) where status = 'active' and computer_level is not null;

-- Who is thinking about which computer move: an instance claims a game's turn (its ply) for a while; another takes
-- it over only once the claim has lapsed, and the move itself is written only on that ply, so it is played once.
create table computer_claims (
    game_id text primary key references games (id) on delete cascade,
    ply integer not null,
    claimed_until timestamptz not null
);
