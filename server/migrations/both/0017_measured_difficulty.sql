-- How sure each level estimate is: the standard deviation in months, NULL
-- for estimates made before it was kept (they take it from their answer
-- count). A subject's last answer lets its uncertainty grow with time away,
-- as an endcode's does.
ALTER TABLE student_endcode_scores ADD COLUMN uncertainty DOUBLE PRECISION;
ALTER TABLE student_subject_scores ADD COLUMN uncertainty DOUBLE PRECISION;
ALTER TABLE student_subject_scores ADD COLUMN last_answered_at BIGINT;
-- Each question's difficulty as measured from every child's answers, on the
-- month scale beside its authored score: NULL until its first answer.
ALTER TABLE questions ADD COLUMN measured_score DOUBLE PRECISION;
ALTER TABLE questions ADD COLUMN measured_count BIGINT NOT NULL DEFAULT 0;
