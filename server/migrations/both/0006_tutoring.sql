-- Tutors' weekly availability, capacity thresholds, subscription products
-- and the e-mail outbox.

ALTER TABLE tutors ADD COLUMN ideal_hours BIGINT NOT NULL DEFAULT 2;

-- A tutor's week in London wall-clock time: one row per free 15-minute
-- slot. Removing a slot marks it deleted so that the row (and its id)
-- comes back if the tutor adds it again.
CREATE TABLE tutor_slots (
    id TEXT PRIMARY KEY,
    tutor_id TEXT NOT NULL REFERENCES tutors (id),
    day_of_week BIGINT NOT NULL,
    time BIGINT NOT NULL,
    deleted BIGINT NOT NULL DEFAULT 0,
    UNIQUE (tutor_id, day_of_week, time)
);

CREATE TABLE admin_variables (
    name TEXT PRIMARY KEY,
    value DOUBLE PRECISION NOT NULL
);

-- Weekly prices of the plans, by number of 15-minute sessions (0 is
-- platform only).
CREATE TABLE subscription_products (
    sessions BIGINT PRIMARY KEY,
    label TEXT NOT NULL,
    weekly_cost_in_pence BIGINT NOT NULL
);
INSERT INTO subscription_products (sessions, label, weekly_cost_in_pence) VALUES
    (0, 'Platform Only', 499),
    (1, '1 X 15 mins', 1999),
    (2, '2 X 15 mins', 3499),
    (3, '3 X 15 mins', 4999),
    (4, '4 X 15 mins', 6499),
    (5, '5 X 15 mins', 7999),
    (6, '6 X 15 mins', 9499),
    (7, '7 X 15 mins', 10999);

-- Every e-mail the server sends, kept whether or not SMTP is configured:
-- without SMTP this is the outbox admins read in demo mode.
CREATE TABLE emails (
    id TEXT PRIMARY KEY,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    sent_at BIGINT
);
CREATE INDEX emails_by_recipient ON emails (recipient, created_at);

-- The relative level an admin or parent last set for a student's subject.
ALTER TABLE student_subject_scores ADD COLUMN relative_level TEXT;
