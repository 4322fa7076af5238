//! The writer of play: every ask and answer waiting for the database's
//! writer goes into one transaction (`game::batches`). Under load asks and
//! answers arrive together; in one transaction they share the begin, the
//! read of their games and the commit, and the writer goes from one batch
//! to the next without handing the connection over between two queues
//! (docs/scaling.md). Each is answered only after that commit.

use std::sync::Arc;

use super::answer_log::{self, OnlineAnswer, Outcome};
use super::asked_log::{self, Asked};
use super::batches::{Batch, Batches, distinct};
use super::players::Players;
use crate::db::games::{self, NewAsked};
use crate::db::{Db, now_millis, people};
use crate::error::{AppError, AppResult};
use crate::metrics::Metrics;

/// The most writes one transaction holds (fifteen values an answer in the
/// largest statement, far below either database's limit).
const MOST_AT_ONCE: usize = 200;

/// A write of play, waiting for the writer.
pub enum PlayWrite {
    /// Boxed: an ask may carry the game it starts, many times an answer's
    /// size.
    Ask(Box<NewAsked>),
    Answer(OnlineAnswer),
}

impl PlayWrite {
    fn game_id(&self) -> &str {
        match self {
            PlayWrite::Ask(asked) => &asked.game_summary_id,
            PlayWrite::Answer(answer) => &answer.game_id,
        }
    }
}

/// The queue of asks and answers waiting to be recorded. An ask's outcome
/// is what recording it came to; an answer's is `None`.
#[derive(Clone)]
pub struct PlayWriter {
    batches: Batches<PlayWrite, Option<Asked>>,
}

impl PlayWriter {
    /// Starts recording asks and answers; what is answered moves
    /// `players`' cards, and each transaction goes to `metrics`.
    pub fn start(db: Db, players: Arc<Players>, metrics: Arc<Metrics>) -> PlayWriter {
        let backend = db.backend();
        let record = RecordPlay {
            db,
            players,
            metrics,
        };
        PlayWriter {
            batches: Batches::start(record, MOST_AT_ONCE, backend),
        }
    }

    /// Records a question as asked, once it committed.
    pub async fn ask(&self, asked: NewAsked) -> AppResult<Asked> {
        self.batches
            .run(PlayWrite::Ask(Box::new(asked)))
            .await?
            .ok_or_else(|| AppError::Internal(anyhow::anyhow!("an ask came to no ask")))
    }

    /// Records a marked answer, once it committed.
    pub async fn answer(&self, answer: OnlineAnswer) -> AppResult<()> {
        self.batches.run(PlayWrite::Answer(answer)).await.map(drop)
    }
}

struct RecordPlay {
    db: Db,
    players: Arc<Players>,
    metrics: Arc<Metrics>,
}

impl Batch for RecordPlay {
    type Item = PlayWrite;
    type Output = Option<Asked>;

    /// One transaction: locks the children answering or starting a game
    /// (PostgreSQL, in one go and in id order, so that two replicas'
    /// transactions never wait on each other in a circle), stores the
    /// games started, reads every game written in, records the asks, then
    /// the answers, and commits.
    async fn run(&self, writes: &[&PlayWrite]) -> sqlx::Result<Vec<AppResult<Option<Asked>>>> {
        let now = now_millis();
        let mut asks = Vec::new();
        let mut answers = Vec::new();
        for write in writes {
            match write {
                PlayWrite::Ask(asked) => asks.push(asked.as_ref()),
                PlayWrite::Answer(answer) => answers.push(answer),
            }
        }
        let starts = asked_log::starts(&asks);
        let students = distinct(
            answers
                .iter()
                .map(|answer| answer.student_id.as_str())
                .chain(starts.iter().map(|start| start.row().student_id.as_str())),
        );
        let game_ids = distinct(writes.iter().map(|write| write.game_id()));

        let mut tx = self.db.write().begin().await?;
        people::lock_students(&mut tx, self.db.backend(), &students).await?;
        games::start_games(&mut tx, &starts).await?;
        let games = games::games_in(&mut tx, &game_ids).await?;
        let asked = asked_log::record(&mut tx, &asks, &games, now).await?;
        let (answered, moved) = answer_log::record(&mut tx, &answers, &games, now).await?;
        tx.commit().await?;

        let recorded = answered
            .iter()
            .filter(|outcome| matches!(outcome, Outcome::Recorded))
            .count();
        self.metrics.writer_committed(writes.len(), recorded);
        self.players.answered(&moved);
        let mut asked = asked.into_iter();
        let mut answered = answer_log::told(&self.db, &answers, answered)
            .await
            .into_iter();
        Ok(writes
            .iter()
            .map(|write| {
                let outcome = match write {
                    PlayWrite::Ask(_) => asked.next().map(|asked| asked.map(Some)),
                    PlayWrite::Answer(_) => answered.next().map(|told| told.map(|()| None)),
                };
                outcome.unwrap_or_else(|| {
                    Err(AppError::Internal(anyhow::anyhow!(
                        "a write of play came to no outcome"
                    )))
                })
            })
            .collect())
    }
}
