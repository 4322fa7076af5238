//! The game library, games, and the questions asked in each game.

use std::collections::{HashMap, HashSet};

use plytime_shared::api::game::{GameMode, LibraryGame};
use plytime_shared::game::clock::in_play;
use plytime_shared::game::time_allowance::{TimeAllowance, playing_seconds};
use sqlx::FromRow;

use super::{Backend, Db, Tx, now_millis, packed, people, rows};

#[derive(Debug, Clone, FromRow)]
pub struct LibraryRow {
    pub id: String,
    pub game_type: String,
    pub description: String,
    pub duration: i64,
    pub game_mode: String,
}

impl LibraryRow {
    pub fn into_api(self) -> LibraryGame {
        LibraryGame {
            _id: self.id,
            game_type: self.game_type,
            description: self.description,
            duration: self.duration,
            game_mode: if self.game_mode == "singleplayer" {
                GameMode::Singleplayer
            } else {
                GameMode::Multiplayer
            },
        }
    }
}

pub async fn library(db: &Db) -> sqlx::Result<Vec<LibraryRow>> {
    sqlx::query_as(
        "SELECT id, game_type, description, duration, game_mode FROM game_library ORDER BY position",
    )
    .fetch_all(db.read())
    .await
}

pub async fn library_game(db: &Db, id: &str) -> sqlx::Result<Option<LibraryRow>> {
    sqlx::query_as(
        "SELECT id, game_type, description, duration, game_mode FROM game_library WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(db.read())
    .await
}

pub async fn insert_library_game(
    db: &Db,
    id: &str,
    description: &str,
    duration: i64,
    mode: GameMode,
    position: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO game_library (id, game_type, description, duration, game_mode, position) \
         VALUES ($1, 'speed_standard', $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING",
    )
    .bind(id)
    .bind(description)
    .bind(duration)
    .bind(mode.as_str())
    .bind(position)
    .execute(db.write())
    .await?;
    Ok(())
}

#[derive(Debug, Clone, FromRow)]
pub struct GameRow {
    pub id: String,
    pub student_id: String,
    pub game_id: String,
    pub game_type: String,
    pub duration: i64,
    pub focus: String,
    pub started_at: i64,
    pub finished_at: Option<i64>,
    pub players: Option<String>,
    /// How much slower than standard the game's clock runs (extra time).
    pub time_factor: f64,
}

impl GameRow {
    /// Seconds the game lasts on its own clock.
    pub fn playing_seconds(&self) -> i64 {
        playing_seconds(self.duration, self.time_factor)
    }

    /// Whether the game still takes questions and answers at `now`: not
    /// saved, and within its time.
    pub fn in_play(&self, now: i64) -> bool {
        self.finished_at.is_none() && in_play(self.started_at, self.playing_seconds(), now)
    }
}

const GAME_COLUMNS: &str = "id, student_id, game_id, game_type, duration, focus, started_at, \
     finished_at, players, time_factor";

pub async fn game(db: &Db, id: &str) -> sqlx::Result<Option<GameRow>> {
    sqlx::query_as(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"))
        .bind(id)
        .fetch_optional(db.read())
        .await
}

/// A game to start on its first ask.
#[derive(Debug, Clone, Copy)]
pub struct NewGame<'a> {
    pub student_id: &'a str,
    /// The library game it is a round of.
    pub game_id: &'a str,
    pub focus: &'a [String],
    pub started_at: i64,
}

/// A new game's row, as it is stored when its first ask is recorded.
#[derive(Debug, Clone)]
pub struct GameStart {
    row: GameRow,
    game_mode: String,
}

impl GameStart {
    /// Game `id`, a round of `library`, played with the student's time
    /// `allowance`.
    pub fn new(
        id: &str,
        start: &NewGame<'_>,
        library: &LibraryRow,
        allowance: TimeAllowance,
    ) -> GameStart {
        GameStart {
            row: GameRow {
                id: id.to_string(),
                student_id: start.student_id.to_string(),
                game_id: library.id.clone(),
                game_type: library.game_type.clone(),
                duration: library.duration,
                focus: serde_json::to_string(start.focus).unwrap_or_else(|_| "[]".into()),
                started_at: start.started_at,
                finished_at: None,
                players: None,
                time_factor: allowance.factor(),
            },
            game_mode: library.game_mode.clone(),
        }
    }

    /// The row the game will have.
    pub fn row(&self) -> &GameRow {
        &self.row
    }
}

/// Stores new games in the caller's transaction, in one statement; a game
/// whose id is already stored is left as it is.
pub async fn start_games(tx: &mut Tx<'_>, games: &[&GameStart]) -> sqlx::Result<()> {
    if games.is_empty() {
        return Ok(());
    }
    let sql = rows::marked_for(
        Backend::of(tx),
        format!(
            "INSERT INTO games (id, student_id, game_id, game_type, duration, game_mode, focus, \
             started_at, time_factor) VALUES {} ON CONFLICT (id) DO NOTHING",
            rows::placeholders(games.len(), 9)
        ),
    );
    let mut query = sqlx::query(&sql);
    for start in games {
        let game = &start.row;
        query = query
            .bind(&game.id)
            .bind(&game.student_id)
            .bind(&game.game_id)
            .bind(&game.game_type)
            .bind(game.duration)
            .bind(&start.game_mode)
            .bind(&game.focus)
            .bind(game.started_at)
            .bind(game.time_factor);
    }
    query.execute(&mut **tx).await?;
    Ok(())
}

/// The games of `ids`, read in the writer's transaction, by id.
pub async fn games_in(tx: &mut Tx<'_>, ids: &[&str]) -> sqlx::Result<HashMap<String, GameRow>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = rows::marked_for(
        Backend::of(tx),
        format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE id IN {}",
            rows::placeholders(1, ids.len())
        ),
    );
    let mut query = sqlx::query_as(&sql);
    for id in ids {
        query = query.bind(*id);
    }
    let games: Vec<GameRow> = query.fetch_all(&mut **tx).await?;
    Ok(games
        .into_iter()
        .map(|game| (game.id.clone(), game))
        .collect())
}

