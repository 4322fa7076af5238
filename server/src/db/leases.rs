//! Leases that let one replica at a time run a background job.

use super::{Db, now_millis};

/// Takes (or renews) the lease `name` for `holder` for `millis`, unless
/// another holder has an unexpired one. The conditional upsert is atomic
/// on both databases, so two replicas never both win.
pub async fn take(db: &Db, name: &str, holder: &str, millis: i64) -> sqlx::Result<bool> {
    let now = now_millis();
    let result = sqlx::query(
        "INSERT INTO job_leases (name, holder, expires_at) VALUES ($1, $2, $3) \
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, \
         expires_at = excluded.expires_at \
         WHERE job_leases.holder = excluded.holder OR job_leases.expires_at <= $4",
    )
    .bind(name)
    .bind(holder)
    .bind(now + millis)
    .bind(now)
    .execute(db.write())
    .await?;
    Ok(result.rows_affected() > 0)
}

/// Whether `holder` holds an unexpired lease of any name: for a job with
/// a lease of its own, whether this replica is the one running it.
pub async fn holds_any(db: &Db, holder: &str) -> sqlx::Result<bool> {
    let held: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM job_leases WHERE holder = $1 AND expires_at > $2 LIMIT 1",
    )
    .bind(holder)
    .bind(now_millis())
    .fetch_optional(db.read())
    .await?;
    Ok(held.is_some())
}

/// Gives up the lease `name` if `holder` has it, so that a lease per piece
/// of work leaves no row behind once the work is done.
pub async fn release(db: &Db, name: &str, holder: &str) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM job_leases WHERE name = $1 AND holder = $2")
        .bind(name)
        .bind(holder)
        .execute(db.write())
        .await
        .map(drop)
}
