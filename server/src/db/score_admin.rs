//! The admin's view of students' subject scores, and resetting them.

use chrono::Datelike;
use plytime_shared::api::admin::StudentSubjectScore;
use plytime_shared::game::level::{MAX_SCORE, MIN_SCORE, on_track_score, relative_offset};
use sqlx::FromRow;

use super::Db;

#[derive(FromRow)]
struct ScoreRow {
    student_id: String,
    student_first_name: String,
    student_last_name: String,
    school_year: i64,
    relative_level: Option<String>,
    score: Option<f64>,
    tutor_first_name: Option<String>,
    tutor_last_name: Option<String>,
    parent_email: Option<String>,
    subject_id: String,
    subject_name: String,
}

/// One row per student and subject, by student name; the on-track level
/// stands in for a student who has not answered in the subject yet.
pub async fn list(
    db: &Db,
    student: Option<&str>,
    from: i64,
    limit: i64,
) -> sqlx::Result<Vec<StudentSubjectScore>> {
    let rows: Vec<ScoreRow> = sqlx::query_as(
        "SELECT s.id AS student_id, s.first_name AS student_first_name, \
         s.last_name AS student_last_name, s.school_year, \
         COALESCE(sc.relative_level, u.relative_level) AS relative_level, sc.score, \
         t.first_name AS tutor_first_name, t.last_name AS tutor_last_name, \
         pa.email AS parent_email, sub.id AS subject_id, sub.name AS subject_name \
         FROM students s CROSS JOIN subjects sub \
         JOIN parents p ON p.id = s.parent_id JOIN accounts pa ON pa.id = p.account_id \
         LEFT JOIN student_subject_scores sc ON sc.student_id = s.id AND sc.subject_id = sub.id \
         LEFT JOIN subscriptions u ON u.student_id = s.id AND u.subject_id = sub.id \
              AND u.cancelled = 0 \
         LEFT JOIN tutors t ON t.id = u.tutor_id \
         WHERE s.closed_at IS NULL AND ($1 = '' OR s.id = $1 OR s.username = $1) \
         ORDER BY s.last_name, s.first_name, s.id, sub.name, sub.id LIMIT $2 OFFSET $3",
    )
    .bind(student.unwrap_or(""))
    .bind(limit)
    .bind(from)
    .fetch_all(db.read())
    .await?;
    let month = chrono::Utc::now().month();
    Ok(rows
        .into_iter()
        .map(|row| StudentSubjectScore {
            _id: format!("{}:{}", row.student_id, row.subject_id),
            score: row
                .score
                .unwrap_or_else(|| on_track_score(row.school_year, month)),
            student_id: row.student_id,
            student_first_name: row.student_first_name,
            student_last_name: row.student_last_name,
            school_year: row.school_year,
            relative_level: row.relative_level,
            tutor_first_name: row.tutor_first_name,
            tutor_last_name: row.tutor_last_name,
            parent_email: row.parent_email,
            subject_id: row.subject_id,
            subject_name: row.subject_name,
        })
        .collect())
}

/// Sets the subject score and every endcode score the student has in it to
/// the level of `school_year` and `relative_level` today, as if nothing
/// had been answered yet (so the estimate moves quickly from there). The
/// student's school year and their plan's relative level become the ones
/// given, so every list that shows them agrees with the new score.
/// `false` when the student or subject does not exist.
pub async fn reset(
    db: &Db,
    student_id: &str,
    subject_id: &str,
    school_year: i64,
    relative_level: &str,
) -> sqlx::Result<bool> {
    let offset = relative_offset(relative_level).unwrap_or(0);
    let score = (on_track_score(school_year, chrono::Utc::now().month()) + offset as f64)
        .clamp(MIN_SCORE, MAX_SCORE);
    let mut tx = db.write().begin().await?;
    let exists: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM students s, subjects sub WHERE s.id = $1 AND sub.id = $2",
    )
    .bind(student_id)
    .bind(subject_id)
    .fetch_optional(&mut *tx)
    .await?;
    if exists.is_none() {
        return Ok(false);
    }
    sqlx::query(
        "INSERT INTO student_subject_scores (student_id, subject_id, score, answer_count, \
         relative_level) VALUES ($1, $2, $3, 0, $4) ON CONFLICT (student_id, subject_id) \
         DO UPDATE SET score = excluded.score, answer_count = 0, uncertainty = NULL, \
         relative_level = excluded.relative_level",
    )
    .bind(student_id)
    .bind(subject_id)
    .bind(score)
    .bind(relative_level)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE student_endcode_scores SET score = $1, answer_count = 0, uncertainty = NULL \
         WHERE student_id = $2 AND endcode_id IN (SELECT e.id FROM endcodes e \
         JOIN topics tp ON tp.id = e.topic_id JOIN themes th ON th.id = tp.theme_id \
         WHERE th.subject_id = $3)",
    )
    .bind(score)
    .bind(student_id)
    .bind(subject_id)
    .execute(&mut *tx)
    .await?;
    sqlx::query("UPDATE students SET school_year = $1 WHERE id = $2")
        .bind(school_year)
        .bind(student_id)
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "UPDATE subscriptions SET relative_level = $1          WHERE student_id = $2 AND subject_id = $3 AND cancelled = 0",
    )
    .bind(relative_level)
    .bind(student_id)
    .bind(subject_id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(true)
}
