//! The reports tutors send after their sessions (docs/live-sessions.md,
//! "The report to the parent"), and what a draft is made from.

use std::collections::HashMap;

use plytime_shared::api::reports::PracticeArea;
use sqlx::FromRow;

use super::{Db, Tx, json, rows};

/// A sent report as its row keeps it.
#[derive(Debug, Clone)]
pub struct Sent {
    pub note: String,
    pub practise_next: Vec<PracticeArea>,
    pub sent_at: i64,
}

pub async fn find(db: &Db, session_id: &str) -> sqlx::Result<Option<Sent>> {
    let row: Option<(String, String, i64)> = sqlx::query_as(
        "SELECT note, practise_next, sent_at FROM session_reports WHERE session_id = $1",
    )
    .bind(session_id)
    .fetch_optional(db.read())
    .await?;
    row.map(|(note, practise_next, sent_at)| {
        Ok(Sent {
            note,
            practise_next: json::decode("session_reports.practise_next", &practise_next)?,
            sent_at,
        })
    })
    .transpose()
}

/// Records the report; false when the session already has one.
pub async fn insert(tx: &mut Tx<'_>, session_id: &str, sent: &Sent) -> sqlx::Result<bool> {
    let inserted = sqlx::query(
        "INSERT INTO session_reports (session_id, note, practise_next, sent_at) \
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
    )
    .bind(session_id)
    .bind(&sent.note)
    .bind(json::encode(&sent.practise_next)?)
    .bind(sent.sent_at)
    .execute(&mut **tx)
    .await?;
    Ok(inserted.rows_affected() == 1)
}

/// When `account_id` was first and last heard of in the session's register.
pub async fn presence(
    db: &Db,
    session_id: &str,
    account_id: &str,
) -> sqlx::Result<Option<(i64, i64)>> {
    let span: (Option<i64>, Option<i64>) = sqlx::query_as(
        "SELECT MIN(time), MAX(time) FROM session_events \
         WHERE session_id = $1 AND account_id = $2",
    )
    .bind(session_id)
    .bind(account_id)
    .fetch_one(db.read())
    .await?;
    Ok(span.0.zip(span.1))
}

/// The descriptions of the endcodes `ids`, in the order given; unknown
/// ids are left out.
pub async fn endcode_descriptions(db: &Db, ids: &[String]) -> sqlx::Result<Vec<String>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    // One query for them all: a report names up to every area on its board.
    let sql = format!(
        "SELECT id, description FROM endcodes WHERE id IN {}",
        rows::placeholders(1, ids.len())
    );
    let mut query = sqlx::query_as::<_, (String, String)>(&sql);
    for id in ids {
        query = query.bind(id);
    }
    let found: HashMap<String, String> = query.fetch_all(db.read()).await?.into_iter().collect();
    Ok(ids.iter().filter_map(|id| found.get(id).cloned()).collect())
}

/// A session that took place and has no report.
#[derive(Debug, Clone, FromRow)]
pub struct Unreported {
    pub id: String,
    pub starts_at: i64,
    pub student_first_name: String,
    pub student_last_name: String,
    pub tutor_first_name: String,
    pub tutor_last_name: String,
    pub subject_name: String,
}

/// Sessions of open families that ended between `from` and `until`, that
/// both the child and the tutor attended, and that have no report; oldest
/// first.
pub async fn unreported(db: &Db, from: i64, until: i64) -> sqlx::Result<Vec<Unreported>> {
    sqlx::query_as(
        "SELECT s.id, s.starts_at, st.first_name AS student_first_name, \
         st.last_name AS student_last_name, t.first_name AS tutor_first_name, \
         t.last_name AS tutor_last_name, sub.name AS subject_name \
         FROM sessions s JOIN students st ON st.id = s.student_id AND st.closed_at IS NULL \
         JOIN tutors t ON t.id = s.tutor_id JOIN subjects sub ON sub.id = s.subject_id \
         WHERE s.cancelled = 0 AND s.withdrawn = 0 \
         AND s.starts_at + s.session_length * 60000 >= $1 \
         AND s.starts_at + s.session_length * 60000 < $2 \
         AND EXISTS (SELECT 1 FROM session_events e \
             WHERE e.session_id = s.id AND e.account_id = st.account_id) \
         AND EXISTS (SELECT 1 FROM session_events e \
             WHERE e.session_id = s.id AND e.account_id = t.account_id) \
         AND NOT EXISTS (SELECT 1 FROM session_reports r WHERE r.session_id = s.id) \
         ORDER BY s.starts_at, s.id",
    )
    .bind(from)
    .bind(until)
    .fetch_all(db.read())
    .await
}
