//! Images for question Image elements. The bytes are in file storage under
//! `attachments/{id}`, served at `/static-data/attachments/{id}`.

use crate::db::{Db, now_millis};

pub async fn insert(db: &Db, id: &str, content_type: &str, byte_size: usize) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO images (id, content_type, byte_size, created_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(id)
    .bind(content_type)
    .bind(byte_size as i64)
    .bind(now_millis())
    .execute(db.write())
    .await?;
    Ok(())
}

pub async fn exists(db: &Db, id: &str) -> sqlx::Result<bool> {
    let found: Option<String> = sqlx::query_scalar("SELECT id FROM images WHERE id = $1")
        .bind(id)
        .fetch_optional(db.read())
        .await?;
    Ok(found.is_some())
}

pub async fn all_ids(db: &Db) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar("SELECT id FROM images")
        .fetch_all(db.read())
        .await
}

/// For images with fixed ids (the starter bank's): a second load is a no-op.
pub async fn insert_if_missing(
    db: &Db,
    id: &str,
    content_type: &str,
    byte_size: usize,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO images (id, content_type, byte_size, created_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(id)
    .bind(content_type)
    .bind(byte_size as i64)
    .bind(now_millis())
    .execute(db.write())
    .await?;
    Ok(())
}
