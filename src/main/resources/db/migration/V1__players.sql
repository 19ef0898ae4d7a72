create table players (
    id            uuid        primary key,
    name          text        not null,
    password_hash text        not null,
    created_at    timestamptz not null default now()
);

-- names are unique whatever their case: "Astrid" and "astrid" are one player
create unique index players_name_key on players (lower(name));
