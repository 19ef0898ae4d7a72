-- The open seat of a game, offered by a short code in a link (issue 8): the first to claim it takes the seat. The
-- creator shares the link and never holds the other seat's token.
create table game_invitations (
    code       text        primary key,
    game_id    text        not null references games (id) on delete cascade,
    side       text        not null check (side in ('attackers', 'defenders')),
    created_at timestamptz not null,
    claimed_at timestamptz
);
create index game_invitations_game on game_invitations (game_id);
