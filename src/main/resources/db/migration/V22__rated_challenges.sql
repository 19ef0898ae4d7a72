-- A challenge may ask for a rated game; the game created when it is accepted is rated then.
alter table challenges add column rated boolean not null default false;
