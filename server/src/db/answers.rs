//! Answer records: what a student answered, how it was marked, and the
//! review flags.

use plytime_shared::content::Decision;
use plytime_shared::game::Difficulty;
use plytime_shared::game::scoring::AnswerOutcome;
use sqlx::FromRow;

use super::Db;

type Tx<'a> = sqlx::Transaction<'a, sqlx::Any>;

pub struct NewAnswer<'a> {
    pub id: &'a str,
    pub student_id: &'a str,
    pub question_id: &'a str,
    pub game_summary_id: &'a str,
    pub endcode_id: &'a str,
    pub subject_id: &'a str,
    pub answer_json: &'a str,
    pub result: Decision,
    pub difficulty: Difficulty,
    pub question_score: f64,
    pub standard_time: i64,
    pub response_time: f64,
    pub endcode_score_after: f64,
    pub answered_at: i64,
}

pub fn result_name(result: Decision) -> &'static str {
    match result {
        Decision::Correct => "CORRECT",
        Decision::Incorrect => "INCORRECT",
        Decision::Passed => "PASSED",
    }
}

pub fn parse_result(name: &str) -> Decision {
    match name {
        "CORRECT" => Decision::Correct,
        "PASSED" => Decision::Passed,
        _ => Decision::Incorrect,
    }
}

pub async fn insert(tx: &mut Tx<'_>, answer: &NewAnswer<'_>) -> sqlx::Result<()> {
    let response_time_pc = if answer.standard_time > 0 {
        answer.response_time / answer.standard_time as f64 * 100.0
    } else {
        100.0
    };
    sqlx::query(
        "INSERT INTO answers (id, student_id, question_id, game_summary_id, endcode_id, \
         subject_id, answer, result, difficulty, question_score, standard_time, response_time, \
         response_time_pc, endcode_score_after, answered_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
    )
    .bind(answer.id)
    .bind(answer.student_id)
    .bind(answer.question_id)
    .bind(answer.game_summary_id)
    .bind(answer.endcode_id)
    .bind(answer.subject_id)
    .bind(answer.answer_json)
    .bind(result_name(answer.result))
    .bind(answer.difficulty.as_str())
    .bind(answer.question_score)
    .bind(answer.standard_time)
    .bind(answer.response_time)
    .bind(response_time_pc)
    .bind(answer.endcode_score_after)
    .bind(answer.answered_at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

#[derive(FromRow)]
struct OutcomeRow {
    result: String,
    difficulty: String,
    standard_time: i64,
    response_time: f64,
}

/// A game's answers in the order given, as the scoring rules replay them.
pub async fn game_outcomes(db: &Db, game_summary_id: &str) -> sqlx::Result<Vec<AnswerOutcome>> {
    let rows: Vec<OutcomeRow> = sqlx::query_as(
        "SELECT result, difficulty, standard_time, response_time FROM answers \
         WHERE game_summary_id = $1 ORDER BY answered_at, id",
    )
    .bind(game_summary_id)
    .fetch_all(db.read())
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| AnswerOutcome {
            result: parse_result(&row.result),
            difficulty: Difficulty::parse(&row.difficulty).unwrap_or(Difficulty::Medium),
            standard_time: row.standard_time as f64,
            seconds_taken: row.response_time,
        })
        .collect())
}

/// Questions a student answered since `since` (epoch ms), to avoid asking
/// them again soon.
pub async fn recently_answered(db: &Db, student_id: &str, since: i64) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar("SELECT question_id FROM answers WHERE student_id = $1 AND answered_at > $2")
        .bind(student_id)
        .bind(since)
        .fetch_all(db.read())
        .await
}
