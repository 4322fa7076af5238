-- Session-channel messages too large for a PostgreSQL NOTIFY payload
-- travel through this table between replicas; each is read once by every
-- replica within moments and purged after a few minutes.
CREATE TABLE room_messages (
    id TEXT PRIMARY KEY,
    payload TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX room_messages_by_age ON room_messages (created_at);

-- One-time codes with which the desktop app signs a web browser in for one
-- session (its webview may not run video calls). Kept hashed; each is
-- redeemed once, within minutes.
CREATE TABLE session_handoffs (
    code_hash TEXT PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions (id),
    account_id TEXT NOT NULL REFERENCES accounts (id),
    expires_at BIGINT NOT NULL,
    used_at BIGINT
);

-- The whiteboard of a session: its scene as JSON (elements and pictures),
-- merged element by element as the participants draw. `revision` counts
-- writes, so concurrent writers on several replicas never lose each
-- other's changes.
CREATE TABLE session_whiteboards (
    session_id TEXT PRIMARY KEY REFERENCES sessions (id),
    scene TEXT NOT NULL,
    revision BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
