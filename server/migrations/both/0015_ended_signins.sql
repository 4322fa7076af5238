-- Sign-ins that have ended (sign-out, a password change, a reused refresh
-- token, a closed account) while their id tokens may still be unexpired.
-- Every replica keeps these in memory and refuses such id tokens; a row is
-- needed only as long as an id token lives, and is pruned after that
-- (docs/accounts.md).
CREATE TABLE ended_signins (
    family_id TEXT PRIMARY KEY,
    ended_at BIGINT NOT NULL
);
CREATE INDEX ended_signins_by_time ON ended_signins (ended_at);
