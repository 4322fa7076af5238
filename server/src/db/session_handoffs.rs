//! One-time codes that sign a web browser in for one session
//! (docs/live-sessions.md). Only their SHA-256 is kept.

use sha2::{Digest, Sha256};

use super::Db;

fn hash(code: &str) -> String {
    hex::encode(Sha256::digest(code.as_bytes()))
}

pub async fn create(
    db: &Db,
    code: &str,
    session_id: &str,
    account_id: &str,
    expires_at: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO session_handoffs (code_hash, session_id, account_id, expires_at) \
         VALUES ($1, $2, $3, $4)",
    )
    .bind(hash(code))
    .bind(session_id)
    .bind(account_id)
    .bind(expires_at)
    .execute(db.write())
    .await?;
    Ok(())
}

/// The session and account of a code not used and not expired at `now`,
/// which is used up by this call; `None` for any other code. Two redeems
/// at once: one wins.
pub async fn redeem(db: &Db, code: &str, now: i64) -> sqlx::Result<Option<(String, String)>> {
    sqlx::query_as(
        "UPDATE session_handoffs SET used_at = $1 \
         WHERE code_hash = $2 AND used_at IS NULL AND expires_at > $1 \
         RETURNING session_id, account_id",
    )
    .bind(now)
    .bind(hash(code))
    .fetch_optional(db.write())
    .await
}
