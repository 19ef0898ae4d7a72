-- A game's moves stay in its row up to a page's worth (about 650 plies), not only up to 2 KB (about 170): every move
-- rewrites the row, and a move list kept out of line is written again as TOAST chunks, each with an index entry,
-- and read back from them. Measured on PostgreSQL 15 (psql, 2,000 appends to 100 rows of 200 plies): 101-124 us an
-- update out of line, 67-81 us in the row. Longer games are still moved out of line (uncompressed, V30).
alter table games set (toast_tuple_target = 8160);
