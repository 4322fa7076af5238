-- The chat of a live session's room (docs/live-sessions.md, "In the
-- call"): kept with the session, read afterwards by the family, and its
-- masked messages flagged to the safeguarding lead like notes.
CREATE TABLE session_chat (
    id TEXT PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions (id),
    sender_id TEXT NOT NULL REFERENCES accounts (id),
    sender_name TEXT NOT NULL,
    role TEXT NOT NULL,
    text TEXT NOT NULL,
    masked BIGINT NOT NULL,
    sent_at BIGINT NOT NULL
);
CREATE INDEX session_chat_by_session ON session_chat (session_id, sent_at);
