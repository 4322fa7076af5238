-- The tutor's report to the parent after a session (docs/live-sessions.md,
-- "The report to the parent"): written once, read by the family. The
-- areas to practise are kept as they were when it was sent, with the
-- answers behind them (a JSON list).
CREATE TABLE session_reports (
    session_id TEXT PRIMARY KEY REFERENCES sessions (id),
    note TEXT NOT NULL,
    practise_next TEXT NOT NULL,
    sent_at BIGINT NOT NULL
);
