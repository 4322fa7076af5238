-- A family that closed its account: its accounts, parent and children are
-- kept only as anonymous rows (answers and payment records point at them)
-- and are left out of every list and check from then on (docs/privacy.md).
ALTER TABLE accounts ADD COLUMN closed_at BIGINT;
ALTER TABLE parents ADD COLUMN closed_at BIGINT;
ALTER TABLE students ADD COLUMN closed_at BIGINT;
