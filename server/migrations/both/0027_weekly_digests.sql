-- The weekly digest (docs/screens.md, "This week"): one row per parent and
-- week whose e-mail is in the outbox, written in the same transaction as
-- the e-mail, so that a week is sent once however many replicas run.
CREATE TABLE weekly_digests (
    parent_id TEXT NOT NULL REFERENCES parents (id),
    week_start BIGINT NOT NULL,
    sent_at BIGINT NOT NULL,
    PRIMARY KEY (parent_id, week_start)
);
