//! Messages whose contact details were masked, with the words as written,
//! for the safeguarding lead alone (docs/safeguarding.md).

use plytime_shared::Role;
use plytime_shared::api::safeguarding::{ConcernPerson, FlaggedMessage};
use sqlx::FromRow;

use super::{Db, Tx, now_millis};
use crate::time::iso;

/// A message whose contact details were masked: a note, or a chat message
/// of a live session.
pub struct Flagged<'a> {
    /// The note's or chat message's id.
    pub message_id: &'a str,
    pub student_id: &'a str,
    pub sender_id: &'a str,
    /// What was kept and shown.
    pub shown: &'a str,
    /// The words as written.
    pub original: &'a str,
}

/// Records the words behind a masked message, for the lead.
pub async fn insert(tx: &mut Tx<'_>, flagged: &Flagged<'_>, now: i64) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO flagged_messages \
         (id, note_id, student_id, sender_id, shown, original, flagged_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(flagged.message_id)
    .bind(flagged.student_id)
    .bind(flagged.sender_id)
    .bind(flagged.shown)
    .bind(flagged.original)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

#[derive(FromRow)]
struct FlaggedRow {
    id: String,
    flagged_at: i64,
    sender_id: String,
    sender_role: String,
    sender_name: String,
    student_account: String,
    student_name: String,
    shown: String,
    original: String,
    reviewed_at: Option<i64>,
}

/// The newest flagged messages first, those not yet reviewed before the
/// rest.
pub async fn list(db: &Db, limit: i64) -> sqlx::Result<Vec<FlaggedMessage>> {
    let rows: Vec<FlaggedRow> = sqlx::query_as(
        "SELECT f.id, f.flagged_at, f.sender_id, a.role AS sender_role, \
         COALESCE(t.first_name || ' ' || t.last_name, \
                  s2.first_name || ' ' || s2.last_name, a.login) AS sender_name, \
         st.account_id AS student_account, \
         st.first_name || ' ' || st.last_name AS student_name, \
         f.shown, f.original, f.reviewed_at \
         FROM flagged_messages f JOIN accounts a ON a.id = f.sender_id \
         JOIN students st ON st.id = f.student_id \
         LEFT JOIN tutors t ON t.account_id = f.sender_id \
         LEFT JOIN students s2 ON s2.account_id = f.sender_id \
         ORDER BY CASE WHEN f.reviewed_at IS NULL THEN 0 ELSE 1 END, f.flagged_at DESC \
         LIMIT $1",
    )
    .bind(limit)
    .fetch_all(db.read())
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| FlaggedMessage {
            _id: row.id,
            flagged_at: iso(row.flagged_at),
            sender: ConcernPerson {
                uid: row.sender_id,
                name: row.sender_name,
                role: row.sender_role.parse().unwrap_or(Role::Anonymous),
            },
            student: ConcernPerson {
                uid: row.student_account,
                name: row.student_name,
                role: Role::Student,
            },
            shown: row.shown,
            original: row.original,
            reviewed_at: row.reviewed_at.map(iso),
        })
        .collect())
}

/// Marks a flagged message reviewed by `lead`; false when there is none.
pub async fn mark_reviewed(db: &Db, id: &str, lead: &str) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE flagged_messages SET reviewed_at = COALESCE(reviewed_at, $2), \
         reviewed_by = COALESCE(reviewed_by, $3) WHERE id = $1",
    )
    .bind(id)
    .bind(now_millis())
    .bind(lead)
    .execute(db.write())
    .await?;
    Ok(done.rows_affected() == 1)
}
