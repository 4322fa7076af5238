//! Recording marked answers in the caller's transaction: the estimates they
//! move, the questions' measured difficulty, the answers themselves and
//! their tokens. A whole batch takes the same handful of statements as one
//! answer, since SQLite's single writer is the limit of how many answers a
//! second one server records (docs/scaling.md).

use std::collections::HashSet;

use plytime_shared::api::tokens::TokenStatus;
use plytime_shared::content::{Decision, Submission};
use plytime_shared::game::Difficulty;
use plytime_shared::game::estimate::{self, time_limit};
use plytime_shared::game::time_allowance::standard_seconds;

use super::batches::distinct;
use super::standings::Standings;
use crate::db::answers::{self, NewAnswer};
use crate::db::content::questions::{self, QuestionRow};
use crate::db::scores::{EndcodeEstimate, StoredEstimate};
use crate::db::subscription_levels;
use crate::db::{Tx, json, tokens};

/// A marked answer, ready to be recorded.
pub(crate) struct Recording<'a> {
    pub answer_id: &'a str,
    pub student_id: &'a str,
    pub game_id: &'a str,
    pub question: &'a QuestionRow,
    pub submission: &'a Submission,
    pub result: Decision,
    pub difficulty: Difficulty,
    /// Seconds the student took, already bounded.
    pub seconds: f64,
    /// The game's clock factor: the seconds count as `seconds / time_factor`
    /// towards the child's level, as they do towards their points.
    pub time_factor: f64,
    pub answered_at: i64,
    /// The student's level in the subject before this answer, for a first
    /// answer there.
    pub starting_level: f64,
}

/// What recording one answer moved, for the cards of the children playing
/// (`game::players`).
pub struct Moved {
    pub student_id: String,
    pub question_id: String,
    pub answered_at: i64,
    pub subject_id: String,
    pub subject: StoredEstimate,
    pub endcode: EndcodeEstimate,
}

/// Records marked answers, in order, in the caller's transaction: each
/// answer moves the subject and endcode estimates of its student (a second
/// answer of one student starting from where the first left them), and
/// its question's measured difficulty; the answers are stored, and for a
/// student with a tutor plan each earns a token, awarded when right and
/// pending review otherwise. The caller holds the students' locks.
pub(crate) async fn record_all(
    tx: &mut Tx<'_>,
    recordings: &[Recording<'_>],
) -> sqlx::Result<Vec<Moved>> {
    let answering: Vec<(&str, &QuestionRow)> = recordings
        .iter()
        .map(|answer| (answer.student_id, answer.question))
        .collect();
    let mut standings = Standings::read(tx, &answering).await?;
    let students = distinct(answering.iter().map(|(student, _)| *student));
    let earning: HashSet<String> = subscription_levels::with_tutor_plan(tx, &students).await?;

    let submissions = recordings
        .iter()
        .map(|answer| json::encode(answer.submission))
        .collect::<sqlx::Result<Vec<String>>>()?;
    let mut measured: Vec<(&str, f64, i64)> = Vec::new();
    let mut stored = Vec::with_capacity(recordings.len());
    let mut earned = Vec::new();
    let mut moved = Vec::with_capacity(recordings.len());
    for (answer, submission) in recordings.iter().zip(&submissions) {
        let question = answer.question;
        let (subject, endcode) = standings.before(
            answer.student_id,
            question,
            answer.starting_level,
            answer.answered_at,
        );
        let level = question.level();
        let correct = answer.result == Decision::Correct;
        let evidence = estimate::Answer {
            correct,
            seconds: standard_seconds(answer.seconds, answer.time_factor),
            time_limit: time_limit(question.standard_time, question.maximum_time),
        };
        let subject_after = estimate::after_answer(subject, &level, &evidence);
        let endcode_after = estimate::after_answer(endcode, &level, &evidence);
        let endcode_moved = standings.move_to(
            answer.student_id,
            question,
            subject_after,
            endcode_after,
            answer.answered_at,
        );
        // The question learns from the child's estimate in its own endcode.
        let shift = estimate::question_shift(endcode, &level, &evidence);
        match measured.iter_mut().find(|(id, ..)| *id == question.id) {
            Some((_, total, count)) => {
                *total += shift;
                *count += 1;
            }
            None => measured.push((&question.id, shift, 1)),
        }
        stored.push(NewAnswer {
            id: answer.answer_id,
            student_id: answer.student_id,
            question_id: &question.id,
            game_summary_id: Some(answer.game_id),
            endcode_id: &question.endcode_id,
            subject_id: &question.subject_id,
            answer_json: submission,
            result: answer.result,
            difficulty: answer.difficulty,
            // The difficulty the answer was scored against.
            question_score: level.in_use(),
            standard_time: question.standard_time,
            response_time: answer.seconds,
            endcode_score_after: endcode_after.score,
            answered_at: answer.answered_at,
            in_session: false,
        });
        if earning.contains(answer.student_id) {
            earned.push(tokens::NewRow {
                student_id: answer.student_id,
                status: if correct {
                    TokenStatus::Awarded
                } else {
                    TokenStatus::Pending
                },
                amount: 1,
                game_summary_id: Some(answer.game_id),
                answer_id: Some(answer.answer_id),
                prize_id: None,
                note: None,
            });
        }
        moved.push(Moved {
            student_id: answer.student_id.to_string(),
            question_id: question.id.clone(),
            answered_at: answer.answered_at,
            subject_id: question.subject_id.clone(),
            subject: StoredEstimate::moved(subject_after, answer.answered_at),
            endcode: endcode_moved,
        });
    }
    standings.save(tx).await?;
    questions::add_measurements(tx, &measured).await?;
    answers::insert_all(tx, &stored).await?;
    tokens::record_all(tx, &earned).await?;
    Ok(moved)
}
