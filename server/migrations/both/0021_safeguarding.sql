-- Safeguarding (docs/safeguarding.md).

-- A message between a tutor and a child whose contact details were masked
-- before it was stored. The original words go to the safeguarding lead
-- alone, as a flagged message.
ALTER TABLE notes ADD COLUMN masked BIGINT NOT NULL DEFAULT 0;
CREATE TABLE flagged_messages (
    id TEXT PRIMARY KEY,
    -- Not a reference: the note goes with a closing family, the record stays.
    note_id TEXT NOT NULL,
    student_id TEXT NOT NULL REFERENCES students (id),
    sender_id TEXT NOT NULL REFERENCES accounts (id),
    shown TEXT NOT NULL,
    original TEXT NOT NULL,
    flagged_at BIGINT NOT NULL,
    reviewed_at BIGINT,
    reviewed_by TEXT REFERENCES accounts (id)
);
CREATE INDEX flagged_messages_by_time ON flagged_messages (flagged_at);
CREATE INDEX flagged_messages_by_student ON flagged_messages (student_id);

-- The safeguarding lead: a staff (admin) account with this right reads the
-- concerns and flagged messages, watches recordings and may suspend a
-- tutor. Other admins do not see any of it.
ALTER TABLE accounts ADD COLUMN safeguarding_lead BIGINT NOT NULL DEFAULT 0;

-- A concern a child, a parent or a tutor raised, about a session or a
-- child, with the lead's notes and outcome. A safeguarding record: kept
-- when the family closes its account (docs/privacy.md).
CREATE TABLE concerns (
    id TEXT PRIMARY KEY,
    raised_by TEXT NOT NULL REFERENCES accounts (id),
    session_id TEXT REFERENCES sessions (id),
    student_id TEXT REFERENCES students (id),
    tutor_id TEXT REFERENCES tutors (id),
    what_happened TEXT NOT NULL,
    state TEXT NOT NULL,
    lead_notes TEXT,
    outcome TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX concerns_by_state ON concerns (state, created_at);
CREATE INDEX concerns_by_raiser ON concerns (raised_by, created_at);

-- A tutor suspended by the lead while a concern about them is open: they
-- open no room and are offered to nobody.
ALTER TABLE tutors ADD COLUMN suspended_at BIGINT;
ALTER TABLE tutors ADD COLUMN suspended_for TEXT REFERENCES concerns (id);