/// The game `id`, started as `start` the first time the id is seen; `None`
/// when it is new and the library has no such game. Returns the row, which
/// may belong to someone else if the id was taken: the caller checks.
pub async fn game_or_start(
    db: &Db,
    id: &str,
    start: &NewGame<'_>,
) -> sqlx::Result<Option<GameRow>> {
    if let Some(game) = game(db, id).await? {
        return Ok(Some(game));
    }
    let Some(library) = library_game(db, start.game_id).await? else {
        return Ok(None);
    };
    let allowance = people::time_allowance(db, start.student_id).await?;
    let mut tx = db.write().begin().await?;
    start_games(&mut tx, &[&GameStart::new(id, start, &library, allowance)]).await?;
    let stored = sqlx::query_as(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"))
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(Some(stored))
}

/// Ends a game with its players, once: a second save of the same game is
/// refused by the `finished_at IS NULL` condition.
pub async fn finish_game(
    db: &Db,
    id: &str,
    players: &str,
    total_points: i64,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE games SET finished_at = $1, players = $2, total_points = $3 \
         WHERE id = $4 AND finished_at IS NULL",
    )
    .bind(now_millis())
    .bind(players)
    .bind(total_points)
    .bind(id)
    .execute(db.write())
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The best total of a student's finished games of a type and duration.
pub async fn highscore(
    db: &Db,
    student_id: &str,
    game_type: &str,
    duration: i64,
) -> sqlx::Result<i64> {
    let best: Option<i64> = sqlx::query_scalar(
        "SELECT MAX(total_points) FROM games WHERE student_id = $1 AND game_type = $2 \
         AND duration = $3 AND finished_at IS NOT NULL",
    )
    .bind(student_id)
    .bind(game_type)
    .bind(duration)
    .fetch_one(db.read())
    .await?;
    Ok(best.unwrap_or(0))
}

/// The unfinished games of `students` started since `since`.
pub async fn unfinished_since(
    db: &Db,
    students: &[&str],
    since: i64,
) -> sqlx::Result<Vec<GameRow>> {
    if students.is_empty() {
        return Ok(Vec::new());
    }
    let sql = rows::marked_for(
        db.backend(),
        format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE finished_at IS NULL AND started_at > $1 \
             AND student_id IN {}",
            rows::placeholders_from(2, 1, students.len())
        ),
    );
    let mut query = sqlx::query_as(&sql).bind(since);
    for student in students {
        query = query.bind(*student);
    }
    query.fetch_all(db.read()).await
}

/// The questions asked so far in each of `games`, by game; packed
/// (db/packed.rs), as a card's read takes a class's games at once.
pub async fn asked_in_games(
    db: &Db,
    games: &[&str],
) -> sqlx::Result<HashMap<String, HashSet<String>>> {
    let mut asked: HashMap<String, HashSet<String>> = HashMap::new();
    if games.is_empty() {
        return Ok(asked);
    }
    let sql = packed::select(
        db.backend(),
        "game_summary_id, question_id",
        &format!(
            "SELECT game_summary_id, question_id FROM asked_questions \
             WHERE game_summary_id IN {}",
            rows::placeholders(1, games.len())
        ),
    );
    let mut query = sqlx::query_scalar(&sql);
    for game in games {
        query = query.bind(*game);
    }
    let found: Vec<(String, String)> = packed::fetch("asked_questions", query, db.read()).await?;
    for (game, question) in found {
        asked.entry(game).or_default().insert(question);
    }
    Ok(asked)
}

/// A question asked in a game, to record.
#[derive(Debug, Clone)]
pub struct NewAsked {
    pub game_summary_id: String,
    pub question_id: String,
    pub student_id: String,
    pub difficulty: String,
    pub asked_at: i64,
    /// The game, while it may not be stored yet: stored with the ask.
    pub start: Option<GameStart>,
}

