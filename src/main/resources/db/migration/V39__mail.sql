-- Notification settings of registered players (read by the mail digest and alarm; push and alarm by web push too).
create table notification_settings (
    player_id         uuid        primary key references players (id) on delete cascade,
    push              boolean     not null default true,
    email             boolean     not null default false,
    -- the hour of the day, in UTC, at which the daily digest goes out
    digest_hour       integer     not null default 8 check (digest_hour between 0 and 23),
    alarm             boolean     not null default true,
    -- when the last digest was sent or found to have nothing in it: never two within one day's slot
    last_digest_at    timestamptz,
    -- the secret of the player's unsubscribe links, so that a link works without signing in
    unsubscribe_token text        not null unique
);

-- A player's e-mail address, verified once the code sent to it came back; the code is kept only as a hash.
create table mail_addresses (
    player_id          uuid        primary key references players (id) on delete cascade,
    address            text        not null check (length(address) <= 254),
    verified_at        timestamptz,
    code_hash          text,
    code_expires_at    timestamptz,
    code_attempts      integer     not null default 0,
    -- codes sent within the current hour's window, so that a player cannot make the server mail anyone at will
    codes_window_start timestamptz,
    codes_sent         integer     not null default 0
);

-- The time alarms sent: one per game, player and move, so that none is ever sent twice.
create table mail_alarms (
    game_id   text        not null references games (id) on delete cascade,
    player_id uuid        not null references players (id) on delete cascade,
    ply       integer     not null,
    sent_at   timestamptz not null,
    primary key (game_id, player_id, ply)
);

-- the digest's question: who is due now?
create index notification_settings_email on notification_settings (digest_hour) where email;
