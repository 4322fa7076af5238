-- Accounts, sessions and the role profiles behind them.
-- Timestamps: BIGINT epoch milliseconds or RFC 3339 UTC TEXT; booleans: BIGINT 0/1
-- (the types that decode through sqlx's Any driver on both databases).

CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    role TEXT NOT NULL,
    -- What the person types to sign in: lower-cased e-mail, or a student's username.
    login TEXT NOT NULL UNIQUE,
    email TEXT,
    password_hash TEXT NOT NULL,
    must_change_password BIGINT NOT NULL DEFAULT 0,
    display_name TEXT,
    profile_picture TEXT,
    created_at BIGINT NOT NULL
);

CREATE TABLE refresh_tokens (
    token_hash TEXT PRIMARY KEY,
    family_id TEXT NOT NULL,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    -- The parent account behind an act-as session, kept for the audit trail.
    acting_parent_id TEXT,
    used BIGINT NOT NULL DEFAULT 0,
    revoked BIGINT NOT NULL DEFAULT 0,
    expires_at BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_by_account ON refresh_tokens (account_id);

CREATE TABLE signin_failures (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    login TEXT NOT NULL,
    address TEXT NOT NULL,
    failed_at BIGINT NOT NULL
);
CREATE INDEX signin_failures_by_login ON signin_failures (login, failed_at);
CREATE INDEX signin_failures_by_address ON signin_failures (address, failed_at);

CREATE TABLE server_secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE parents (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL UNIQUE REFERENCES accounts (id),
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    country TEXT NOT NULL,
    postcode TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    email_opt_in BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
);

CREATE TABLE students (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL UNIQUE REFERENCES accounts (id),
    parent_id TEXT NOT NULL REFERENCES parents (id),
    username TEXT NOT NULL UNIQUE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    dob TEXT,
    gender TEXT,
    school TEXT,
    school_year BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX students_by_parent ON students (parent_id);

CREATE TABLE tutors (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL UNIQUE REFERENCES accounts (id),
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    subject_id TEXT,
    country TEXT NOT NULL DEFAULT 'United Kingdom',
    bank_account TEXT,
    dob TEXT,
    gender TEXT,
    phone_number TEXT,
    postcode TEXT,
    sort_code TEXT,
    dbs_issue_date TEXT,
    created_at BIGINT NOT NULL
);
