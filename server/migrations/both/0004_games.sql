-- Games, the questions asked in them, answers, students' scores, mixes,
-- tokens and prizes.

CREATE TABLE game_library (
    id TEXT PRIMARY KEY,
    game_type TEXT NOT NULL,
    description TEXT NOT NULL,
    -- Seconds.
    duration BIGINT NOT NULL,
    game_mode TEXT NOT NULL,
    position BIGINT NOT NULL
);

-- One row per game played: its id is the game summary id.
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    student_id TEXT NOT NULL REFERENCES students (id),
    game_id TEXT NOT NULL REFERENCES game_library (id),
    game_type TEXT NOT NULL,
    duration BIGINT NOT NULL,
    game_mode TEXT NOT NULL,
    -- JSON list of hierarchy ids the questions come from.
    focus TEXT NOT NULL,
    started_at BIGINT NOT NULL,
    finished_at BIGINT,
    -- JSON list of player summaries, saved when the game ends.
    players TEXT,
    -- The human player's total, replayed from the answers on the server.
    total_points BIGINT
);
CREATE INDEX games_by_student ON games (student_id, game_type, duration);

-- Every question sent to a student in a game; an answer is accepted only
-- for a row here that has no answer yet.
CREATE TABLE asked_questions (
    game_summary_id TEXT NOT NULL REFERENCES games (id),
    question_id TEXT NOT NULL REFERENCES questions (id),
    student_id TEXT NOT NULL,
    difficulty TEXT NOT NULL,
    asked_at BIGINT NOT NULL,
    answered_at BIGINT,
    PRIMARY KEY (game_summary_id, question_id)
);

CREATE TABLE answers (
    id TEXT PRIMARY KEY,
    student_id TEXT NOT NULL REFERENCES students (id),
    question_id TEXT NOT NULL REFERENCES questions (id),
    game_summary_id TEXT REFERENCES games (id),
    endcode_id TEXT NOT NULL,
    subject_id TEXT NOT NULL,
    -- JSON: the submitted answer, by position.
    answer TEXT NOT NULL,
    result TEXT NOT NULL,
    difficulty TEXT NOT NULL,
    question_score DOUBLE PRECISION NOT NULL,
    standard_time BIGINT NOT NULL,
    -- Seconds taken, and as a percentage of the standard time.
    response_time DOUBLE PRECISION NOT NULL,
    response_time_pc DOUBLE PRECISION NOT NULL,
    endcode_score_after DOUBLE PRECISION NOT NULL,
    answered_at BIGINT NOT NULL,
    reviewed BIGINT NOT NULL DEFAULT 0,
    help_requested BIGINT NOT NULL DEFAULT 0,
    resolved BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX answers_by_student ON answers (student_id, answered_at);
CREATE UNIQUE INDEX answers_once_per_game ON answers (game_summary_id, question_id);

CREATE TABLE student_endcode_scores (
    student_id TEXT NOT NULL REFERENCES students (id),
    endcode_id TEXT NOT NULL REFERENCES endcodes (id),
    score DOUBLE PRECISION NOT NULL,
    answer_count BIGINT NOT NULL,
    last_answered_at BIGINT NOT NULL,
    PRIMARY KEY (student_id, endcode_id)
);

CREATE TABLE student_subject_scores (
    student_id TEXT NOT NULL REFERENCES students (id),
    subject_id TEXT NOT NULL REFERENCES subjects (id),
    score DOUBLE PRECISION NOT NULL,
    answer_count BIGINT NOT NULL,
    PRIMARY KEY (student_id, subject_id)
);

CREATE TABLE mixes (
    id TEXT PRIMARY KEY,
    student_id TEXT NOT NULL REFERENCES students (id),
    name TEXT NOT NULL,
    subject TEXT NOT NULL,
    -- JSON list of hierarchy ids.
    subjects TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX mixes_by_student ON mixes (student_id);

-- The token ledger: earned (+), spent (-). Pending rows count for nothing
-- until reviewed. The balance row is what redemption spends from, with a
-- conditional UPDATE, so it can never go below zero.
CREATE TABLE token_rows (
    id TEXT PRIMARY KEY,
    student_id TEXT NOT NULL REFERENCES students (id),
    created_at BIGINT NOT NULL,
    status TEXT NOT NULL,
    amount BIGINT NOT NULL,
    game_summary_id TEXT,
    answer_id TEXT UNIQUE,
    prize_id TEXT,
    note TEXT
);
CREATE INDEX token_rows_by_student ON token_rows (student_id, created_at);

CREATE TABLE token_balances (
    student_id TEXT PRIMARY KEY REFERENCES students (id),
    balance BIGINT NOT NULL
);

CREATE TABLE prizes (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    image TEXT NOT NULL,
    amount BIGINT NOT NULL,
    position BIGINT NOT NULL
);
