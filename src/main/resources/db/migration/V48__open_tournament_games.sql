-- A tournament game's ending asks whether its round has an unfinished game left: this index holds those alone, so
-- that the answer costs the same when a round's deadline ends many of its games at once.
create index games_tournament_open on games (tournament_id, tournament_round)
    where tournament_id is not null and status <> 'finished';
