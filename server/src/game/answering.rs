//! Answering a question: claimed once, marked on the server, scored and
//! rewarded in one transaction.

use plytime_shared::api::game::{AnswerRequest, AnswerResponse};
use plytime_shared::api::tokens::TokenStatus;
use plytime_shared::content::{Alternative, Decision, Line, mark};
use plytime_shared::game::Difficulty;
use plytime_shared::game::level::updated_score;

use super::{GAME_OVER, NO_SUCH_GAME, engine};
use crate::db::answers::{self, NewAnswer};
use crate::db::content::questions;
use crate::db::scores::{self, Estimate};
use crate::db::{games, now_millis, people, tokens};
use crate::error::{AppError, AppResult};
use crate::state::AppState;

pub const ALREADY_ANSWERED: &str = "This question has already been answered";
pub const NOT_ASKED: &str = "This question was not asked in this game";
/// Bounds on a submitted answer: far above any real question.
const MAX_PARTS: usize = 50;
const MAX_VALUE_CHARS: usize = 200;
/// Network time allowed on top of the time since the question was asked.
const LATENCY_ALLOWANCE_SECONDS: f64 = 2.0;

/// A student may drop to EASY on the question asked at MEDIUM (it reuses
/// it), but never claim more difficulty than the question was asked at.
fn effective_difficulty(claimed: Difficulty, asked: Difficulty) -> Difficulty {
    if claimed.bonus_points() <= asked.bonus_points() {
        claimed
    } else {
        asked
    }
}

pub async fn answer(
    state: &AppState,
    question_id: &str,
    request: &AnswerRequest,
) -> AppResult<AnswerResponse> {
    let too_big = request.answer.len() > MAX_PARTS
        || request.answer.values().any(|part| {
            part.value.chars().count() > MAX_VALUE_CHARS
                || part.reference.chars().count() > MAX_VALUE_CHARS
        });
    if too_big {
        return Err(AppError::bad_request("answer: Too long"));
    }
    let db = &state.db;
    let game = games::game(db, &request.game_summary_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_GAME.into()))?;
    if game.student_id != request.student_id {
        return Err(AppError::forbidden());
    }
    if game.finished_at.is_some() {
        return Err(AppError::Conflict(GAME_OVER.into()));
    }
    let question = questions::get(db, question_id)
        .await?
        .ok_or_else(|| AppError::NotFound("No such question".into()))?;
    let lines: Vec<Line> = serde_json::from_str(&question.lines).unwrap_or_default();
    let correct_answers: Vec<Alternative> =
        serde_json::from_str(&question.answers).unwrap_or_default();
    let result = mark(&lines, &correct_answers, &request.answer);
    let earns_tokens = tokens::earns_tokens(db, &request.student_id).await?;
    let starting_level =
        engine::subject_level(db, &request.student_id, &question.subject_id).await?;

    let mut tx = db.write().begin().await?;
    people::lock_student(&mut tx, &request.student_id).await?;
    let Some(claimed) =
        games::claim_asked(&mut tx, &game.id, question_id, &request.student_id).await?
    else {
        tx.rollback().await?;
        return Err(if games::was_asked(db, &game.id, question_id).await? {
            AppError::Conflict(ALREADY_ANSWERED.into())
        } else {
            AppError::bad_request(NOT_ASKED)
        });
    };
    let now = now_millis();
    let since_asked = (now - claimed.asked_at).max(0) as f64 / 1000.0;
    let seconds = if request.time.is_finite() {
        request.time
    } else {
        since_asked
    };
    let seconds = seconds.clamp(0.0, since_asked + LATENCY_ALLOWANCE_SECONDS);
    let asked = Difficulty::parse(&claimed.difficulty).unwrap_or(Difficulty::Medium);
    let difficulty = effective_difficulty(request.difficulty, asked);

    let correct = result == Decision::Correct;
    let (subject, endcode) = scores::estimates_for_update(
        &mut tx,
        &request.student_id,
        &question.subject_id,
        &question.endcode_id,
    )
    .await?;
    let subject = subject.unwrap_or(Estimate {
        score: starting_level,
        answer_count: 0,
    });
    let endcode = endcode.unwrap_or(Estimate {
        score: subject.score,
        answer_count: 0,
    });
    let subject_after = Estimate {
        score: updated_score(subject.score, question.score, correct, subject.answer_count),
        answer_count: subject.answer_count + 1,
    };
    let endcode_after = Estimate {
        score: updated_score(endcode.score, question.score, correct, endcode.answer_count),
        answer_count: endcode.answer_count + 1,
    };
    scores::save_subject(
        &mut tx,
        &request.student_id,
        &question.subject_id,
        subject_after,
    )
    .await?;
    scores::save_endcode(
        &mut tx,
        &request.student_id,
        &question.endcode_id,
        endcode_after,
        now,
    )
    .await?;

    let answer_id = uuid::Uuid::new_v4().to_string();
    let answer_json = serde_json::to_string(&request.answer).unwrap_or_else(|_| "{}".into());
    answers::insert(
        &mut tx,
        &NewAnswer {
            id: &answer_id,
            student_id: &request.student_id,
            question_id,
            game_summary_id: &game.id,
            endcode_id: &question.endcode_id,
            subject_id: &question.subject_id,
            answer_json: &answer_json,
            result,
            difficulty,
            question_score: question.score,
            standard_time: question.standard_time,
            response_time: seconds,
            endcode_score_after: endcode_after.score,
            answered_at: now,
        },
    )
    .await?;
    if earns_tokens {
        let status = if correct {
            TokenStatus::Awarded
        } else {
            TokenStatus::Pending
        };
        let row = tokens::NewRow {
            student_id: &request.student_id,
            status,
            amount: 1,
            game_summary_id: Some(&game.id),
            answer_id: Some(&answer_id),
            prize_id: None,
            note: None,
        };
        tokens::record(&mut tx, &row).await?;
    }
    tx.commit().await?;
    Ok(AnswerResponse {
        result,
        answers: correct_answers,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn difficulty_can_be_lowered_but_never_raised() {
        use Difficulty::*;
        assert_eq!(effective_difficulty(Easy, Medium), Easy);
        assert_eq!(effective_difficulty(SuperHard, Medium), Medium);
        assert_eq!(effective_difficulty(Hard, Hard), Hard);
    }
}
