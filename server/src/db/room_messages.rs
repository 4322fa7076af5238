//! Session-channel messages too large to announce inline between replicas
//! (see `crate::realtime::rooms`).

use super::{Db, now_millis};

/// Every replica reads a stored message within moments of its
/// announcement; after this long nobody will.
const KEEP_MILLIS: i64 = 5 * 60_000;

/// Keeps `payload` for the other replicas and returns its id; drops the
/// messages old enough that nobody will read them.
pub async fn store(db: &Db, payload: &str) -> sqlx::Result<String> {
    let id = uuid::Uuid::new_v4().to_string();
    let now = now_millis();
    sqlx::query("DELETE FROM room_messages WHERE created_at < $1")
        .bind(now - KEEP_MILLIS)
        .execute(db.write())
        .await?;
    sqlx::query("INSERT INTO room_messages (id, payload, created_at) VALUES ($1, $2, $3)")
        .bind(&id)
        .bind(payload)
        .bind(now)
        .execute(db.write())
        .await?;
    Ok(id)
}

pub async fn get(db: &Db, id: &str) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT payload FROM room_messages WHERE id = $1")
        .bind(id)
        .fetch_optional(db.read())
        .await
}
