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

/// Claims an unsent message that is due by `now` for one attempt, until
/// `until`: the attempt it is now, or none when it is sent, not due yet,
/// or held by another sending. Only the claimant sends, so a message
/// goes once however many try at once (docs/email.md).
pub async fn claim(db: &Db, id: &str, now: i64, until: i64) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(
        "UPDATE emails SET attempts = attempts + 1, next_attempt_at = $1 \
         WHERE id = $2 AND sent_at IS NULL \
         AND (next_attempt_at IS NULL OR next_attempt_at <= $3) RETURNING attempts",
    )
    .bind(until)
    .bind(id)
    .bind(now)
    .fetch_optional(db.write())
    .await
}

/// After a failed attempt: the next not before `at`.
pub async fn retry_at(db: &Db, id: &str, at: i64) -> sqlx::Result<()> {
    sqlx::query("UPDATE emails SET next_attempt_at = $1 WHERE id = $2 AND sent_at IS NULL")
        .bind(at)
        .bind(id)
        .execute(db.write())
        .await?;
    Ok(())
}

/// Unsent messages due by `now`, made since `since` and tried fewer than
/// `attempts` times, oldest first, at most `limit`.
pub async fn due(
    db: &Db,
    now: i64,
    since: i64,
    attempts: i64,
    limit: i64,
) -> sqlx::Result<Vec<Email>> {
    sqlx::query_as(
        "SELECT id, recipient, subject, body, created_at, sent_at FROM emails \
         WHERE sent_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= $1) \
         AND created_at >= $2 AND attempts < $3 \
         ORDER BY created_at, id LIMIT $4",
    )
    .bind(now)
    .bind(since)
    .bind(attempts)
    .bind(limit)
    .fetch_all(db.read())
    .await
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
