//! Every e-mail the server sends, kept as a record; without SMTP this table
//! is the outbox.

use sqlx::FromRow;

use super::{Db, now_millis};

#[derive(Debug, Clone, FromRow)]
pub struct Email {
    pub id: String,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub created_at: i64,
    pub sent_at: Option<i64>,
}

pub async fn insert<'e, E>(
    executor: E,
    recipient: &str,
    subject: &str,
    body: &str,
) -> sqlx::Result<String>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let id = uuid::Uuid::new_v4().to_string();
    sqlx::query(
        "INSERT INTO emails (id, recipient, subject, body, created_at) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(&id)
    .bind(recipient.trim().to_lowercase())
    .bind(subject)
    .bind(body)
    .bind(now_millis())
    .execute(executor)
    .await?;
    Ok(id)
}

/// Marks a message delivered, keeping `kept_body`: the body without the
/// secrets it carried (`email::without_one_time_passwords`).
pub async fn mark_sent(db: &Db, id: &str, kept_body: &str) -> sqlx::Result<()> {
    sqlx::query("UPDATE emails SET sent_at = $1, body = $2 WHERE id = $3")
        .bind(now_millis())
        .bind(kept_body)
        .bind(id)
        .execute(db.write())
        .await?;
    Ok(())
}

/// The newest e-mails to a recipient, newest first.
pub async fn to_recipient(db: &Db, recipient: &str) -> sqlx::Result<Vec<Email>> {
    sqlx::query_as(
        "SELECT id, recipient, subject, body, created_at, sent_at FROM emails \
         WHERE recipient = $1 ORDER BY created_at DESC, id DESC LIMIT 50",
    )
    .bind(recipient.trim().to_lowercase())
    .fetch_all(db.read())
    .await
}

/// The newest e-mails to anyone, newest first.
pub async fn newest(db: &Db, limit: i64) -> sqlx::Result<Vec<Email>> {
    sqlx::query_as(
        "SELECT id, recipient, subject, body, created_at, sent_at FROM emails \
         ORDER BY created_at DESC, id DESC LIMIT $1",
    )
    .bind(limit)
    .fetch_all(db.read())
    .await
}
