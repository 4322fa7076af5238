-- A redeemed hand-off code is a sign-in of its own: the browser's
-- session-only token names it, and it ends like any other sign-in (a
-- sign-out, a password change, a closed family, or the end of the sign-in
-- that asked for the code). Its token outlives the id tokens that
-- `ended_signins` remembers, so each request with it reads this row.
ALTER TABLE session_handoffs ADD COLUMN signin_id TEXT;
ALTER TABLE session_handoffs ADD COLUMN made_by_family TEXT;
ALTER TABLE session_handoffs ADD COLUMN ended_at BIGINT;
CREATE UNIQUE INDEX session_handoffs_by_signin ON session_handoffs (signin_id);
CREATE INDEX session_handoffs_by_family ON session_handoffs (made_by_family);
CREATE INDEX session_handoffs_by_account ON session_handoffs (account_id);
