-- No two live sessions of a tutor overlap, whatever the timing of two
-- changes: the database refuses it, as the bookings' unique index refuses a
-- slot sold twice. SQLite has no exclusion constraints, so triggers check the
-- overlap; its writers take turns, so two writes cannot both pass.

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

CREATE TRIGGER sessions_tutor_one_at_a_time_on_insert BEFORE INSERT ON sessions
WHEN NEW.cancelled = 0 AND EXISTS (
    SELECT 1 FROM sessions other
    WHERE other.tutor_id = NEW.tutor_id AND other.cancelled = 0 AND other.id <> NEW.id
      AND other.starts_at < NEW.starts_at + NEW.session_length * 60000
      AND other.starts_at + other.session_length * 60000 > NEW.starts_at
)
BEGIN
    SELECT RAISE(ABORT, 'sessions_tutor_one_at_a_time');
END;

CREATE TRIGGER sessions_tutor_one_at_a_time_on_update
BEFORE UPDATE OF tutor_id, starts_at, session_length, cancelled ON sessions
WHEN NEW.cancelled = 0 AND EXISTS (
    SELECT 1 FROM sessions other
    WHERE other.tutor_id = NEW.tutor_id AND other.cancelled = 0 AND other.id <> NEW.id
      AND other.starts_at < NEW.starts_at + NEW.session_length * 60000
      AND other.starts_at + other.session_length * 60000 > NEW.starts_at
)
BEGIN
    SELECT RAISE(ABORT, 'sessions_tutor_one_at_a_time');
END;
