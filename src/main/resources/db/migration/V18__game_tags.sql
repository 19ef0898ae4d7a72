-- A game may be rated (Glicko-2, issue 9) and may belong to a tournament round. The tournaments table comes in a
-- later migration, which adds the foreign key.
alter table games add column rated boolean not null default false;
alter table games add column tournament_id varchar(40);
alter table games add column tournament_round integer;

-- Tournament organisers end games too: a withdrawn player forfeits, a stuck game is adjudicated.
alter table games drop constraint games_result_reason_check;
alter table games add constraint games_result_reason_check
    check (result_reason in ('king-captured', 'king-escaped', 'exit-fort', 'encirclement', 'repetition',
                             'no-legal-move', 'resignation', 'timeout', 'forfeit', 'adjudication'));
