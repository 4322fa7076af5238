-- The whiteboard's timeline, replayed beside a session's recording
-- (docs/recordings.md, "The whiteboard beside the video").

-- Every change to a session's whiteboard as it was stored, with its time:
-- the board at any moment is the merge of the changes stored by then.
-- Pictures are files, as in the board's own row. Deleted with the board.
CREATE TABLE whiteboard_changes (
    id TEXT PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions (id),
    saved_at BIGINT NOT NULL,
    change TEXT NOT NULL
);
CREATE INDEX whiteboard_changes_by_session ON whiteboard_changes (session_id, saved_at);

-- When the recording's first frame was made (milliseconds since 1970), so
-- that a moment of the video is a moment of the board. NULL for
-- recordings made before it was kept: they start with their session.
ALTER TABLE recordings ADD COLUMN started_at BIGINT;
