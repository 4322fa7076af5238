-- Extra time (docs/games.md): what a parent allows each child, and the
-- clock factor each game was started with, so a game keeps its own even
-- if the allowance changes while it is played.
ALTER TABLE students ADD COLUMN time_allowance TEXT NOT NULL DEFAULT 'standard';
ALTER TABLE games ADD COLUMN time_factor DOUBLE PRECISION NOT NULL DEFAULT 1;
