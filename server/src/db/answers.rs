//! Answer records: what a student answered, how it was marked, and the
//! review flags.

use std::collections::HashMap;

use plytime_shared::content::Decision;
use plytime_shared::game::Difficulty;
use plytime_shared::game::scoring::AnswerOutcome;
use plytime_shared::game::time_allowance::standard_seconds;
use sqlx::FromRow;

use super::{Backend, Db, Tx, packed, rows};

pub struct NewAnswer<'a> {
    pub id: &'a str,
    pub student_id: &'a str,
    pub question_id: &'a str,
    /// None for an answer given in a session.
    pub game_summary_id: Option<&'a str>,
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
    /// Given to a tutor's question in a live session (docs/live-sessions.md).
    pub in_session: bool,
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

/// The student an answer belongs to and its result (as stored), if the id
/// is taken. Read in the writer's transaction, so that a concurrent insert
/// of the same id is seen.
pub async fn owner_and_result(tx: &mut Tx<'_>, id: &str) -> sqlx::Result<Option<(String, String)>> {
    sqlx::query_as("SELECT student_id, result FROM answers WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut **tx)
        .await
}

/// Stores answers in one statement.
pub async fn insert_all(tx: &mut Tx<'_>, answers: &[NewAnswer<'_>]) -> sqlx::Result<()> {
    if answers.is_empty() {
        return Ok(());
    }
    let sql = rows::marked_for(
        Backend::of(tx),
        format!(
            "INSERT INTO answers (id, student_id, question_id, game_summary_id, endcode_id, \
             subject_id, answer, result, difficulty, question_score, standard_time, response_time, \
             response_time_pc, endcode_score_after, answered_at, in_session) VALUES {}",
            rows::placeholders(answers.len(), 16)
        ),
    );
    let mut query = sqlx::query(&sql);
    for answer in answers {
        let response_time_pc = if answer.standard_time > 0 {
            answer.response_time / answer.standard_time as f64 * 100.0
        } else {
            100.0
        };
        query = query
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
            .bind(i64::from(answer.in_session));
    }
    query.execute(&mut **tx).await?;
    Ok(())
}

/// The questions each of `students` answered since `since`, with when
/// (the last time, for a question answered twice), by student; packed
/// (db/packed.rs), as a card's read takes a class's at once.
pub async fn answered_since(
    db: &Db,
    students: &[&str],
    since: i64,
) -> sqlx::Result<HashMap<String, Vec<(String, i64)>>> {
    let mut found: HashMap<String, Vec<(String, i64)>> = HashMap::new();
    if students.is_empty() {
        return Ok(found);
    }
    let sql = packed::select(
        db.backend(),
        "student_id, question_id, answered_at",
        &format!(
            "SELECT student_id, question_id, MAX(answered_at) AS answered_at FROM answers \
             WHERE answered_at > $1 AND student_id IN {} GROUP BY student_id, question_id",
            rows::placeholders_from(2, 1, students.len())
        ),
    );
    let mut query = sqlx::query_scalar(&sql).bind(since);
    for student in students {
        query = query.bind(*student);
    }
    let rows: Vec<(String, String, i64)> = packed::fetch("answers", query, db.read()).await?;
    for (student, question, answered_at) in rows {
        found
            .entry(student)
            .or_default()
            .push((question, answered_at));
    }
    Ok(found)
}

#[derive(FromRow)]
struct OutcomeRow {
    result: String,
    difficulty: String,
    standard_time: i64,
    response_time: f64,
    time_factor: f64,
}

