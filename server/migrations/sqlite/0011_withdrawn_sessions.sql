-- A session withdrawn because its plan changed (a slot dropped by an edit,
-- the weekly slot moved, the plan handed to another tutor, the subscription
-- cancelled) never was a real session: the family's and the tutor's lists
-- leave it out, so a changed or re-bought plan shows one row per real
-- session. A single session cancelled, moved or handed over keeps showing as
-- Cancelled, Rescheduled or Substituted beside its replacement.
ALTER TABLE sessions ADD COLUMN withdrawn BIGINT NOT NULL DEFAULT 0;

-- Sessions still to come that a plan change already cancelled (no single
-- replacement points at them).
UPDATE sessions SET withdrawn = 1
WHERE cancelled = 1
  AND NOT EXISTS (SELECT 1 FROM sessions r WHERE r.replaces_id = sessions.id)
  AND starts_at > CAST(strftime('%s', 'now') AS BIGINT) * 1000
  AND (subscription_id IN (SELECT id FROM subscriptions WHERE cancelled = 1)
       OR booking_id IN (SELECT id FROM bookings WHERE active = 0));
