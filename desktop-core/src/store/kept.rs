//! What the app keeps to work without the server: each student's content
//! packs, sealed, and the last answer to the reads the game screens need
//! (the library, the subjects, high scores).

use rusqlite::{OptionalExtension, params};

use super::Store;
use crate::error::DesktopError;

impl Store {
    pub fn keep_pack(
        &self,
        student_id: &str,
        subject_id: &str,
        sealed: &[u8],
    ) -> Result<(), DesktopError> {
        self.connection().execute(
            "INSERT INTO packs (student_id, subject_id, sealed) VALUES (?1, ?2, ?3) \
             ON CONFLICT (student_id, subject_id) DO UPDATE SET sealed = excluded.sealed",
            params![student_id, subject_id, sealed],
        )?;
        Ok(())
    }

    /// The student's sealed packs, one per subject.
    pub fn packs(&self, student_id: &str) -> Result<Vec<Vec<u8>>, DesktopError> {
        let connection = self.connection();
        let mut statement = connection
            .prepare("SELECT sealed FROM packs WHERE student_id = ?1 ORDER BY subject_id")?;
        let rows = statement.query_map([student_id], |row| row.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    pub fn pack_count(&self) -> Result<usize, DesktopError> {
        let count: i64 = self
            .connection()
            .query_row("SELECT COUNT(*) FROM packs", [], |row| row.get(0))?;
        Ok(count as usize)
    }

    pub fn keep_response(&self, key: &str, body: &serde_json::Value) -> Result<(), DesktopError> {
        self.connection().execute(
            "INSERT INTO cached_responses (key, body) VALUES (?1, ?2) \
             ON CONFLICT (key) DO UPDATE SET body = excluded.body",
            params![key, body.to_string()],
        )?;
        Ok(())
    }

    pub fn forget_response(&self, key: &str) -> Result<(), DesktopError> {
        self.connection()
            .execute("DELETE FROM cached_responses WHERE key = ?1", [key])?;
        Ok(())
    }

    pub fn kept_response(&self, key: &str) -> Result<Option<serde_json::Value>, DesktopError> {
        let body: Option<String> = self
            .connection()
            .query_row(
                "SELECT body FROM cached_responses WHERE key = ?1",
                [key],
                |row| row.get(0),
            )
            .optional()?;
        Ok(body.and_then(|body| serde_json::from_str(&body).ok()))
    }

    /// The key of a kept list (among the keys matching the SQL `LIKE`
    /// pattern) that holds a record with this `_id`.
    pub fn kept_list_holding(
        &self,
        key_pattern: &str,
        record_id: &str,
    ) -> Result<Option<String>, DesktopError> {
        Ok(self
            .connection()
            .query_row(
                "SELECT kept.key FROM cached_responses AS kept, json_each(kept.body) AS record \
                 WHERE kept.key LIKE ?1 AND json_extract(record.value, '$._id') = ?2 LIMIT 1",
                [key_pattern, record_id],
                |row| row.get(0),
            )
            .optional()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_newer_pack_or_response_replaces_the_kept_one() {
        let store = Store::in_memory().unwrap();
        store.keep_pack("ada", "maths", b"old").unwrap();
        store.keep_pack("ada", "maths", b"new").unwrap();
        store.keep_pack("ada", "english", b"words").unwrap();
        store.keep_pack("ben", "maths", b"bens").unwrap();
        assert_eq!(
            store.packs("ada").unwrap(),
            [b"words".to_vec(), b"new".to_vec()]
        );

        assert_eq!(store.kept_response("game/library").unwrap(), None);
        store
            .keep_response("game/library", &serde_json::json!([1]))
            .unwrap();
        store
            .keep_response("game/library", &serde_json::json!([2]))
            .unwrap();
        assert_eq!(
            store.kept_response("game/library").unwrap(),
            Some(serde_json::json!([2]))
        );
    }

    #[test]
    fn a_record_is_traced_to_the_kept_list_holding_it() {
        let store = Store::in_memory().unwrap();
        store
            .keep_response("student/ada/answers", &serde_json::json!([{"_id": "a1"}]))
            .unwrap();
        store
            .keep_response("game/library", &serde_json::json!([{"_id": "a2"}]))
            .unwrap();
        let holding = |id| store.kept_list_holding("student/%/answers", id).unwrap();
        assert_eq!(holding("a1"), Some("student/ada/answers".into()));
        assert_eq!(holding("a2"), None, "not under the pattern");
        assert_eq!(holding("a3"), None);
    }
}
