//! One-time codes that sign a web browser in for one session
//! (docs/live-sessions.md). Only their SHA-256 is kept.
//!
//! A redeemed code becomes a sign-in of its own (`signin_id`), which ends
//! with a sign-out, a password change or a closed family, and with the
//! sign-in that asked for the code (`made_by_family`).

use sha2::{Digest, Sha256};

use super::{Db, now_millis};

fn hash(code: &str) -> String {
    hex::encode(Sha256::digest(code.as_bytes()))
}

/// A code waiting to be redeemed.
pub struct NewHandoff<'a> {
    pub code: &'a str,
    pub session_id: &'a str,
    pub account_id: &'a str,
    /// The sign-in that asked for it, when it was an ordinary one.
    pub made_by_family: Option<&'a str>,
    pub expires_at: i64,
}

pub async fn create(db: &Db, handoff: &NewHandoff<'_>) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO session_handoffs \
         (code_hash, session_id, account_id, made_by_family, expires_at) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(hash(handoff.code))
    .bind(handoff.session_id)
    .bind(handoff.account_id)
    .bind(handoff.made_by_family)
    .bind(handoff.expires_at)
    .execute(db.write())
    .await?;
    Ok(())
}

/// What a redeemed code signs in.
#[derive(Debug, sqlx::FromRow)]
pub struct Redeemed {
    pub session_id: String,
    pub account_id: String,
    /// The new sign-in, named by the browser's token.
    pub signin_id: String,
}

/// Uses up a code not used, not ended and not expired at `now`, starting
/// its sign-in; `None` for any other code. Two redeems at once: one wins.
pub async fn redeem(db: &Db, code: &str, now: i64) -> sqlx::Result<Option<Redeemed>> {
    sqlx::query_as(
        "UPDATE session_handoffs SET used_at = $1, signin_id = $3 \
         WHERE code_hash = $2 AND used_at IS NULL AND ended_at IS NULL AND expires_at > $1 \
         RETURNING session_id, account_id, signin_id",
    )
    .bind(now)
    .bind(hash(code))
    .bind(uuid::Uuid::new_v4().to_string())
    .fetch_optional(db.write())
    .await
}

/// Whether the hand-off sign-in `signin_id` is still going. Read on every
/// request it makes: such sign-ins are few (one browser per session).
pub async fn is_live(db: &Db, signin_id: &str) -> sqlx::Result<bool> {
    let live: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM session_handoffs WHERE signin_id = $1 AND ended_at IS NULL",
    )
    .bind(signin_id)
    .fetch_optional(db.read())
    .await?;
    Ok(live.is_some())
}

/// Ends one hand-off sign-in: its browser signed out.
pub async fn end_signin(db: &Db, signin_id: &str) -> sqlx::Result<()> {
    sqlx::query("UPDATE session_handoffs SET ended_at = $2 WHERE signin_id = $1")
        .bind(signin_id)
        .bind(now_millis())
        .execute(db.write())
        .await?;
    Ok(())
}

/// Ends the hand-offs (codes and sign-ins) asked for by the sign-ins
/// `family_ids`, which have ended.
pub async fn end_made_by(db: &Db, family_ids: &[String]) -> sqlx::Result<()> {
    let ids: Vec<&str> = family_ids.iter().map(String::as_str).collect();
    end_where(db, "made_by_family", &ids).await
}

/// Ends every hand-off of the accounts: a password change, a closed family.
pub async fn end_of_accounts(db: &Db, account_ids: &[&str]) -> sqlx::Result<()> {
    end_where(db, "account_id", account_ids).await
}

/// Ends the hand-offs whose `column` (a name from this module, never from
/// a request) is one of `values`.
async fn end_where(db: &Db, column: &str, values: &[&str]) -> sqlx::Result<()> {
    let sql = format!(
        "UPDATE session_handoffs SET ended_at = $2 WHERE {column} = $1 AND ended_at IS NULL"
    );
    for value in values {
        sqlx::query(&sql)
            .bind(*value)
            .bind(now_millis())
            .execute(db.write())
            .await?;
    }
    Ok(())
}
