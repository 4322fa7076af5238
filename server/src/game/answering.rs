//! Answering a question: marked on the server (never trusted from the
//! client), then claimed once, scored and rewarded in the writer's
//! transaction.

use plytime_shared::api::game::{AnswerRequest, AnswerResponse};
use plytime_shared::content::{Alternative, Decision, Line, Submission, mark};
use plytime_shared::game::Difficulty;

use super::answer_log::OnlineAnswer;
use super::{GAME_OVER, NO_SUCH_GAME, Play, playing_card};
use crate::auth::AuthUser;
use crate::db::content::questions::QuestionRow;
use crate::db::{games, json, now_millis};
use crate::error::{AppError, AppResult};

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

/// Marks an answer to a question asked in the game, and records it with
/// whatever else waits for the writer (`game::play_writer`).
pub async fn answer(
    play: &Play<'_>,
    user: &AuthUser,
    question_id: &str,
    request: &AnswerRequest,
) -> AppResult<AnswerResponse> {
    let db = play.db;
    let card = playing_card(play.players, user, &request.student_id).await?;
    if too_big(&request.answer) {
        return Err(AppError::bad_request(ANSWER_TOO_LONG));
    }
    let game = card
        .game(db, &request.game_summary_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_GAME.into()))?;
    if game.student_id != request.student_id {
        return Err(AppError::forbidden());
    }
    if !game.in_play(now_millis()) {
        return Err(AppError::Conflict(GAME_OVER.into()));
    }
    let question = play
        .content_cache
        .question(db, question_id)
        .await?
        .ok_or_else(|| AppError::NotFound("No such question".into()))?;
    let (result, correct_answers) = marked(&question, &request.answer)?;
    let starting_level = card
        .subject_estimate(&question.subject_id, now_millis())
        .score;
    play.play_writer
        .answer(OnlineAnswer {
            student_id: request.student_id.clone(),
            game_id: game.id,
            question,
            submission: request.answer.clone(),
            result,
            difficulty: request.difficulty,
            time: request.time,
            starting_level,
        })
        .await?;
    Ok(AnswerResponse {
        result,
        answers: correct_answers,
    })
}
