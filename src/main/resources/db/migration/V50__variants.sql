-- Every preset's ruleset and board can be played (issue 30): the service checks the ids, so the old lists go.
alter table games drop constraint games_ruleset_check;
alter table games drop constraint games_board_id_check;