/// Records asked questions in one statement, in the caller's
/// transaction, and returns those recorded now, by (game, question): a
/// question asked again in the same game is not recorded twice.
pub async fn record_asked(
    tx: &mut Tx<'_>,
    asked: &[&NewAsked],
) -> sqlx::Result<HashSet<(String, String)>> {
    if asked.is_empty() {
        return Ok(HashSet::new());
    }
    let sql = rows::marked_for(
        Backend::of(tx),
        format!(
            "INSERT INTO asked_questions (game_summary_id, question_id, student_id, difficulty, \
             asked_at) VALUES {} ON CONFLICT DO NOTHING RETURNING game_summary_id, question_id",
            rows::placeholders(asked.len(), 5)
        ),
    );
    let mut query = sqlx::query_as(&sql);
    for one in asked {
        query = query
            .bind(&one.game_summary_id)
            .bind(&one.question_id)
            .bind(&one.student_id)
            .bind(&one.difficulty)
            .bind(one.asked_at);
    }
    let recorded: Vec<(String, String)> = query.fetch_all(&mut **tx).await?;
    Ok(recorded.into_iter().collect())
}

/// An asked question, claimed for answering.
#[derive(Debug, Clone, FromRow)]
pub struct Claimed {
    pub asked_at: i64,
    pub difficulty: String,
}

/// A question asked in a game, to claim: (game, question, student).
pub type AskKey<'a> = (&'a str, &'a str, &'a str);

/// Marks an asked question answered, inside the answering transaction. Only
/// one caller ever gets `Some`: the condition and the update are one
/// statement.
pub async fn claim_asked(
    tx: &mut Tx<'_>,
    asked: AskKey<'_>,
    answered_at: i64,
) -> sqlx::Result<Option<Claimed>> {
    let mut claimed = claim_all(tx, &[asked], answered_at).await?;
    Ok(claimed.remove(&(asked.0.to_string(), asked.1.to_string())))
}

/// [`claim_asked`] for several asks in one statement: the claims made, by
/// (game, question). An ask already answered, or never made, is not among
/// them.
pub async fn claim_all(
    tx: &mut Tx<'_>,
    asked: &[AskKey<'_>],
    answered_at: i64,
) -> sqlx::Result<HashMap<(String, String), Claimed>> {
    if asked.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = rows::marked_for(
        Backend::of(tx),
        format!(
            "UPDATE asked_questions SET answered_at = $1 WHERE answered_at IS NULL \
             AND (game_summary_id, question_id, student_id) IN {} \
             RETURNING game_summary_id, question_id, asked_at, difficulty",
            rows::in_rows(2, asked.len(), 3)
        ),
    );
    let mut query = sqlx::query_as(&sql).bind(answered_at);
    for (game, question, student) in asked {
        query = query.bind(*game).bind(*question).bind(*student);
    }
    let claimed: Vec<(String, String, i64, String)> = query.fetch_all(&mut **tx).await?;
    Ok(claimed
        .into_iter()
        .map(|(game, question, asked_at, difficulty)| {
            let claim = Claimed {
                asked_at,
                difficulty,
            };
            ((game, question), claim)
        })
        .collect())
}

/// A question asked and answered offline, in a game.
pub struct AnsweredOffline<'a> {
    pub game_summary_id: &'a str,
    pub question_id: &'a str,
    pub student_id: &'a str,
    pub difficulty: &'a str,
    pub asked_at: i64,
    pub answered_at: i64,
}

/// Records a question asked and answered offline, once: false when the
/// game already has it (asked online, or answered before).
pub async fn record_answered_offline(
    tx: &mut Tx<'_>,
    asked: &AnsweredOffline<'_>,
) -> sqlx::Result<bool> {
    let inserted = sqlx::query(
        "INSERT INTO asked_questions (game_summary_id, question_id, student_id, difficulty, \
         asked_at, answered_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
    )
    .bind(asked.game_summary_id)
    .bind(asked.question_id)
    .bind(asked.student_id)
    .bind(asked.difficulty)
    .bind(asked.asked_at)
    .bind(asked.answered_at)
    .execute(&mut **tx)
    .await?;
    Ok(inserted.rows_affected() == 1)
}

/// When the game's latest answer was given, read in the writer's
/// transaction; `None` before its first.
pub async fn last_answered_at(tx: &mut Tx<'_>, game_summary_id: &str) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar("SELECT MAX(answered_at) FROM asked_questions WHERE game_summary_id = $1")
        .bind(game_summary_id)
        .fetch_one(&mut **tx)
        .await
}

/// Whether the game has ended, read in the writer's transaction.
pub async fn game_finished(tx: &mut Tx<'_>, id: &str) -> sqlx::Result<bool> {
    let finished: Option<Option<i64>> =
        sqlx::query_scalar("SELECT finished_at FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut **tx)
            .await?;
    Ok(matches!(finished, Some(Some(_))))
}

/// Whether the question was asked in the game at all (answered or not).
pub async fn was_asked(db: &Db, game_summary_id: &str, question_id: &str) -> sqlx::Result<bool> {
    let found: Option<String> = sqlx::query_scalar(
        "SELECT question_id FROM asked_questions WHERE game_summary_id = $1 AND question_id = $2",
    )
    .bind(game_summary_id)
    .bind(question_id)
    .fetch_optional(db.write())
    .await?;
    Ok(found.is_some())
}
