-- Read to me (docs/games.md): a parent's choice on reading each question
-- aloud as it appears. 'by_year' reads it out in Years 1 and 2.
ALTER TABLE students ADD COLUMN read_aloud TEXT NOT NULL DEFAULT 'by_year';
