//! Playing: choosing the next question (the adaptive engine), answering it
//! (marked here, never trusted from the client), and saving the game.

pub mod answering;
pub mod asked_log;
pub mod content_cache;
pub mod engine;
pub mod offline;
pub mod pack;
pub mod summary;

use crate::auth::{AuthUser, access};
use crate::db::people;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

pub const NO_SUCH_GAME: &str = "No such game";
pub const GAME_OVER: &str = "This game is over";

/// The student a request plays for: the one named, when the caller may
/// act in their name (a student only for themselves; never a tutor).
pub async fn playing_student(state: &AppState, user: &AuthUser, student_id: &str) -> AppResult<()> {
    access::in_childs_name(&state.db, user, student_id).await
}

/// The caller's own student record, for calls that do not name one.
pub async fn own_student(state: &AppState, user: &AuthUser) -> AppResult<String> {
    people::student_id_of_account(&state.db, &user.uid)
        .await?
        .ok_or_else(|| AppError::bad_request("student_id: Cannot be empty"))
}
