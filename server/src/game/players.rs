//! The children playing now, kept in memory: who may play as them, their
//! estimates, the questions they answered lately and their games in play.
//! A card is read from the database on a child's first call and then
//! serves every ask and answer without reading a table; the child's own
//! answers move it as they are recorded (docs/scaling.md).
//!
//! Whatever else changes a child (a desktop's sync, an admin's reset,
//! closing the family, another replica) reaches the card when it is read
//! again, at most [`FRESH_FOR`] later, or at once where this server does it
//! and forgets the card. A card only steers the choice of questions and
//! the checks before a write is queued: the transaction recording an ask
//! or an answer checks the game in the database, an ask is recorded only
//! if the game has not asked that question yet, and an answer moves the
//! standings it reads there.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use plytime_shared::game::choice::Seen;
use plytime_shared::game::estimate::Estimate;
use plytime_shared::game::time_allowance::TimeAllowance;

use super::batches::{Batch, Batches, distinct};
use super::engine::{RECENT_MILLIS, on_track_estimate};
use super::fresh::Fresh;
use super::recording::Moved;
use crate::db::games::{self, GameRow, GameStart, LibraryRow, NewGame};
use crate::db::people::{self, StudentOwners};
use crate::db::scores::{self, EndcodeEstimates, StoredEstimate};
use crate::db::{Db, answers};
use crate::error::AppResult;

/// How long a card is used before it is read again.
pub const FRESH_FOR: Duration = Duration::from_secs(10);
/// A game started longer ago than this is over, whatever its length and
/// the child's extra time: a card looks no further back for games in play.
const LATEST_START_IN_PLAY_MILLIS: i64 = plytime_shared::game::clock::DAY_MILLIS;

/// The most cards one read takes.
const MOST_READ_AT_ONCE: usize = 200;
/// How many reads of cards may be under way at once: a read is a handful
/// of statements, most of them side by side, on a pool of eight
/// connections on SQLite and sixteen on PostgreSQL.
const READS_SIDE_BY_SIDE: u32 = 3;

/// The cards of the children playing, by student id; `None` for an id
/// that is no open student.
pub struct Players {
    cards: Fresh<Option<Arc<Card>>>,
    reads: Batches<String, Option<Arc<Card>>>,
}

/// What the server keeps of one child while they play.
pub struct Card {
    pub student_id: String,
    pub owners: StudentOwners,
    playing: Mutex<Playing>,
}

/// The part of a card that answers and asks move.
pub struct Playing {
    pub endcodes: EndcodeEstimates,
    subjects: HashMap<String, StoredEstimate>,
    /// Questions answered within [`RECENT_MILLIS`], with when.
    answered: HashMap<String, i64>,
    games: HashMap<String, GameInPlay>,
    school_year: i64,
    time_allowance: TimeAllowance,
}

/// A game in play and the questions asked in it.
pub struct GameInPlay {
    row: GameRow,
    /// How to store the game, until an ask of it stored it.
    start: Option<GameStart>,
    asked: HashSet<String>,
}

