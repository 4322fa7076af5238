//! Notes: messages about a student's subject, with each reader's position.

use plytime_shared::api::review::{Note, NoteMessage};
use sqlx::FromRow;

use super::flagged_messages::{self, Flagged};
use super::{Db, now_millis};
use crate::time::iso;

#[derive(Debug, Clone, FromRow)]
struct NoteRow {
    id: String,
    student_id: String,
    subject_id: String,
    sender_id: String,
    sender_name: String,
    created_at: i64,
    message: String,
    masked: i64,
}

impl From<NoteRow> for Note {
    fn from(row: NoteRow) -> Note {
        Note {
            _id: row.id,
            subject: row.subject_id,
            student: row.student_id,
            sender_id: row.sender_id,
            sender_name: row.sender_name,
            timestamp: iso(row.created_at),
            message: NoteMessage {
                user_content: row.message,
            },
            masked: row.masked != 0,
        }
    }
}

const COLUMNS: &str =
    "id, student_id, subject_id, sender_id, sender_name, created_at, message, masked";

pub struct NewNote<'a> {
    pub student_id: &'a str,
    pub subject_id: &'a str,
    pub sender_id: &'a str,
    pub sender_name: &'a str,
    /// What is kept and shown: contact details already masked.
    pub message: &'a str,
    /// The words as written, when masking changed them: they go to the
    /// safeguarding lead as a flagged message, in the same transaction.
    pub unmasked: Option<&'a str>,
}

pub async fn insert(db: &Db, note: &NewNote<'_>) -> sqlx::Result<Note> {
    let id = uuid::Uuid::new_v4().to_string();
    let now = now_millis();
    let mut tx = db.write().begin().await?;
    sqlx::query(&format!(
        "INSERT INTO notes ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
    ))
    .bind(&id)
    .bind(note.student_id)
    .bind(note.subject_id)
    .bind(note.sender_id)
    .bind(note.sender_name)
    .bind(now)
    .bind(note.message)
    .bind(i64::from(note.unmasked.is_some()))
    .execute(&mut *tx)
    .await?;
    if let Some(original) = note.unmasked {
        let flagged = Flagged {
            message_id: &id,
            student_id: note.student_id,
            sender_id: note.sender_id,
            shown: note.message,
            original,
        };
        flagged_messages::insert(&mut tx, &flagged, now).await?;
    }
    tx.commit().await?;
    get(db, &id).await?.ok_or(sqlx::Error::RowNotFound)
}

pub async fn get(db: &Db, id: &str) -> sqlx::Result<Option<Note>> {
    let row: Option<NoteRow> =
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM notes WHERE id = $1"))
            .bind(id)
            .fetch_optional(db.write())
            .await?;
    Ok(row.map(Note::from))
}

/// Up to `limit` notes older than `before` (epoch ms), newest first, and the
/// total in the channel.
pub async fn page(
    db: &Db,
    student_id: &str,
    subject_id: &str,
    before: i64,
    limit: i64,
) -> sqlx::Result<(Vec<Note>, i64)> {
    let rows: Vec<NoteRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM notes WHERE student_id = $1 AND subject_id = $2 AND created_at < $3 \
         ORDER BY created_at DESC, id LIMIT $4"
    ))
    .bind(student_id)
    .bind(subject_id)
    .bind(before)
    .bind(limit)
    .fetch_all(db.read())
    .await?;
    let total: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM notes WHERE student_id = $1 AND subject_id = $2")
            .bind(student_id)
            .bind(subject_id)
            .fetch_one(db.read())
            .await?;
    Ok((rows.into_iter().map(Note::from).collect(), total))
}

/// When the reader last read the channel, and how many notes from others
/// arrived since.
pub async fn unread(
    db: &Db,
    account_id: &str,
    student_id: &str,
    subject_id: &str,
) -> sqlx::Result<(Option<i64>, i64)> {
    let read_at: Option<i64> = sqlx::query_scalar(
        "SELECT read_at FROM note_reads WHERE account_id = $1 AND student_id = $2 AND subject_id = $3",
    )
    .bind(account_id)
    .bind(student_id)
    .bind(subject_id)
    .fetch_optional(db.read())
    .await?;
    let count: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM notes WHERE student_id = $1 AND subject_id = $2 AND created_at > $3 \
         AND sender_id <> $4",
    )
    .bind(student_id)
    .bind(subject_id)
    .bind(read_at.unwrap_or(0))
    .bind(account_id)
    .fetch_one(db.read())
    .await?;
    Ok((read_at, count))
}

/// Moves the reader's position forward (never back).
pub async fn mark_read(
    db: &Db,
    account_id: &str,
    student_id: &str,
    subject_id: &str,
    read_at: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO note_reads (account_id, student_id, subject_id, read_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (account_id, student_id, subject_id) DO UPDATE SET read_at = \
         CASE WHEN excluded.read_at > note_reads.read_at THEN excluded.read_at ELSE note_reads.read_at END",
    )
    .bind(account_id)
    .bind(student_id)
    .bind(subject_id)
    .bind(read_at)
    .execute(db.write())
    .await?;
    Ok(())
}
