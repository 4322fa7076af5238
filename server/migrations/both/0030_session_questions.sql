-- Questions the tutor asks during a live session (docs/live-sessions.md,
-- "Live questions"). The child's answer is an answer like a game's,
-- marked `in_session`: it earns no tokens, scores no game and leaves the
-- child's level where it was. The link to the session goes with the
-- session; the answer stays, as every answer does.
ALTER TABLE answers ADD COLUMN in_session BIGINT NOT NULL DEFAULT 0;

CREATE TABLE session_questions (
    id TEXT PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions (id),
    question_id TEXT NOT NULL REFERENCES questions (id),
    asked_at BIGINT NOT NULL,
    answer_id TEXT REFERENCES answers (id)
);
CREATE INDEX session_questions_by_session ON session_questions (session_id, asked_at);
CREATE UNIQUE INDEX session_questions_by_answer ON session_questions (answer_id);
