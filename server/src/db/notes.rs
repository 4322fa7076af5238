//! Notes: messages about a student's subject, with each reader's position.

use plytime_shared::api::review::{Note, NoteMessage};
use sqlx::FromRow;

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
        }
    }
}

const COLUMNS: &str = "id, student_id, subject_id, sender_id, sender_name, created_at, message";

pub struct NewNote<'a> {
    pub student_id: &'a str,
    pub subject_id: &'a str,
    pub sender_id: &'a str,
    pub sender_name: &'a str,
    pub message: &'a str,
}

pub async fn insert(db: &Db, note: &NewNote<'_>) -> sqlx::Result<Note> {
    let id = uuid::Uuid::new_v4().to_string();
    sqlx::query(&format!(
        "INSERT INTO notes ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)"
    ))
    .bind(&id)
    .bind(note.student_id)
    .bind(note.subject_id)
    .bind(note.sender_id)
    .bind(note.sender_name)
    .bind(now_millis())
    .bind(note.message)
    .execute(db.write())
    .await?;
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
