-- Session recordings (docs/recordings.md).

-- A session's call as one WebM, encrypted in the file store under
-- `object_key`. One per session: composing a session's raw folder again
-- (after a crash between storing and tidying up) finds it made already.
CREATE TABLE recordings (
    id TEXT PRIMARY KEY,
    session_id TEXT NOT NULL UNIQUE REFERENCES sessions (id),
    object_key TEXT NOT NULL,
    -- The size of the playable file, before encryption.
    plain_bytes BIGINT NOT NULL,
    duration_ms BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX recordings_by_time ON recordings (created_at);

-- Every playback served: who, when, from where and which bytes. The audit
-- outlives the recording (not a reference to it), and goes with the
-- session's other records when those go (docs/privacy.md).
CREATE TABLE recording_views (
    id TEXT PRIMARY KEY,
    recording_id TEXT NOT NULL,
    session_id TEXT NOT NULL,
    viewer_id TEXT NOT NULL REFERENCES accounts (id),
    viewed_at BIGINT NOT NULL,
    address TEXT NOT NULL,
    range_asked TEXT
);
CREATE INDEX recording_views_by_recording ON recording_views (recording_id, viewed_at);
CREATE INDEX recording_views_by_session ON recording_views (session_id);
