//! Sign-ins that have ended while their id tokens may still be unexpired
//! (migration 0015). Written in the same transaction that revokes the
//! sign-in's refresh tokens, so the two never disagree; read by
//! `auth::ended_signins`, which keeps them in memory (docs/accounts.md);
//! `db::retention` forgets them once their id tokens have expired.

use super::{Db, now_millis};

/// Records that the sign-ins `family_ids` have ended, now.
pub async fn record(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    family_ids: &[String],
) -> sqlx::Result<()> {
    let now = now_millis();
    for family_id in family_ids {
        sqlx::query(
            "INSERT INTO ended_signins (family_id, ended_at) VALUES ($1, $2) \
             ON CONFLICT (family_id) DO NOTHING",
        )
        .bind(family_id)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// The sign-ins that ended after `after` (epoch milliseconds), with when.
pub async fn since(db: &Db, after: i64) -> sqlx::Result<Vec<(String, i64)>> {
    sqlx::query_as("SELECT family_id, ended_at FROM ended_signins WHERE ended_at > $1")
        .bind(after)
        .fetch_all(db.read())
        .await
}
