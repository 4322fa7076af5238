//! Questions recorded as asked, in the play writer's transaction
//! (`game::play_writer`): the games whose first question this is are
//! stored, each waiting ask's game is checked to be the child's and still
//! in play, and the asks are recorded in one multi-row insert. An ask is
//! answered only after that commit, so its answer always finds it
//! recorded. The database has the last word on what a game asked: a
//! question already asked in the game (through another replica, say) is
//! not recorded again, and the ask is told so, to choose another.

use std::collections::HashMap;

use super::GAME_OVER;
use super::batches::distinct_by;
use crate::db::Tx;
use crate::db::games::{self, GameRow, GameStart, NewAsked};
use crate::error::{AppError, AppResult};

/// What recording an ask came to.
#[derive(Debug)]
pub struct Asked {
    /// False when the game had asked that question already.
    pub recorded: bool,
    /// The game as stored.
    pub game: GameRow,
}

/// The games first asked in by `asked`, each once.
pub(super) fn starts<'a>(asked: &[&'a NewAsked]) -> Vec<&'a GameStart> {
    distinct_by(asked.iter().filter_map(|one| one.start.as_ref()), |start| {
        start.row().id.clone()
    })
}

/// Records the asks of games still in play, as `games` holds them once
/// their [`starts`] are stored; the others are refused: their game is over
/// (saved, or out of time), or is another child's. Returns each ask's
/// outcome, in order.
pub(super) async fn record(
    tx: &mut Tx<'_>,
    asked: &[&NewAsked],
    games: &HashMap<String, GameRow>,
    now: i64,
) -> sqlx::Result<Vec<AppResult<Asked>>> {
    let outcome: Vec<AppResult<&GameRow>> = asked
        .iter()
        .map(|one| match games.get(&one.game_summary_id) {
            Some(game) if game.student_id != one.student_id => Err(AppError::forbidden()),
            Some(game) if game.in_play(now) => Ok(game),
            _ => Err(AppError::Conflict(GAME_OVER.into())),
        })
        .collect();
    let playing: Vec<&NewAsked> = asked
        .iter()
        .zip(&outcome)
        .filter(|(_, outcome)| outcome.is_ok())
        .map(|(one, _)| *one)
        .collect();
    let mut recorded = games::record_asked(tx, &playing).await?;
    Ok(asked
        .iter()
        .zip(outcome)
        .map(|(one, outcome)| {
            let game = outcome?.clone();
            // Two asks of one question in a batch: the first recorded it.
            let key = (one.game_summary_id.clone(), one.question_id.clone());
            let recorded = recorded.remove(&key);
            Ok(Asked { recorded, game })
        })
        .collect())
}
