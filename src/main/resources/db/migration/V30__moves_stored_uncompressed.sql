-- A game's moves are rewritten whole by every move (PostgreSQL writes a new row version), and past about 170 plies
-- the array is compressed on every write and decompressed on every read: measured, a 200-ply append cost 59 us
-- compressed against 39 us stored as it is, a 600-ply one 140 against 85. Moves compress only two or three times and
-- a game holds at most taflpost.games.max-plies of them (about 24 KB uncompressed at 2,000): kept uncompressed,
-- still out of line once the row outgrows its page share. Existing values change at their next write.
alter table games alter column moves set storage external;
