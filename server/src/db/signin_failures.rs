//! Failed sign-in attempts, counted per login and per address to slow down
//! password guessing. Kept in the database so that replicas share counts.

use super::{Db, now_millis};

/// Attempts are counted over this window.
pub const WINDOW_MILLIS: i64 = 15 * 60 * 1000;
/// Failures for one login within the window before sign-in is refused.
pub const MAX_PER_LOGIN: i64 = 5;
/// Failures from one address within the window (a school shares one).
pub const MAX_PER_ADDRESS: i64 = 50;

pub async fn is_throttled(db: &Db, login: &str, address: &str) -> sqlx::Result<bool> {
    let since = now_millis() - WINDOW_MILLIS;
    let (by_login, by_address): (i64, i64) = sqlx::query_as(
        "SELECT \
         (SELECT COUNT(*) FROM signin_failures WHERE login = $1 AND failed_at > $3), \
         (SELECT COUNT(*) FROM signin_failures WHERE address = $2 AND failed_at > $3)",
    )
    .bind(login)
    .bind(address)
    .bind(since)
    .fetch_one(db.read())
    .await?;
    Ok(by_login >= MAX_PER_LOGIN || by_address >= MAX_PER_ADDRESS)
}

pub async fn record(db: &Db, login: &str, address: &str) -> sqlx::Result<()> {
    let now = now_millis();
    let mut tx = db.write().begin().await?;
    // Old rows are no use to anyone; pruning here keeps the table small
    // without a separate job.
    sqlx::query("DELETE FROM signin_failures WHERE failed_at < $1")
        .bind(now - 24 * 60 * 60 * 1000)
        .execute(&mut *tx)
        .await?;
    sqlx::query("INSERT INTO signin_failures (login, address, failed_at) VALUES ($1, $2, $3)")
        .bind(login)
        .bind(address)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

/// A successful sign-in clears the login's count.
pub async fn clear(db: &Db, login: &str) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM signin_failures WHERE login = $1")
        .bind(login)
        .execute(db.write())
        .await?;
    Ok(())
}
