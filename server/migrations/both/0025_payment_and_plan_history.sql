-- Every payment taken for a subscription, not only the last one
-- (subscriptions.payment_date): the family's export and the accounts need
-- each week paid for, at what it cost. A provider's event that arrives
-- twice pays once: one row per subscription and moment.
CREATE TABLE subscription_payments (
    subscription_id TEXT NOT NULL REFERENCES subscriptions (id),
    paid_at BIGINT NOT NULL,
    amount_in_pence BIGINT NOT NULL,
    provider TEXT NOT NULL,
    PRIMARY KEY (subscription_id, paid_at)
);

-- The payments made before this table existed: the last of each.
INSERT INTO subscription_payments (subscription_id, paid_at, amount_in_pence, provider)
SELECT id, payment_date, weekly_cost_in_pence, provider FROM subscriptions
WHERE payment_date IS NOT NULL;

-- Each plan a subscription changed to, as it took effect (plan_changes
-- holds only the change still waiting; docs/plan-changes.md).
CREATE TABLE plan_history (
    id TEXT PRIMARY KEY,
    subscription_id TEXT NOT NULL REFERENCES subscriptions (id),
    sessions BIGINT NOT NULL,
    weekly_cost_in_pence BIGINT NOT NULL,
    tutor_id TEXT,
    changed_at BIGINT NOT NULL
);
CREATE INDEX plan_history_by_subscription ON plan_history (subscription_id, changed_at);
