//! Students' mixes: named selections of the content to play from.

use plytime_shared::api::game::Mix;
use sqlx::FromRow;

use super::{Db, json, now_millis};

#[derive(FromRow)]
struct MixRow {
    id: String,
    student_id: String,
    name: String,
    subject: String,
    subjects: String,
}

impl TryFrom<MixRow> for Mix {
    type Error = sqlx::Error;

    fn try_from(row: MixRow) -> sqlx::Result<Mix> {
        Ok(Mix {
            _id: row.id,
            student: row.student_id,
            name: row.name,
            subject: row.subject,
            subjects: json::decode("mixes.subjects", &row.subjects)?,
        })
    }
}

pub async fn of_student(db: &Db, student_id: &str) -> sqlx::Result<Vec<Mix>> {
    let rows: Vec<MixRow> = sqlx::query_as(
        "SELECT id, student_id, name, subject, subjects FROM mixes WHERE student_id = $1 \
         ORDER BY created_at, id",
    )
    .bind(student_id)
    .fetch_all(db.read())
    .await?;
    rows.into_iter().map(Mix::try_from).collect()
}

pub async fn get(db: &Db, student_id: &str, id: &str) -> sqlx::Result<Option<Mix>> {
    let row: Option<MixRow> = sqlx::query_as(
        "SELECT id, student_id, name, subject, subjects FROM mixes WHERE id = $1 AND student_id = $2",
    )
    .bind(id)
    .bind(student_id)
    .fetch_optional(db.read())
    .await?;
    row.map(Mix::try_from).transpose()
}

pub async fn insert(
    db: &Db,
    student_id: &str,
    name: &str,
    subject: &str,
    subjects: &[String],
) -> sqlx::Result<String> {
    let id = uuid::Uuid::new_v4().to_string();
    sqlx::query(
        "INSERT INTO mixes (id, student_id, name, subject, subjects, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(&id)
    .bind(student_id)
    .bind(name.trim())
    .bind(subject)
    .bind(serde_json::to_string(subjects).unwrap_or_else(|_| "[]".into()))
    .bind(now_millis())
    .execute(db.write())
    .await?;
    Ok(id)
}

/// False when the student has no such mix.
pub async fn update(
    db: &Db,
    student_id: &str,
    id: &str,
    name: &str,
    subject: &str,
    subjects: &[String],
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE mixes SET name = $1, subject = $2, subjects = $3 WHERE id = $4 AND student_id = $5",
    )
    .bind(name.trim())
    .bind(subject)
    .bind(serde_json::to_string(subjects).unwrap_or_else(|_| "[]".into()))
    .bind(id)
    .bind(student_id)
    .execute(db.write())
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn delete(db: &Db, student_id: &str, id: &str) -> sqlx::Result<bool> {
    let done = sqlx::query("DELETE FROM mixes WHERE id = $1 AND student_id = $2")
        .bind(id)
        .bind(student_id)
        .execute(db.write())
        .await?;
    Ok(done.rows_affected() == 1)
}
