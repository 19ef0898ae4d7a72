-- What happened, for whom: the rows Server-Sent Events streams replay and deliver. Each row is written in the
-- transaction of the change it tells of, and announced with NOTIFY taflpost_events '<id>' at commit.
create table events (
    id         bigserial   primary key,
    -- a player id (uuid), or a seat of an anonymous game: '<game id>/<side>'
    recipient  text        not null,
    type       text        not null check (type in ('game-started', 'move', 'your-turn', 'game-over')),
    game_id    text        references games (id) on delete cascade,
    payload    jsonb       not null,
    created_at timestamptz not null default now()
);
-- a stream resumes with the recipient's events after the last id it saw
create index events_recipient_id on events (recipient, id);
