//! Session recordings and the audit of their playbacks (docs/recordings.md).
//! The media is in the file store, encrypted; these rows say where, whose
//! session it is, and who watched it.

use std::collections::HashMap;

use plytime_shared::Role;
use plytime_shared::api::recordings::RecordingView;
use sqlx::FromRow;

use super::{Db, now_millis};
use crate::time::iso;

/// A recording as stored.
#[derive(Debug, Clone, FromRow)]
pub struct RecordingRow {
    pub id: String,
    pub session_id: String,
    pub object_key: String,
    pub plain_bytes: i64,
    pub duration_ms: i64,
    pub created_at: i64,
    /// When the first frame was made (milliseconds since 1970); `None` for
    /// a recording made before this was kept.
    pub started_at: Option<i64>,
}

/// A recording about to be kept.
pub struct NewRecording<'a> {
    pub id: &'a str,
    pub session_id: &'a str,
    pub object_key: &'a str,
    pub plain_bytes: i64,
    pub duration_ms: i64,
    pub started_at: i64,
}

/// Keeps a recording; false when the session has one already.
pub async fn insert(db: &Db, recording: &NewRecording<'_>) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "INSERT INTO recordings (id, session_id, object_key, plain_bytes, duration_ms, \
         created_at, started_at) VALUES ($1, $2, $3, $4, $5, $6, $7) \
         ON CONFLICT (session_id) DO NOTHING",
    )
    .bind(recording.id)
    .bind(recording.session_id)
    .bind(recording.object_key)
    .bind(recording.plain_bytes)
    .bind(recording.duration_ms)
    .bind(now_millis())
    .bind(recording.started_at)
    .execute(db.write())
    .await?;
    Ok(done.rows_affected() == 1)
}

const COLUMNS: &str = "r.id, r.session_id, r.object_key, r.plain_bytes, r.duration_ms, \
     r.created_at, r.started_at";

pub async fn of_session(db: &Db, session_id: &str) -> sqlx::Result<Option<RecordingRow>> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM recordings r WHERE r.session_id = $1"
    ))
    .bind(session_id)
    .fetch_optional(db.write())
    .await
}

/// A recording with the account of the parent of its child, who may watch
/// it. `None` when there is no such recording, or its child's family has
/// closed its account.
pub async fn find_with_parent(db: &Db, id: &str) -> sqlx::Result<Option<(RecordingRow, String)>> {
    #[derive(FromRow)]
    struct Row {
        #[sqlx(flatten)]
        recording: RecordingRow,
        parent_account: String,
    }
    let row: Option<Row> = sqlx::query_as(&format!(
        "SELECT {COLUMNS}, p.account_id AS parent_account FROM recordings r \
         JOIN sessions s ON s.id = r.session_id \
         JOIN students st ON st.id = s.student_id AND st.closed_at IS NULL \
         JOIN parents p ON p.id = st.parent_id WHERE r.id = $1"
    ))
    .bind(id)
    .fetch_optional(db.read())
    .await?;
    Ok(row.map(|row| (row.recording, row.parent_account)))
}

/// The recordings of `session_ids`, by session.
pub async fn ids_of_sessions(
    db: &Db,
    session_ids: &[&str],
) -> sqlx::Result<HashMap<String, String>> {
    let mut ids = HashMap::new();
    for chunk in session_ids.chunks(200) {
        let placeholders: Vec<String> = (1..=chunk.len()).map(|n| format!("${n}")).collect();
        let sql = format!(
            "SELECT session_id, id FROM recordings WHERE session_id IN ({})",
            placeholders.join(", ")
        );
        let mut query = sqlx::query_as::<_, (String, String)>(&sql);
        for id in chunk {
            query = query.bind(*id);
        }
        ids.extend(query.fetch_all(db.read()).await?);
    }
    Ok(ids)
}

/// Recordings made before `before` (epoch milliseconds), except those whose
/// session has a concern that is not closed: those are kept until it is.
pub async fn expired(db: &Db, before: i64) -> sqlx::Result<Vec<RecordingRow>> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM recordings r WHERE r.created_at < $1 AND NOT EXISTS \
         (SELECT 1 FROM concerns c WHERE c.session_id = r.session_id AND c.state <> 'closed') \
         ORDER BY r.created_at"
    ))
    .bind(before)
    .fetch_all(db.read())
    .await
}

