//! Students' attainment scores per endcode and per subject, on the month
//! scale (docs/games.md).

use std::collections::HashMap;

use plytime_shared::game::estimate::{self, Estimate, Relative};
use sqlx::FromRow;

use super::content::questions::QuestionRow;
use super::{Db, Tx};

/// A stored estimate, as read.
#[derive(Debug, Clone, Copy, FromRow)]
struct EstimateRow {
    score: f64,
    uncertainty: Option<f64>,
    answer_count: i64,
    last_answered_at: Option<i64>,
}

impl EstimateRow {
    fn at(self, now: i64) -> Estimate {
        Estimate::stored(self.score, self.uncertainty, self.answer_count)
            .at(self.last_answered_at, now)
    }
}

#[derive(Debug, Clone, FromRow)]
pub struct EndcodeEstimate {
    pub endcode_id: String,
    pub topic_id: String,
    pub theme_id: String,
    pub score: f64,
    pub uncertainty: Option<f64>,
    pub answer_count: i64,
    pub last_answered_at: i64,
}

impl EndcodeEstimate {
    /// The estimate at `now`.
    pub fn at(&self, now: i64) -> Estimate {
        Estimate::stored(self.score, self.uncertainty, self.answer_count)
            .at(Some(self.last_answered_at), now)
    }

    pub fn relative(&self, now: i64) -> Relative<'_> {
        Relative {
            topic_id: &self.topic_id,
            theme_id: &self.theme_id,
            estimate: self.at(now),
        }
    }
}

const SUBJECT_ESTIMATE: &str = "SELECT score, uncertainty, answer_count, last_answered_at \
     FROM student_subject_scores WHERE student_id = $1 AND subject_id = $2";

/// The student's estimate in a subject at `now`, if they have one.
pub async fn subject_estimate(
    db: &Db,
    student_id: &str,
    subject_id: &str,
    now: i64,
) -> sqlx::Result<Option<Estimate>> {
    let row: Option<EstimateRow> = sqlx::query_as(SUBJECT_ESTIMATE)
        .bind(student_id)
        .bind(subject_id)
        .fetch_optional(db.read())
        .await?;
    Ok(row.map(|row| row.at(now)))
}

const ENDCODE_ESTIMATES: &str = "SELECT sc.endcode_id, e.topic_id, tp.theme_id, sc.score, \
     sc.uncertainty, sc.answer_count, sc.last_answered_at FROM student_endcode_scores sc \
     JOIN endcodes e ON e.id = sc.endcode_id JOIN topics tp ON tp.id = e.topic_id \
     WHERE sc.student_id = $1";

/// Every endcode estimate of a student, by endcode id.
pub async fn endcode_estimates(
    db: &Db,
    student_id: &str,
) -> sqlx::Result<HashMap<String, EndcodeEstimate>> {
    let rows: Vec<EndcodeEstimate> = sqlx::query_as(ENDCODE_ESTIMATES)
        .bind(student_id)
        .fetch_all(db.read())
        .await?;
    Ok(rows
        .into_iter()
        .map(|row| (row.endcode_id.clone(), row))
        .collect())
}

/// The student's subject and endcode estimates at `now`, before an answer
/// to `question`, read inside the answering transaction so that two answers
/// of one student never update from the same starting point. A subject not
/// yet met starts from `starting_level`; an endcode not yet met borrows
/// from the student's estimates in its topic, theme or subject.
pub async fn standing_for_update(
    tx: &mut Tx<'_>,
    student_id: &str,
    question: &QuestionRow,
    starting_level: f64,
    now: i64,
) -> sqlx::Result<(Estimate, Estimate)> {
    let subject: Option<EstimateRow> = sqlx::query_as(SUBJECT_ESTIMATE)
        .bind(student_id)
        .bind(&question.subject_id)
        .fetch_optional(&mut **tx)
        .await?;
    let subject = subject.map_or_else(|| Estimate::new(starting_level), |row| row.at(now));
    let endcode: Option<EstimateRow> = sqlx::query_as(
        "SELECT score, uncertainty, answer_count, last_answered_at FROM student_endcode_scores \
         WHERE student_id = $1 AND endcode_id = $2",
    )
    .bind(student_id)
    .bind(&question.endcode_id)
    .fetch_optional(&mut **tx)
    .await?;
    if let Some(endcode) = endcode {
        return Ok((subject, endcode.at(now)));
    }
    let in_theme: Vec<EndcodeEstimate> =
        sqlx::query_as(&format!("{ENDCODE_ESTIMATES} AND tp.theme_id = $2"))
            .bind(student_id)
            .bind(&question.theme_id)
            .fetch_all(&mut **tx)
            .await?;
    let endcode = estimate::borrowed(
        &question.topic_id,
        &question.theme_id,
        in_theme.iter().map(|relative| relative.relative(now)),
        subject,
    );
    Ok((subject, endcode))
}

/// The upsert of one standings table, one row per student and `$key`.
macro_rules! save_standing_sql {
    ($table:literal, $key:literal) => {
        concat!(
            "INSERT INTO ",
            $table,
            " (student_id, ",
            $key,
            ", score, uncertainty, \
             answer_count, last_answered_at) VALUES ($1, $2, $3, $4, $5, $6) \
             ON CONFLICT (student_id, ",
            $key,
            ") DO UPDATE SET score = excluded.score, \
             uncertainty = excluded.uncertainty, answer_count = excluded.answer_count, \
             last_answered_at = excluded.last_answered_at"
        )
    };
}

/// Which of a student's standings an estimate is: in a subject, or in one
/// endcode of it, by id.
#[derive(Debug, Clone, Copy)]
pub enum Standing<'a> {
    Subject(&'a str),
    Endcode(&'a str),
}

/// Saves the student's standing after an answer given `at`.
pub async fn save(
    tx: &mut Tx<'_>,
    student_id: &str,
    standing: Standing<'_>,
    estimate: Estimate,
    at: i64,
) -> sqlx::Result<()> {
    let (sql, id) = match standing {
        Standing::Subject(id) => (
            save_standing_sql!("student_subject_scores", "subject_id"),
            id,
        ),
        Standing::Endcode(id) => (
            save_standing_sql!("student_endcode_scores", "endcode_id"),
            id,
        ),
    };
    sqlx::query(sql)
        .bind(student_id)
        .bind(id)
        .bind(estimate.score)
        .bind(estimate.uncertainty)
        .bind(estimate.answer_count)
        .bind(at)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
