//! Answering a question: claimed once, marked on the server, scored and
//! rewarded in one transaction.

use plytime_shared::api::game::{AnswerRequest, AnswerResponse};
use plytime_shared::api::tokens::TokenStatus;
use plytime_shared::content::{Alternative, Decision, Line, Submission, mark};
use plytime_shared::game::Difficulty;
use plytime_shared::game::clock::in_play;
use plytime_shared::game::estimate::{self, time_limit};
use plytime_shared::game::scoring::answer_seconds;
use plytime_shared::game::time_allowance::standard_seconds;

use super::{GAME_OVER, NO_SUCH_GAME, engine};
use crate::db::answers::{self, NewAnswer};
use crate::db::content::questions::{self, QuestionRow};
use crate::db::scores::{self, Standing};
use crate::db::{games, json, now_millis, people, tokens};
use crate::error::{AppError, AppResult};
use crate::state::AppState;

pub const ALREADY_ANSWERED: &str = "This question has already been answered";
pub const NOT_ASKED: &str = "This question was not asked in this game";
pub const ANSWER_TOO_LONG: &str = "answer: Too long";
/// Bounds on a submitted answer: far above any real question.
const MAX_PARTS: usize = 50;
const MAX_VALUE_CHARS: usize = 200;

/// The difficulty an answer counts at: as claimed, but never above the
/// difficulty its question was asked at.
pub(crate) fn claimed_difficulty(claimed: Difficulty, asked: &games::Claimed) -> Difficulty {
    let asked = Difficulty::parse(&asked.difficulty).unwrap_or(Difficulty::Medium);
    claimed.at_most(asked)
}

/// Whether a submission is beyond any real question's size.
pub(crate) fn too_big(submission: &Submission) -> bool {
    submission.len() > MAX_PARTS
        || submission.values().any(|part| {
            part.value.chars().count() > MAX_VALUE_CHARS
                || part.reference.chars().count() > MAX_VALUE_CHARS
        })
}

/// The server's marking of a submission, and the question's correct answers.
pub(crate) fn marked(
    question: &QuestionRow,
    submission: &Submission,
) -> sqlx::Result<(Decision, Vec<Alternative>)> {
    let lines: Vec<Line> = json::decode("questions.lines", &question.lines)?;
    let correct_answers: Vec<Alternative> = json::decode("questions.answers", &question.answers)?;
    Ok((mark(&lines, &correct_answers, submission), correct_answers))
}

pub async fn answer(
    state: &AppState,
    question_id: &str,
    request: &AnswerRequest,
) -> AppResult<AnswerResponse> {
    if too_big(&request.answer) {
        return Err(AppError::bad_request(ANSWER_TOO_LONG));
    }
    let db = &state.db;
    let game = games::game(db, &request.game_summary_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_GAME.into()))?;
    if game.student_id != request.student_id {
        return Err(AppError::forbidden());
    }
    if game.finished_at.is_some() || !in_play(game.started_at, game.playing_seconds(), now_millis())
    {
        return Err(AppError::Conflict(GAME_OVER.into()));
    }
    let question = questions::get(db, question_id)
        .await?
        .ok_or_else(|| AppError::NotFound("No such question".into()))?;
    let (result, correct_answers) = marked(&question, &request.answer)?;
    let earns_tokens = tokens::earns_tokens(db, &request.student_id).await?;
    let starting_level =
        engine::subject_level(db, &request.student_id, &question.subject_id).await?;

    let mut tx = db.write().begin().await?;
    people::lock_student(&mut tx, &request.student_id).await?;
    let claimed = games::claim_asked(
        &mut tx,
        &game.id,
        question_id,
        &request.student_id,
        now_millis(),
    );
    let Some(claimed) = claimed.await? else {
        tx.rollback().await?;
        return Err(if games::was_asked(db, &game.id, question_id).await? {
            AppError::Conflict(ALREADY_ANSWERED.into())
        } else {
            AppError::bad_request(NOT_ASKED)
        });
    };
    let now = now_millis();
    let since_asked = (now - claimed.asked_at).max(0) as f64 / 1000.0;
    let seconds = answer_seconds(request.time, since_asked);
    let difficulty = claimed_difficulty(request.difficulty, &claimed);

    record(
        &mut tx,
        &Recording {
            answer_id: &uuid::Uuid::new_v4().to_string(),
            student_id: &request.student_id,
            game_id: &game.id,
            question: &question,
            submission: &request.answer,
            result,
            difficulty,
            seconds,
            time_factor: game.time_factor,
            answered_at: now,
            starting_level,
            earns_tokens,
        },
    )
    .await?;
    tx.commit().await?;
    Ok(AnswerResponse {
        result,
        answers: correct_answers,
    })
}

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
    pub earns_tokens: bool,
}

/// Records a marked answer in the caller's transaction: the subject and
/// endcode estimates move, the answer is stored, and with a tutor plan its
/// token is recorded (awarded when right, pending review otherwise). The
/// caller holds the student's lock.
pub(crate) async fn record(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    answer: &Recording<'_>,
) -> sqlx::Result<()> {
    let question = answer.question;
    let correct = answer.result == Decision::Correct;
    let (subject, endcode) = scores::standing_for_update(
        tx,
        answer.student_id,
        question,
        answer.starting_level,
        answer.answered_at,
    )
    .await?;
    let level = question.level();
    let evidence = estimate::Answer {
        correct,
        seconds: standard_seconds(answer.seconds, answer.time_factor),
        time_limit: time_limit(question.standard_time, question.maximum_time),
    };
    let subject_after = estimate::after_answer(subject, &level, &evidence);
    let endcode_after = estimate::after_answer(endcode, &level, &evidence);
    for (standing, after) in [
        (Standing::Subject(&question.subject_id), subject_after),
        (Standing::Endcode(&question.endcode_id), endcode_after),
    ] {
        scores::save(tx, answer.student_id, standing, after, answer.answered_at).await?;
    }
    // The question learns from the child's estimate in its own endcode.
    let shift = estimate::question_shift(endcode, &level, &evidence);
    questions::add_measurement(tx, &question.id, shift).await?;

    let answer_json = serde_json::to_string(answer.submission).unwrap_or_else(|_| "{}".into());
    answers::insert(
        tx,
        &NewAnswer {
            id: answer.answer_id,
            student_id: answer.student_id,
            question_id: &question.id,
            game_summary_id: answer.game_id,
            endcode_id: &question.endcode_id,
            subject_id: &question.subject_id,
            answer_json: &answer_json,
            result: answer.result,
            difficulty: answer.difficulty,
            // The difficulty the answer was scored against.
            question_score: level.in_use(),
            standard_time: question.standard_time,
            response_time: answer.seconds,
            endcode_score_after: endcode_after.score,
            answered_at: answer.answered_at,
        },
    )
    .await?;
    if answer.earns_tokens {
        let status = if correct {
            TokenStatus::Awarded
        } else {
            TokenStatus::Pending
        };
        let row = tokens::NewRow {
            student_id: answer.student_id,
            status,
            amount: 1,
            game_summary_id: Some(answer.game_id),
            answer_id: Some(answer.answer_id),
            prize_id: None,
            note: None,
        };
        tokens::record(tx, &row).await?;
    }
    Ok(())
}
