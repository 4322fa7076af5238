-- The outbox is tried again (docs/email.md): each sending
-- first claims its message until `next_attempt_at`, so the immediate
-- send and the retry job never send one message twice at once, and a
-- failed message waits longer after each attempt.
ALTER TABLE emails ADD COLUMN attempts BIGINT NOT NULL DEFAULT 0;
ALTER TABLE emails ADD COLUMN next_attempt_at BIGINT;
CREATE INDEX emails_unsent ON emails (sent_at, next_attempt_at);
