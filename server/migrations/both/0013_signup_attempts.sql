-- Sign-ups need no sign-in, so they are counted per address to keep one
-- machine from creating accounts by the thousand. Rows older than a day are
-- pruned as new ones come.
CREATE TABLE signup_attempts (
    address TEXT NOT NULL,
    attempted_at BIGINT NOT NULL
);
CREATE INDEX signup_attempts_by_address ON signup_attempts (address, attempted_at);
