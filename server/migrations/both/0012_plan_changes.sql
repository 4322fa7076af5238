-- A paid plan's change that waits before it takes effect (see
-- docs/plan-changes.md): one that makes the family pay more or gives it
-- more sessions waits for its payment; a cheaper one waits for the next
-- renewal. Until then the old plan and its sessions stand. One per
-- subscription: a newer change replaces a waiting one.
CREATE TABLE plan_changes (
    subscription_id TEXT PRIMARY KEY REFERENCES subscriptions (id),
    sessions BIGINT NOT NULL,
    weekly_cost_in_pence BIGINT NOT NULL,
    tutor_id TEXT REFERENCES tutors (id),
    -- JSON list of the new plan's weekly slots, {day_of_week, time}.
    slots TEXT NOT NULL,
    -- 'payment' or 'renewal'.
    waits_for TEXT NOT NULL,
    checkout_id TEXT UNIQUE,
    checkout_url TEXT,
    success_url TEXT NOT NULL DEFAULT '',
    error_url TEXT NOT NULL DEFAULT '',
    -- The change and the slots it holds are let go after this moment.
    hold_until BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);

-- A booking held for a waiting plan change: its slot is kept from others
-- (the unique index counts it) but has no sessions until the change takes
-- effect.
ALTER TABLE bookings ADD COLUMN held_for_change BIGINT NOT NULL DEFAULT 0;
