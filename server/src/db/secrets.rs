//! Server-wide secrets kept in the database so that every replica agrees.

use rand::RngCore;

use super::Db;

/// Returns the named secret, creating it with random bytes the first time.
/// Concurrent first calls on several replicas all end up with the same value.
pub async fn get_or_create(db: &Db, name: &str) -> sqlx::Result<String> {
    let mut bytes = [0u8; 64];
    rand::thread_rng().fill_bytes(&mut bytes);
    sqlx::query(
        "INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
    )
    .bind(name)
    .bind(hex::encode(bytes))
    .execute(db.write())
    .await?;
    sqlx::query_scalar("SELECT value FROM server_secrets WHERE name = $1")
        .bind(name)
        .fetch_one(db.write())
        .await
}
