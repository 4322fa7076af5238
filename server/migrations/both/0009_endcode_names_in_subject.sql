-- Endcode names are unique within their subject, not only within their topic:
-- question imports find an endcode by its name, so two endcodes of one subject
-- sharing a name would make every later import of either ambiguous. Topics
-- never move between themes, so the subject is kept on the endcode for the
-- constraint.
ALTER TABLE endcodes ADD COLUMN subject_id TEXT NOT NULL DEFAULT '';

UPDATE endcodes SET subject_id = (
    SELECT th.subject_id FROM topics tp JOIN themes th ON th.id = tp.theme_id
    WHERE tp.id = endcodes.topic_id
);

-- Names already repeated within a subject keep the oldest as it is; the later
-- ones gain a suffix an admin can see and rename.
UPDATE endcodes SET name = name || ' (' || substr(id, 1, 8) || ')'
WHERE EXISTS (
    SELECT 1 FROM endcodes older
    WHERE older.subject_id = endcodes.subject_id AND older.name = endcodes.name
      AND (older.created_at < endcodes.created_at
           OR (older.created_at = endcodes.created_at AND older.id < endcodes.id))
);

CREATE UNIQUE INDEX endcodes_name_in_subject ON endcodes (subject_id, name);