/// A game's answers in the order given, as the scoring rules replay them:
/// on extra time, each at the seconds it took brought back to standard time.
pub async fn game_outcomes(db: &Db, game_summary_id: &str) -> sqlx::Result<Vec<AnswerOutcome>> {
    let rows: Vec<OutcomeRow> = sqlx::query_as(
        "SELECT a.result, a.difficulty, a.standard_time, a.response_time, g.time_factor \
         FROM answers a JOIN games g ON g.id = a.game_summary_id \
         WHERE a.game_summary_id = $1 ORDER BY a.answered_at, a.id",
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
            seconds_taken: standard_seconds(row.response_time, row.time_factor),
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

/// An answer with its question and where the question sits.
#[derive(Debug, Clone, FromRow)]
pub struct RecordRow {
    pub id: String,
    pub reviewed: i64,
    pub help_requested: i64,
    pub resolved: i64,
    pub answer: String,
    pub result: String,
    pub question_score: f64,
    pub answered_at: i64,
    pub response_time: f64,
    pub response_time_pc: f64,
    pub difficulty: String,
    /// The session of an answer given to a tutor's live question.
    pub session_id: Option<String>,
    pub question_id: String,
    #[sqlx(rename = "ref")]
    pub reference: String,
    pub lines: String,
    pub answers: String,
    pub maximum_time: i64,
    pub endcode_id: String,
    pub endcode_name: String,
    pub description: String,
    pub help_videos: String,
    pub priority: i64,
    pub topic_id: String,
    pub topic_name: String,
    pub theme_id: String,
    pub theme_name: String,
    pub subject_id: String,
    pub subject_name: String,
}

/// A student's answers between two moments (epoch ms), newest first.
pub async fn records(
    db: &Db,
    student_id: &str,
    since: i64,
    until: i64,
) -> sqlx::Result<Vec<RecordRow>> {
    sqlx::query_as(
        "SELECT a.id, a.reviewed, a.help_requested, a.resolved, a.answer, a.result, \
         a.question_score, a.answered_at, a.response_time, a.response_time_pc, a.difficulty, \
         sq.session_id, q.id AS question_id, q.ref, q.lines, q.answers, q.maximum_time, \
         e.id AS endcode_id, e.name AS endcode_name, e.description, e.help_videos, e.priority, \
         tp.id AS topic_id, tp.name AS topic_name, th.id AS theme_id, th.name AS theme_name, \
         s.id AS subject_id, s.name AS subject_name \
         FROM answers a JOIN questions q ON q.id = a.question_id \
         JOIN endcodes e ON e.id = q.endcode_id JOIN topics tp ON tp.id = e.topic_id \
         JOIN themes th ON th.id = tp.theme_id JOIN subjects s ON s.id = th.subject_id \
         LEFT JOIN session_questions sq ON sq.answer_id = a.id \
         WHERE a.student_id = $1 AND a.answered_at >= $2 AND a.answered_at < $3 \
         ORDER BY a.answered_at DESC, a.id",
    )
    .bind(student_id)
    .bind(since)
    .bind(until)
    .fetch_all(db.read())
    .await
}

#[derive(Debug, Clone, FromRow)]
pub struct Owned {
    pub student_id: String,
    pub result: String,
    pub answered_at: i64,
}

pub async fn owner(db: &Db, answer_id: &str) -> sqlx::Result<Option<Owned>> {
    sqlx::query_as("SELECT student_id, result, answered_at FROM answers WHERE id = $1")
        .bind(answer_id)
        .fetch_optional(db.read())
        .await
}

pub async fn set_review(
    tx: &mut Tx<'_>,
    answer_id: &str,
    reviewed: bool,
    help_requested: bool,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE answers SET reviewed = $1, help_requested = $2 WHERE id = $3")
        .bind(i64::from(reviewed))
        .bind(i64::from(help_requested))
        .bind(answer_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

pub async fn set_resolved(db: &Db, answer_id: &str, resolved: bool) -> sqlx::Result<()> {
    sqlx::query("UPDATE answers SET resolved = $1 WHERE id = $2")
        .bind(i64::from(resolved))
        .bind(answer_id)
        .execute(db.write())
        .await?;
    Ok(())
}

/// Where a student's estimate of an endcode stood after each answer, for
/// the performance views.
#[derive(Debug, Clone, FromRow)]
pub struct ScorePoint {
    pub endcode_id: String,
    pub endcode_score_after: f64,
    pub answered_at: i64,
}

pub async fn score_history(db: &Db, student_id: &str, since: i64) -> sqlx::Result<Vec<ScorePoint>> {
    sqlx::query_as(
        "SELECT endcode_id, endcode_score_after, answered_at FROM answers \
         WHERE student_id = $1 AND answered_at >= $2 AND in_session = 0 \
         ORDER BY answered_at, id",
    )
    .bind(student_id)
    .bind(since)
    .fetch_all(db.read())
    .await
}

/// How many answers a student has given in each endcode they met, ever.
pub async fn counts_by_endcode(db: &Db, student_id: &str) -> sqlx::Result<Vec<(String, i64)>> {
    sqlx::query_as(
        "SELECT endcode_id, COUNT(*) FROM answers WHERE student_id = $1 GROUP BY endcode_id",
    )
    .bind(student_id)
    .fetch_all(db.read())
    .await
}

/// The last estimate of each endcode before `before`.
pub async fn scores_before(
    db: &Db,
    student_id: &str,
    before: i64,
) -> sqlx::Result<Vec<ScorePoint>> {
    sqlx::query_as(
        "SELECT a.endcode_id, a.endcode_score_after, a.answered_at FROM answers a \
         WHERE a.student_id = $1 AND a.answered_at < $2 AND a.in_session = 0 \
         AND a.answered_at = (SELECT MAX(b.answered_at) FROM answers b \
          WHERE b.student_id = a.student_id AND b.endcode_id = a.endcode_id \
          AND b.answered_at < $2 AND b.in_session = 0)",
    )
    .bind(student_id)
    .bind(before)
    .fetch_all(db.read())
    .await
}

/// The games a student has answered in, with when each began.
pub async fn games_played(db: &Db, student_id: &str) -> sqlx::Result<Vec<(String, i64)>> {
    sqlx::query_as(
        "SELECT game_summary_id, MIN(answered_at) FROM answers \
         WHERE student_id = $1 AND game_summary_id IS NOT NULL GROUP BY game_summary_id",
    )
    .bind(student_id)
    .fetch_all(db.read())
    .await
}
