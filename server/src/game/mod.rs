//! Playing: choosing the next question (the adaptive engine), answering it
//! (marked here, never trusted from the client), and saving the game.

pub mod answer_log;
pub mod answering;
pub mod asked_log;
mod batches;
pub mod content_cache;
pub mod engine;
mod fresh;
pub mod offline;
pub mod pack;
pub mod play_writer;
pub mod players;
pub(crate) mod recording;
mod standings;
pub mod summary;

use std::sync::Arc;

use plytime_shared::api::game::AskRequest;

use self::content_cache::ContentCache;
use self::engine::Choice;
use self::play_writer::PlayWriter;
use self::players::{Card, Players};
use crate::auth::{AuthUser, access};
use crate::db::games::NewAsked;
use crate::db::{Db, now_millis, people};
use crate::error::{AppError, AppResult};

pub const NO_SUCH_GAME: &str = "No such game";
pub const GAME_OVER: &str = "This game is over";

/// What playing works with, of the server's state.
pub struct Play<'a> {
    pub db: &'a Db,
    pub players: &'a Players,
    pub content_cache: &'a ContentCache,
    pub play_writer: &'a PlayWriter,
}

/// The student a request plays for: the one named, when the caller may
/// act in their name (a student only for themselves; never a tutor).
pub async fn playing_student(db: &Db, user: &AuthUser, student_id: &str) -> AppResult<()> {
    access::in_childs_name(db, user, student_id).await
}

/// The card of the student a call of play names, once the caller may act
/// in their name (as [`playing_student`], from the card's owners).
pub async fn playing_card(
    players: &Players,
    user: &AuthUser,
    student_id: &str,
) -> AppResult<Arc<Card>> {
    let card = players.card(student_id).await?;
    access::in_name_of(user, card.as_ref().map(|card| &card.owners))?;
    // Refused above for everyone when there is no such student.
    card.ok_or_else(AppError::forbidden)
}

/// The caller's own student record, for calls that do not name one.
pub async fn own_student(db: &Db, user: &AuthUser) -> AppResult<String> {
    people::student_id_of_account(db, &user.uid)
        .await?
        .ok_or_else(|| AppError::bad_request("student_id: Cannot be empty"))
}

/// Chooses the next question of the child's game and records it as asked,
/// storing the game with its first ask. The database has the last word on
/// what the game asked: a question it already holds (asked through another
/// replica since the child's card was read) is noted on the card and
/// another is chosen.
pub async fn next_question(
    play: &Play<'_>,
    card: &Card,
    request: &AskRequest,
) -> AppResult<Choice> {
    loop {
        let choice = engine::choose(play.db, play.content_cache, card, request).await?;
        let asked = NewAsked {
            game_summary_id: request.game_summary_id.clone(),
            question_id: choice.question_id.clone(),
            student_id: request.student.clone(),
            difficulty: request.difficulty.as_str().to_string(),
            asked_at: now_millis(),
            start: card.unstored(&request.game_summary_id),
        };
        let asked = match play.play_writer.ask(asked).await {
            Ok(asked) => asked,
            Err(refused) => {
                // The game is over or another child's.
                card.forget_game(&request.game_summary_id);
                return Err(refused);
            }
        };
        card.stored(&request.game_summary_id, asked.game);
        if asked.recorded {
            return Ok(choice);
        }
    }
}
