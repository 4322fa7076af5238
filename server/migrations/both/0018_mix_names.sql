-- A child tells their mixes apart by name, so one child's mix names are
-- unique. Mixes saved before this rule keep their oldest name; later ones
-- with the same name gain a few characters of their id.
UPDATE mixes SET name = name || ' (' || substr(id, 1, 4) || ')'
WHERE EXISTS (
    SELECT 1 FROM mixes AS older
    WHERE older.student_id = mixes.student_id
      AND older.name = mixes.name
      AND (older.created_at < mixes.created_at
           OR (older.created_at = mixes.created_at AND older.id < mixes.id))
);
CREATE UNIQUE INDEX mixes_name_per_student ON mixes (student_id, name);
