-- A tournament game names its tournament (V18 added the column before the tournaments table existed).
alter table games add constraint games_tournament_fk foreign key (tournament_id) references tournaments (id);
create index games_tournament on games (tournament_id, tournament_round) where tournament_id is not null;
