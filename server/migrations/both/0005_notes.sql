-- Messages (notes) about a student's subject, and how far each reader got.
CREATE TABLE notes (
    id TEXT PRIMARY KEY,
    student_id TEXT NOT NULL REFERENCES students (id),
    subject_id TEXT NOT NULL,
    sender_id TEXT NOT NULL REFERENCES accounts (id),
    sender_name TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    message TEXT NOT NULL
);
CREATE INDEX notes_by_channel ON notes (student_id, subject_id, created_at);

CREATE TABLE note_reads (
    account_id TEXT NOT NULL REFERENCES accounts (id),
    student_id TEXT NOT NULL,
    subject_id TEXT NOT NULL,
    read_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, student_id, subject_id)
);
