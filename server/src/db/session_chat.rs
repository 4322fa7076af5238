//! The chat of each session's room, kept with the session
//! (docs/live-sessions.md, "In the call").

use plytime_shared::api::rooms::ChatMessage;
use sqlx::FromRow;

use super::flagged_messages::{self, Flagged};
use super::{Db, now_millis};
use crate::time::iso;

/// A chat message to keep.
pub struct NewChat<'a> {
    pub session_id: &'a str,
    pub student_id: &'a str,
    pub sender_id: &'a str,
    pub sender_name: &'a str,
    pub role: &'a str,
    /// What is kept and shown: contact details already masked.
    pub text: &'a str,
    /// The words as written, when masking changed them: flagged to the
    /// safeguarding lead in the same transaction.
    pub unmasked: Option<&'a str>,
}

#[derive(FromRow)]
struct ChatRow {
    id: String,
    sender_id: String,
    sender_name: String,
    role: String,
    text: String,
    sent_at: i64,
}

impl From<ChatRow> for ChatMessage {
    fn from(row: ChatRow) -> Self {
        ChatMessage {
            _id: row.id,
            sender_id: row.sender_id,
            sender_name: row.sender_name,
            role: row.role,
            text: row.text,
            sent_at: iso(row.sent_at),
        }
    }
}

pub async fn insert(db: &Db, chat: &NewChat<'_>) -> sqlx::Result<ChatMessage> {
    let row = ChatRow {
        id: uuid::Uuid::new_v4().to_string(),
        sender_id: chat.sender_id.to_string(),
        sender_name: chat.sender_name.to_string(),
        role: chat.role.to_string(),
        text: chat.text.to_string(),
        sent_at: now_millis(),
    };
    let mut tx = db.write().begin().await?;
    sqlx::query(
        "INSERT INTO session_chat \
         (id, session_id, sender_id, sender_name, role, text, masked, sent_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(&row.id)
    .bind(chat.session_id)
    .bind(&row.sender_id)
    .bind(&row.sender_name)
    .bind(&row.role)
    .bind(&row.text)
    .bind(i64::from(chat.unmasked.is_some()))
    .bind(row.sent_at)
    .execute(&mut *tx)
    .await?;
    if let Some(original) = chat.unmasked {
        let flagged = Flagged {
            message_id: &row.id,
            student_id: chat.student_id,
            sender_id: chat.sender_id,
            shown: chat.text,
            original,
        };
        flagged_messages::insert(&mut tx, &flagged, row.sent_at).await?;
    }
    tx.commit().await?;
    Ok(row.into())
}

/// The session's chat, oldest first.
pub async fn of_session(db: &Db, session_id: &str) -> sqlx::Result<Vec<ChatMessage>> {
    let rows: Vec<ChatRow> = sqlx::query_as(
        "SELECT id, sender_id, sender_name, role, text, sent_at FROM session_chat \
         WHERE session_id = $1 ORDER BY sent_at, id",
    )
    .bind(session_id)
    .fetch_all(db.read())
    .await?;
    Ok(rows.into_iter().map(ChatMessage::from).collect())
}
