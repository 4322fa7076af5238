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
