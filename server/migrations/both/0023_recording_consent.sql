-- A parent's objection to their child's sessions being recorded
-- (docs/recordings.md): when it was made, or NULL when sessions are
-- recorded. Kept with the student, so the family's export carries it.
ALTER TABLE students ADD COLUMN recording_objected_at BIGINT;
