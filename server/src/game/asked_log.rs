//! Questions recorded as asked, in batches (`game::batches`): one
//! transaction checks that each waiting ask's game is still in play and
//! records the asks in one multi-row insert. An ask is answered only after
//! that commit, so its answer always finds it recorded. The database has
//! the last word on what a game asked: a question already asked in the
//! game (through another replica, say) is not recorded again, and the ask
//! is told so, to choose another.

use super::GAME_OVER;
use super::batches::{Batch, Batches};
use crate::db::games::{self, NewAsked};
use crate::db::{Db, now_millis};
use crate::error::{AppError, AppResult};

/// The most asks one insert records (five values each, far below either
/// database's limit).
const MOST_AT_ONCE: usize = 200;

/// The queue of asks waiting to be recorded; each comes to whether it was
/// recorded now (false: the game had asked that question already).
pub type AskedLog = Batches<NewAsked, bool>;

pub fn start(db: Db) -> AskedLog {
    Batches::start(RecordAsks { db }, MOST_AT_ONCE)
}

struct RecordAsks {
    db: Db,
}

impl Batch for RecordAsks {
    type Item = NewAsked;
    type Output = bool;

    /// Records the asks of games still in play; the others' games are
    /// over (saved, or out of time).
    async fn write(&self, asked: &[&NewAsked]) -> sqlx::Result<Vec<AppResult<bool>>> {
        let now = now_millis();
        let game_ids: Vec<&str> = asked
            .iter()
            .map(|one| one.game_summary_id.as_str())
            .collect();
        let mut tx = self.db.write().begin().await?;
        let games = games::games_in(&mut tx, &game_ids).await?;
        let in_play: Vec<bool> = asked
            .iter()
            .map(|one| {
                games
                    .get(&one.game_summary_id)
                    .is_some_and(|game| game.in_play(now))
            })
            .collect();
        let playing: Vec<&NewAsked> = asked
            .iter()
            .zip(&in_play)
            .filter(|(_, in_play)| **in_play)
            .map(|(one, _)| *one)
            .collect();
        let mut recorded = games::record_asked(&mut tx, &playing).await?;
        tx.commit().await?;
        Ok(asked
            .iter()
            .zip(in_play)
            .map(|(one, in_play)| {
                if !in_play {
                    return Err(AppError::Conflict(GAME_OVER.into()));
                }
                // Two asks of one question in a batch: the first recorded it.
                let key = (one.game_summary_id.clone(), one.question_id.clone());
                Ok(recorded.remove(&key))
            })
            .collect())
    }
}
