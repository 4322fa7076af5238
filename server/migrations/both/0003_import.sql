-- The status of the last (or current) import. One row: only one import runs
-- at a time, and whoever changes `started` by a conditional UPDATE owns it.
CREATE TABLE import_status (
    id TEXT PRIMARY KEY,
    job_id TEXT,
    kind TEXT,
    file TEXT,
    started BIGINT,
    finished BIGINT,
    last_update BIGINT,
    message TEXT NOT NULL DEFAULT '',
    -- JSON list of {type, detail, count}.
    results TEXT NOT NULL DEFAULT '[]'
);
INSERT INTO import_status (id) VALUES ('current');
