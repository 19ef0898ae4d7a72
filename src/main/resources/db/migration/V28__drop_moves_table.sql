-- The moves live in games.moves since V27; the table of one row per move (and the unused time of each) goes.
drop table moves;