/// Recordings of children whose family has closed its account: closing
/// deletes them, and this finds any made while it did.
pub async fn of_closed_families(db: &Db) -> sqlx::Result<Vec<RecordingRow>> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM recordings r JOIN sessions s ON s.id = r.session_id \
         JOIN students st ON st.id = s.student_id WHERE st.closed_at IS NOT NULL"
    ))
    .fetch_all(db.read())
    .await
}

/// The recordings of the children of the family of `parent_id`.
pub async fn of_family(db: &Db, parent_id: &str) -> sqlx::Result<Vec<RecordingRow>> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM recordings r JOIN sessions s ON s.id = r.session_id \
         JOIN students st ON st.id = s.student_id WHERE st.parent_id = $1"
    ))
    .bind(parent_id)
    .fetch_all(db.read())
    .await
}

/// The sessions of the children of the family of `parent_id`.
pub async fn sessions_of_family(db: &Db, parent_id: &str) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar(
        "SELECT s.id FROM sessions s JOIN students st ON st.id = s.student_id \
         WHERE st.parent_id = $1",
    )
    .bind(parent_id)
    .fetch_all(db.read())
    .await
}

/// Forgets a recording; its playbacks stay in the audit.
pub async fn delete(db: &Db, id: &str) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM recordings WHERE id = $1")
        .bind(id)
        .execute(db.write())
        .await
        .map(drop)
}

/// A session as the composer needs it: when it ended, whether it may still
/// be kept (its child's family has not closed its account), and whether a
/// concern about it is open (which keeps it past the retention period).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Finished {
    pub ends_at: i64,
    pub family_open: bool,
    pub open_concern: bool,
}

/// `None` when there is no such session.
pub async fn session_end(db: &Db, session_id: &str) -> sqlx::Result<Option<Finished>> {
    let row: Option<(i64, i64, Option<i64>, i64)> = sqlx::query_as(
        "SELECT s.starts_at, s.session_length, st.closed_at, \
         (SELECT COUNT(*) FROM concerns c WHERE c.session_id = s.id AND c.state <> 'closed') \
         FROM sessions s JOIN students st ON st.id = s.student_id WHERE s.id = $1",
    )
    .bind(session_id)
    .fetch_optional(db.read())
    .await?;
    Ok(
        row.map(|(starts_at, minutes, closed_at, open_concerns)| Finished {
            ends_at: starts_at + minutes * 60_000,
            family_open: closed_at.is_none(),
            open_concern: open_concerns > 0,
        }),
    )
}

/// A playback served.
pub struct NewView<'a> {
    pub recording: &'a RecordingRow,
    pub viewer_id: &'a str,
    pub address: &'a str,
    pub range: Option<&'a str>,
}

pub async fn record_view(db: &Db, view: &NewView<'_>) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO recording_views (id, recording_id, session_id, viewer_id, viewed_at, \
         address, range_asked) VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(&view.recording.id)
    .bind(&view.recording.session_id)
    .bind(view.viewer_id)
    .bind(now_millis())
    .bind(view.address)
    .bind(view.range)
    .execute(db.write())
    .await
    .map(drop)
}

#[derive(FromRow)]
struct ViewRow {
    id: String,
    viewer_id: String,
    viewer_name: String,
    viewer_role: String,
    viewed_at: i64,
    address: String,
    range_asked: Option<String>,
}

/// Who watched the recording, oldest first. A viewer is named as the
/// concern queue names people: their own name, else how they sign in.
pub async fn views(db: &Db, recording_id: &str) -> sqlx::Result<Vec<RecordingView>> {
    let rows: Vec<ViewRow> = sqlx::query_as(
        "SELECT v.id, v.viewer_id, \
         COALESCE(p.first_name || ' ' || p.last_name, a.display_name, a.login) AS viewer_name, \
         a.role AS viewer_role, v.viewed_at, v.address, v.range_asked \
         FROM recording_views v JOIN accounts a ON a.id = v.viewer_id \
         LEFT JOIN parents p ON p.account_id = v.viewer_id \
         WHERE v.recording_id = $1 ORDER BY v.viewed_at, v.id",
    )
    .bind(recording_id)
    .fetch_all(db.write())
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| RecordingView {
            _id: row.id,
            viewer_uid: row.viewer_id,
            viewer_name: row.viewer_name,
            viewer_role: row.viewer_role.parse().unwrap_or(Role::Anonymous),
            viewed_at: iso(row.viewed_at),
            address: row.address,
            range: row.range_asked,
        })
        .collect())
}
