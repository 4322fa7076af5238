//! Sign-ups per address (migration 0013): an account can be made without
//! signing in, so one address may make only so many an hour. Kept in the
//! database so that replicas share the count.

use plytime_shared::game::clock::DAY_MILLIS;

use super::{Db, now_millis};

/// Sign-ups are counted over this window.
pub const WINDOW_MILLIS: i64 = 60 * 60 * 1000;
/// Sign-ups from one address within the window: a family's or a school's
/// evening of new accounts, not a script's.
pub const MAX_PER_ADDRESS: i64 = 20;

/// Counts a sign-up from `address`; `false` when the address has made its
/// allowance of the window already (nothing is counted then).
pub async fn admit(db: &Db, address: &str) -> sqlx::Result<bool> {
    let now = now_millis();
    let mut tx = db.write().begin().await?;
    sqlx::query("DELETE FROM signup_attempts WHERE attempted_at < $1")
        .bind(now - DAY_MILLIS)
        .execute(&mut *tx)
        .await?;
    let recent: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM signup_attempts WHERE address = $1 AND attempted_at > $2",
    )
    .bind(address)
    .bind(now - WINDOW_MILLIS)
    .fetch_one(&mut *tx)
    .await?;
    if recent >= MAX_PER_ADDRESS {
        return Ok(false);
    }
    sqlx::query("INSERT INTO signup_attempts (address, attempted_at) VALUES ($1, $2)")
        .bind(address)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(true)
}
