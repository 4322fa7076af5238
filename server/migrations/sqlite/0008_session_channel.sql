-- Session-channel messages too large for a PostgreSQL NOTIFY payload
-- travel through this table between replicas; each is read once by every
-- replica within moments and purged after a few minutes.
CREATE TABLE room_messages (
    id TEXT PRIMARY KEY,
    payload TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX room_messages_by_age ON room_messages (created_at);
