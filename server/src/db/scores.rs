//! Students' attainment scores per endcode and per subject (DESIGN §5).

use std::collections::HashMap;

use sqlx::FromRow;

use super::{Db, Tx};

#[derive(Debug, Clone, Copy, FromRow)]
pub struct Estimate {
    pub score: f64,
    pub answer_count: i64,
}

#[derive(Debug, Clone, FromRow)]
pub struct EndcodeEstimate {
    pub endcode_id: String,
    pub score: f64,
    pub answer_count: i64,
    pub last_answered_at: i64,
}

pub async fn subject_estimate(
    db: &Db,
    student_id: &str,
    subject_id: &str,
) -> sqlx::Result<Option<Estimate>> {
    sqlx::query_as(
        "SELECT score, answer_count FROM student_subject_scores \
         WHERE student_id = $1 AND subject_id = $2",
    )
    .bind(student_id)
    .bind(subject_id)
    .fetch_optional(db.read())
    .await
}

/// Every endcode estimate of a student, by endcode id.
pub async fn endcode_estimates(
    db: &Db,
    student_id: &str,
) -> sqlx::Result<HashMap<String, EndcodeEstimate>> {
    let rows: Vec<EndcodeEstimate> = sqlx::query_as(
        "SELECT endcode_id, score, answer_count, last_answered_at FROM student_endcode_scores \
         WHERE student_id = $1",
    )
    .bind(student_id)
    .fetch_all(db.read())
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| (row.endcode_id.clone(), row))
        .collect())
}

/// The estimates to update, read inside the answering transaction so that
/// two answers of one student never update from the same starting point.
pub async fn estimates_for_update(
    tx: &mut Tx<'_>,
    student_id: &str,
    subject_id: &str,
    endcode_id: &str,
) -> sqlx::Result<(Option<Estimate>, Option<Estimate>)> {
    let subject = sqlx::query_as(
        "SELECT score, answer_count FROM student_subject_scores \
         WHERE student_id = $1 AND subject_id = $2",
    )
    .bind(student_id)
    .bind(subject_id)
    .fetch_optional(&mut **tx)
    .await?;
    let endcode = sqlx::query_as(
        "SELECT score, answer_count FROM student_endcode_scores \
         WHERE student_id = $1 AND endcode_id = $2",
    )
    .bind(student_id)
    .bind(endcode_id)
    .fetch_optional(&mut **tx)
    .await?;
    Ok((subject, endcode))
}

/// The student's subject and endcode estimates before an answer, read as
/// [`estimates_for_update`] does: a subject not yet met starts from
/// `starting_level`, an endcode not yet met from its subject.
pub async fn standing_for_update(
    tx: &mut Tx<'_>,
    student_id: &str,
    subject_id: &str,
    endcode_id: &str,
    starting_level: f64,
) -> sqlx::Result<(Estimate, Estimate)> {
    let (subject, endcode) = estimates_for_update(tx, student_id, subject_id, endcode_id).await?;
    let subject = subject.unwrap_or(Estimate {
        score: starting_level,
        answer_count: 0,
    });
    let endcode = endcode.unwrap_or(Estimate {
        score: subject.score,
        answer_count: 0,
    });
    Ok((subject, endcode))
}

pub async fn save_subject(
    tx: &mut Tx<'_>,
    student_id: &str,
    subject_id: &str,
    estimate: Estimate,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO student_subject_scores (student_id, subject_id, score, answer_count) \
         VALUES ($1, $2, $3, $4) ON CONFLICT (student_id, subject_id) \
         DO UPDATE SET score = excluded.score, answer_count = excluded.answer_count",
    )
    .bind(student_id)
    .bind(subject_id)
    .bind(estimate.score)
    .bind(estimate.answer_count)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

pub async fn save_endcode(
    tx: &mut Tx<'_>,
    student_id: &str,
    endcode_id: &str,
    estimate: Estimate,
    at: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO student_endcode_scores (student_id, endcode_id, score, answer_count, \
         last_answered_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (student_id, endcode_id) \
         DO UPDATE SET score = excluded.score, answer_count = excluded.answer_count, \
         last_answered_at = excluded.last_answered_at",
    )
    .bind(student_id)
    .bind(endcode_id)
    .bind(estimate.score)
    .bind(estimate.answer_count)
    .bind(at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
