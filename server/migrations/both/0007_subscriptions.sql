-- Subscriptions and the weekly slots they book.

CREATE TABLE subscriptions (
    id TEXT PRIMARY KEY,
    parent_id TEXT NOT NULL REFERENCES parents (id),
    student_id TEXT NOT NULL REFERENCES students (id),
    subject_id TEXT NOT NULL REFERENCES subjects (id),
    tutor_id TEXT REFERENCES tutors (id),
    -- Weekly 15-minute sessions; 0 is platform only.
    sessions BIGINT NOT NULL,
    weekly_cost_in_pence BIGINT NOT NULL,
    relative_level TEXT NOT NULL,
    referral_code TEXT,
    -- The payment provider ('test' or 'stripe') and its references.
    provider TEXT NOT NULL,
    checkout_id TEXT,
    checkout_url TEXT,
    provider_subscription_id TEXT,
    -- Where the payment page returns the parent to.
    success_url TEXT NOT NULL DEFAULT '',
    error_url TEXT NOT NULL DEFAULT '',
    -- The last payment (epoch ms); NULL while pending.
    payment_date BIGINT,
    -- While pending, the booked slots are held until this moment.
    hold_until BIGINT,
    start_date TEXT NOT NULL,
    updated_start_date TEXT,
    cancelled BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
);
-- One subscription per student per subject.
CREATE UNIQUE INDEX subscriptions_one_per_subject
    ON subscriptions (student_id, subject_id) WHERE cancelled = 0;
CREATE INDEX subscriptions_by_parent ON subscriptions (parent_id);
CREATE UNIQUE INDEX subscriptions_by_checkout ON subscriptions (checkout_id);

-- A subscription's weekly sessions (its assigned_sessions): each holds one
-- of its tutor's slots. The partial unique index is what makes a slot
-- impossible to sell twice, whatever the timing of two parents.
CREATE TABLE bookings (
    id TEXT PRIMARY KEY,
    subscription_id TEXT NOT NULL REFERENCES subscriptions (id),
    tutor_id TEXT NOT NULL REFERENCES tutors (id),
    day_of_week BIGINT NOT NULL,
    time BIGINT NOT NULL,
    session_length BIGINT NOT NULL,
    active BIGINT NOT NULL DEFAULT 1,
    created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX bookings_sell_a_slot_once
    ON bookings (tutor_id, day_of_week, time) WHERE active = 1;
CREATE INDEX bookings_by_subscription ON bookings (subscription_id);

-- Codes a tutor hands out (`PTR-…`) so that a parent books with them.
CREATE TABLE referral_codes (
    id TEXT PRIMARY KEY,
    -- Upper case; compared without regard to case.
    code TEXT NOT NULL UNIQUE,
    tutor_id TEXT NOT NULL REFERENCES tutors (id),
    notes TEXT NOT NULL DEFAULT ''
);

-- Session occurrences, materialised from bookings for the coming weeks.
-- A reschedule or substitution cancels an occurrence and adds the
-- replacement as a new row pointing at it.
CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    subscription_id TEXT NOT NULL REFERENCES subscriptions (id),
    -- The booking this occurrence comes from (recurring_session_id).
    booking_id TEXT NOT NULL REFERENCES bookings (id),
    -- The London date (yyyy-MM-dd) of the weekly occurrence; generation
    -- is idempotent on (booking_id, occurrence).
    occurrence TEXT NOT NULL,
    student_id TEXT NOT NULL REFERENCES students (id),
    parent_id TEXT NOT NULL REFERENCES parents (id),
    tutor_id TEXT NOT NULL REFERENCES tutors (id),
    subject_id TEXT NOT NULL REFERENCES subjects (id),
    starts_at BIGINT NOT NULL,
    session_length BIGINT NOT NULL,
    cancelled BIGINT NOT NULL DEFAULT 0,
    rescheduled BIGINT NOT NULL DEFAULT 0,
    substituted BIGINT NOT NULL DEFAULT 0,
    replaces_id TEXT REFERENCES sessions (id),
    room_id TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX sessions_once_per_occurrence
    ON sessions (booking_id, occurrence) WHERE replaces_id IS NULL;
CREATE INDEX sessions_by_tutor ON sessions (tutor_id, starts_at);
CREATE INDEX sessions_by_student ON sessions (student_id, starts_at);
CREATE INDEX sessions_by_parent ON sessions (parent_id, starts_at);

-- The register: who joined, left or was still there, and when.
CREATE TABLE session_events (
    id TEXT PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions (id),
    account_id TEXT NOT NULL REFERENCES accounts (id),
    role TEXT NOT NULL,
    type TEXT NOT NULL,
    time BIGINT NOT NULL
);
CREATE INDEX session_events_by_session ON session_events (session_id, time);

-- Background jobs take a lease so that with several replicas one runs it.
CREATE TABLE job_leases (
    name TEXT PRIMARY KEY,
    holder TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);

-- Payment provider events already applied (webhooks arrive more than once).
CREATE TABLE payment_events (
    event_id TEXT PRIMARY KEY,
    received_at BIGINT NOT NULL
);
