-- Stand-in for the platform branch's players table (same columns); the lead keeps the platform's file.
create table players (
    id            uuid primary key,
    name          text not null,
    password_hash text,
    created_at    timestamptz
);
create unique index players_name_key on players (lower(name));
