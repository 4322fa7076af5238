//! Answers given in play, recorded in the play writer's transaction
//! (`game::play_writer`): every waiting answer's ask is claimed and the
//! answers are recorded in a handful of statements (`game::recording`).

use std::collections::HashMap;
use std::sync::Arc;

use plytime_shared::content::{Decision, Submission};
use plytime_shared::game::Difficulty;
use plytime_shared::game::scoring::answer_seconds;

use super::GAME_OVER;
use super::answering::{ALREADY_ANSWERED, NOT_ASKED, claimed_difficulty};
use super::recording::{Moved, Recording, record_all};
use crate::db::content::questions::QuestionRow;
use crate::db::games::{self, AskKey, GameRow};
use crate::db::{Db, Tx};
use crate::error::{AppError, AppResult};

/// A marked answer to a question asked in a game in play, to record.
pub struct OnlineAnswer {
    pub student_id: String,
    pub game_id: String,
    pub question: Arc<QuestionRow>,
    pub submission: Submission,
    pub result: Decision,
    /// The difficulty the game says the question was answered at.
    pub difficulty: Difficulty,
    /// The seconds the game says the child took.
    pub time: f64,
    /// The child's level in the subject before this answer, for a first
    /// answer there.
    pub starting_level: f64,
}

/// What became of an answer in its transaction.
pub(super) enum Outcome {
    Recorded,
    /// Its game was saved or its time was up.
    GameOver,
    /// It claimed no ask: answered already, or never asked.
    NotClaimed,
}

/// Claims the asks of the answers whose game is still in play, as `games`
/// holds them, and records the answers that claimed one, in the caller's
/// transaction. Returns each answer's outcome, in order, and what the
/// recorded ones moved.
pub(super) async fn record(
    tx: &mut Tx<'_>,
    answers: &[&OnlineAnswer],
    games: &HashMap<String, GameRow>,
    now: i64,
) -> sqlx::Result<(Vec<Outcome>, Vec<Moved>)> {
    let ids: Vec<String> = answers
        .iter()
        .map(|_| uuid::Uuid::new_v4().to_string())
        .collect();
    // The game as stored: its clock factor is what the answer counts at.
    let playing =
        |answer: &OnlineAnswer| games.get(&answer.game_id).filter(|game| game.in_play(now));
    let asks: Vec<AskKey> = answers
        .iter()
        .filter(|answer| playing(answer).is_some())
        .map(|answer| {
            let question = answer.question.id.as_str();
            (
                answer.game_id.as_str(),
                question,
                answer.student_id.as_str(),
            )
        })
        .collect();
    let mut claims = games::claim_all(tx, &asks, now).await?;
    let mut outcomes = Vec::with_capacity(answers.len());
    let mut recordings = Vec::with_capacity(answers.len());
    for (answer, id) in answers.iter().zip(&ids) {
        let Some(game) = playing(answer) else {
            outcomes.push(Outcome::GameOver);
            continue;
        };
        let Some(claim) = claims.remove(&(answer.game_id.clone(), answer.question.id.clone()))
        else {
            outcomes.push(Outcome::NotClaimed);
            continue;
        };
        outcomes.push(Outcome::Recorded);
        let since_asked = (now - claim.asked_at).max(0) as f64 / 1000.0;
        recordings.push(Recording {
            answer_id: id,
            student_id: &answer.student_id,
            game_id: &answer.game_id,
            question: &answer.question,
            submission: &answer.submission,
            result: answer.result,
            difficulty: claimed_difficulty(answer.difficulty, &claim),
            seconds: answer_seconds(answer.time, since_asked),
            time_factor: game.time_factor,
            answered_at: now,
            starting_level: answer.starting_level,
        });
    }
    let moved = record_all(tx, &recordings).await?;
    Ok((outcomes, moved))
}

/// What each answer's outcome tells its child, once the transaction
/// committed.
pub(super) async fn told(
    db: &Db,
    answers: &[&OnlineAnswer],
    outcomes: Vec<Outcome>,
) -> Vec<AppResult<()>> {
    let mut told = Vec::with_capacity(answers.len());
    for (answer, outcome) in answers.iter().zip(outcomes) {
        told.push(match outcome {
            Outcome::Recorded => Ok(()),
            Outcome::GameOver => Err(AppError::Conflict(GAME_OVER.into())),
            Outcome::NotClaimed => Err(not_claimed(db, answer).await),
        });
    }
    told
}

/// Why an answer claimed no ask: its question was answered already in the
/// game, or never asked there.
async fn not_claimed(db: &Db, answer: &OnlineAnswer) -> AppError {
    match games::was_asked(db, &answer.game_id, &answer.question.id).await {
        Ok(true) => AppError::Conflict(ALREADY_ANSWERED.into()),
        Ok(false) => AppError::bad_request(NOT_ASKED),
        Err(error) => error.into(),
    }
}
