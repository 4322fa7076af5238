-- The content hierarchy: subject > theme > topic > endcode > question.
-- Names are unique among siblings, so imports can match on them.

CREATE TABLE subjects (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
);

CREATE TABLE themes (
    id TEXT PRIMARY KEY,
    subject_id TEXT NOT NULL REFERENCES subjects (id),
    name TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (subject_id, name)
);

CREATE TABLE topics (
    id TEXT PRIMARY KEY,
    theme_id TEXT NOT NULL REFERENCES themes (id),
    name TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (theme_id, name)
);

CREATE TABLE endcodes (
    id TEXT PRIMARY KEY,
    topic_id TEXT NOT NULL REFERENCES topics (id),
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    -- JSON list of video URLs.
    help_videos TEXT NOT NULL DEFAULT '[]',
    priority BIGINT NOT NULL DEFAULT 2,
    created_at BIGINT NOT NULL,
    UNIQUE (topic_id, name)
);

CREATE TABLE questions (
    id TEXT PRIMARY KEY,
    endcode_id TEXT NOT NULL REFERENCES endcodes (id),
    ref TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    score DOUBLE PRECISION NOT NULL,
    standard_time BIGINT NOT NULL,
    maximum_time BIGINT NOT NULL,
    -- JSON: a list of lines, each a list of elements.
    lines TEXT NOT NULL,
    -- JSON: a list of alternatives, each a list of {ref, values}.
    answers TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX questions_by_endcode ON questions (endcode_id, status, score);
CREATE INDEX questions_by_status ON questions (status);

-- Images for Image elements; the bytes live in file storage under attachments/.
CREATE TABLE images (
    id TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    byte_size BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
