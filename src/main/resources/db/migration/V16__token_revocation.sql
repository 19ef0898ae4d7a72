-- Ending tokens. A player token carries the player's token generation ("gen"); logging out everywhere, changing the
-- password or deleting the account bumps it, so that every older token is refused on any instance.
alter table players
    add column token_generation integer not null default 0,
    -- a deleted player's row stays for the games it sat in; its name reads '[deleted]'
    add column deleted_at       timestamptz;

-- the names of deleted players ('[deleted]') repeat, and a deleted player's former name is free again
drop index players_name_key;
create unique index players_name_key on players (lower(name)) where deleted_at is null;

-- Single tokens ended by logout, by their jti; a row is useless once its token has expired and is swept then.
create table revoked_tokens (
    jti        text        primary key,
    player_id  uuid        not null references players (id) on delete cascade,
    expires_at timestamptz not null
);
create index revoked_tokens_expiry on revoked_tokens (expires_at);
