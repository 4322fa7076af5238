//! Questions recorded as asked, in batches (`game::batches`): one
//! transaction stores the games whose first question this is, checks that
//! each waiting ask's game is the child's and still in play, and records
//! the asks in one multi-row insert. An ask is answered only after
//! that commit, so its answer always finds it recorded. The database has
//! the last word on what a game asked: a question already asked in the
//! game (through another replica, say) is not recorded again, and the ask
//! is told so, to choose another.

use super::GAME_OVER;
use super::batches::{Batch, Batches, distinct_by};
use crate::db::games::{self, GameRow, GameStart, NewAsked};
use crate::db::{Db, now_millis};
use crate::error::{AppError, AppResult};

/// The most asks one insert records (five values each, far below either
/// database's limit).
const MOST_AT_ONCE: usize = 200;

/// The queue of asks waiting to be recorded.
pub type AskedLog = Batches<NewAsked, Asked>;

/// What recording an ask came to.
#[derive(Debug)]
pub struct Asked {
    /// False when the game had asked that question already.
    pub recorded: bool,
    /// The game as stored.
    pub game: GameRow,
}

pub fn start(db: Db) -> AskedLog {
    let backend = db.backend();
    Batches::start(RecordAsks { db }, MOST_AT_ONCE, backend)
}

struct RecordAsks {
    db: Db,
}

impl Batch for RecordAsks {
    type Item = NewAsked;
    type Output = Asked;

    /// Stores the games asked in for the first time, then records the asks
    /// of games still in play; the others are refused: their game is over
    /// (saved, or out of time), or is another child's.
    async fn run(&self, asked: &[&NewAsked]) -> sqlx::Result<Vec<AppResult<Asked>>> {
        let now = now_millis();
        let game_ids: Vec<&str> = asked
            .iter()
            .map(|one| one.game_summary_id.as_str())
            .collect();
        let starts: Vec<&GameStart> =
            distinct_by(asked.iter().filter_map(|one| one.start.as_ref()), |start| {
                start.row().id.clone()
            });
        let mut tx = self.db.write().begin().await?;
        games::start_games(&mut tx, &starts).await?;
        let games = games::games_in(&mut tx, &game_ids).await?;
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
        let mut recorded = games::record_asked(&mut tx, &playing).await?;
        tx.commit().await?;
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
}