impl GameInPlay {
    /// A stored game, with the questions it asked so far.
    fn stored(row: GameRow, asked: HashSet<String>) -> GameInPlay {
        GameInPlay {
            row,
            start: None,
            asked,
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Players {
    /// Keeps the cards of children playing on `db`. Cards wanted at the
    /// same moment (a class starting together) are read together, in a
    /// handful of statements for them all rather than a handful each.
    pub fn new(db: Db) -> Players {
        let backend = db.backend();
        Players {
            cards: Fresh::new(FRESH_FOR),
            reads: Batches::start_side_by_side(
                CardReads { db },
                MOST_READ_AT_ONCE,
                READS_SIDE_BY_SIDE,
                backend,
            ),
        }
    }

    /// The card of `student_id`, read now unless a fresh one is kept;
    /// `None` when there is no such open student.
    pub async fn card(&self, student_id: &str) -> AppResult<Option<Arc<Card>>> {
        let read = || self.reads.run(student_id.to_string());
        self.cards.get(student_id, read).await
    }

    /// Drops a child's card, after a change this server made outside play.
    pub fn forget(&self, student_id: &str) {
        self.cards.forget(student_id);
    }

    /// Forgets a game once it is over.
    pub fn game_over(&self, student_id: &str, game_id: &str) {
        if let Some(Some(card)) = self.cards.peek(student_id) {
            card.forget_game(game_id);
        }
    }

    /// Moves the kept cards by answers just recorded.
    pub fn answered(&self, moved: &[Moved]) {
        for one in moved {
            if let Some(Some(card)) = self.cards.peek(&one.student_id) {
                card.playing().answered(one);
            }
        }
    }
}

impl Card {
    /// The cards of those of `students` who are open students, read
    /// together, by student id.
    async fn read_all(db: &Db, students: &[&str]) -> sqlx::Result<HashMap<String, Arc<Card>>> {
        let now = crate::db::now_millis();
        let (players, mut endcodes, mut subjects, mut answered, unfinished) = tokio::try_join!(
            people::players(db, students),
            scores::endcode_estimates_of(db, students),
            scores::subject_estimates_of(db, students),
            answers::answered_since(db, students, now - RECENT_MILLIS),
            games::unfinished_since(db, students, now - LATEST_START_IN_PLAY_MILLIS),
        )?;
        let in_play: Vec<GameRow> = unfinished
            .into_iter()
            .filter(|game| game.in_play(now))
            .collect();
        let ids: Vec<&str> = in_play.iter().map(|game| game.id.as_str()).collect();
        let mut asked = games::asked_in_games(db, &ids).await?;
        let mut games: HashMap<String, HashMap<String, GameInPlay>> = HashMap::new();
        for row in in_play {
            let asked = asked.remove(&row.id).unwrap_or_default();
            games
                .entry(row.student_id.clone())
                .or_default()
                .insert(row.id.clone(), GameInPlay::stored(row, asked));
        }
        let cards = players.into_iter().map(|(student_id, player)| {
            let playing = Playing {
                endcodes: endcodes.remove(&student_id).unwrap_or_default(),
                subjects: subjects.remove(&student_id).unwrap_or_default(),
                answered: answered
                    .remove(&student_id)
                    .unwrap_or_default()
                    .into_iter()
                    .collect(),
                games: games.remove(&student_id).unwrap_or_default(),
                school_year: player.school_year,
                time_allowance: player.time_allowance,
            };
            let card = Card {
                student_id: student_id.clone(),
                owners: player.owners,
                playing: Mutex::new(playing),
            };
            (student_id, Arc::new(card))
        });
        Ok(cards.collect())
    }

    /// What answers and asks move, locked: hold it only briefly and never
    /// across an await.
    pub fn playing(&self) -> MutexGuard<'_, Playing> {
        lock(&self.playing)
    }

    /// The child's estimate in a subject at `now` (see
    /// [`Playing::subject_estimate`]).
    pub fn subject_estimate(&self, subject_id: &str, now: i64) -> Estimate {
        self.playing().subject_estimate(subject_id, now)
    }

    /// The game `id`: kept on the card, else read from the database (and
    /// kept if it is this child's and in play). Returns the stored row,
    /// which may be another child's if the id was taken: the caller
    /// checks. `None` when there is no such game yet.
    pub async fn game(&self, db: &Db, id: &str) -> sqlx::Result<Option<GameRow>> {
        if let Some(game) = self.kept_game(id) {
            return Ok(Some(game));
        }
        let Some(row) = games::game(db, id).await? else {
            return Ok(None);
        };
        if row.student_id == self.student_id && row.in_play(crate::db::now_millis()) {
            let asked = games::asked_in_games(db, &[id]).await?.remove(id);
            let game = GameInPlay::stored(row.clone(), asked.unwrap_or_default());
            self.playing().games.insert(id.to_string(), game);
        }
        Ok(Some(row))
    }

    /// The game `id` if the card holds it: every game of the child's still
    /// in play when the card was read, and those started since.
    pub fn kept_game(&self, id: &str) -> Option<GameRow> {
        Some(self.playing().games.get(id)?.row.clone())
    }

    /// Starts game `id` on the card, a round of `library`, to be stored
    /// with its first ask (see [`Card::unstored`]). A game the card does not
    /// hold is new, or over, or another child's: the transaction recording
    /// the ask tells which. A game started at the same moment by another
    /// call is kept as that call started it.
    pub fn start_game(&self, id: &str, start: &NewGame<'_>, library: &LibraryRow) -> GameRow {
        let mut playing = self.playing();
        let allowance = playing.time_allowance;
        let game = playing.games.entry(id.to_string()).or_insert_with(|| {
            let start = GameStart::new(id, start, library, allowance);
            GameInPlay {
                row: start.row().clone(),
                start: Some(start),
                asked: HashSet::new(),
            }
        });
        game.row.clone()
    }

    /// How to store game `id` while it may not be stored yet.
    pub fn unstored(&self, id: &str) -> Option<GameStart> {
        self.playing().games.get(id)?.start.clone()
    }

    /// Drops game `id` from the card: the next call reads it again.
    pub fn forget_game(&self, id: &str) {
        self.playing().games.remove(id);
    }

    /// Notes game `id` as stored: `row`.
    pub fn stored(&self, id: &str, row: GameRow) {
        if let Some(game) = self.playing().games.get_mut(id) {
            game.start = None;
            game.row = row;
        }
    }
}

impl Playing {
    /// The child's estimate in a subject at `now`: theirs, or, before any
    /// answer, where a child of their school year is on track then.
    pub fn subject_estimate(&self, subject_id: &str, now: i64) -> Estimate {
        match self.subjects.get(subject_id) {
            Some(stored) => stored.at(now),
            None => on_track_estimate(self.school_year, now),
        }
    }

    /// Whether `question_id` was asked in game `game_id` or answered
    /// since `since`.
    pub fn met(&self, game_id: &str, question_id: &str, since: i64) -> Seen {
        if self
            .games
            .get(game_id)
            .is_some_and(|game| game.asked.contains(question_id))
        {
            Seen::InThisGame
        } else if self
            .answered
            .get(question_id)
            .is_some_and(|&answered_at| answered_at > since)
        {
            Seen::Recently
        } else {
            Seen::NotLately
        }
    }

    /// Notes a question asked in a game in play.
    pub fn asked(&mut self, game_id: &str, question_id: &str) {
        if let Some(game) = self.games.get_mut(game_id) {
            game.asked.insert(question_id.to_string());
        }
    }

    fn answered(&mut self, moved: &Moved) {
        self.subjects
            .insert(moved.subject_id.clone(), moved.subject);
        self.endcodes
            .insert(moved.endcode.endcode_id.clone(), moved.endcode.clone());
        self.answered
            .insert(moved.question_id.clone(), moved.answered_at);
    }
}

/// Cards read in batches (`game::batches`).
struct CardReads {
    db: Db,
}

impl Batch for CardReads {
    type Item = String;
    type Output = Option<Arc<Card>>;

    async fn run(&self, students: &[&String]) -> sqlx::Result<Vec<AppResult<Option<Arc<Card>>>>> {
        let ids = distinct(students.iter().map(|id| id.as_str()));
        let cards = Card::read_all(&self.db, &ids).await?;
        Ok(students
            .iter()
            .map(|id| Ok(cards.get(id.as_str()).cloned()))
            .collect())
    }
}
