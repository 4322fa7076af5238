-- No two live sessions of a tutor overlap, whatever the timing of two
-- changes: an exclusion constraint refuses it, as the bookings' unique index
-- refuses a slot sold twice. btree_gist lets the tutor's id take part.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Overlaps already stored keep the session created first.
UPDATE sessions SET cancelled = 1
WHERE cancelled = 0 AND EXISTS (
    SELECT 1 FROM sessions older
    WHERE older.tutor_id = sessions.tutor_id AND older.cancelled = 0
      AND older.starts_at < sessions.starts_at + sessions.session_length * 60000
      AND older.starts_at + older.session_length * 60000 > sessions.starts_at
      AND (older.created_at < sessions.created_at
           OR (older.created_at = sessions.created_at AND older.id < sessions.id))
);

ALTER TABLE sessions ADD CONSTRAINT sessions_tutor_one_at_a_time EXCLUDE USING gist (
    tutor_id WITH =,
    int8range(starts_at, starts_at + session_length * 60000) WITH &&
) WHERE (cancelled = 0);
