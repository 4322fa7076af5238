//! The game library, games, and the questions asked in each game.

use std::collections::HashSet;

use plytime_shared::api::game::{GameMode, LibraryGame};
use plytime_shared::game::time_allowance::playing_seconds;
use sqlx::FromRow;

use super::{Db, now_millis, people};

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
}

const GAME_COLUMNS: &str = "id, student_id, game_id, game_type, duration, focus, started_at, \
     finished_at, players, time_factor";

pub async fn game(db: &Db, id: &str) -> sqlx::Result<Option<GameRow>> {
    sqlx::query_as(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"))
        .bind(id)
        .fetch_optional(db.read())
        .await
}

/// The game `id`, started as the library game `game_id` the first time the
/// id is seen; `None` when it is new and the library has no such game.
/// Returns the row, which may belong to someone else if the id was taken:
/// the caller checks. Every ask of a game comes here, so the common case
/// (the game exists) is one read, without the library.
pub async fn game_or_start(
    db: &Db,
    id: &str,
    student_id: &str,
    game_id: &str,
    focus: &[String],
    started_at: i64,
) -> sqlx::Result<Option<GameRow>> {
    if let Some(game) = game(db, id).await? {
        return Ok(Some(game));
    }
    let Some(library) = library_game(db, game_id).await? else {
        return Ok(None);
    };
    start_game(db, id, student_id, &library, focus, started_at)
        .await
        .map(Some)
}

/// Inserts the game unless a game of that id already exists, and reads
/// back whichever is stored.
async fn start_game(
    db: &Db,
    id: &str,
    student_id: &str,
    library: &LibraryRow,
    focus: &[String],
    started_at: i64,
) -> sqlx::Result<GameRow> {
    let focus = serde_json::to_string(focus).unwrap_or_else(|_| "[]".into());
    let allowance = people::time_allowance(db, student_id).await?;
    sqlx::query(
        "INSERT INTO games (id, student_id, game_id, game_type, duration, game_mode, focus, \
         started_at, time_factor) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(id)
    .bind(student_id)
    .bind(&library.id)
    .bind(&library.game_type)
    .bind(library.duration)
    .bind(&library.game_mode)
    .bind(focus)
    .bind(started_at)
    .bind(allowance.factor())
    .execute(db.write())
    .await?;
    sqlx::query_as(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"))
        .bind(id)
        .fetch_one(db.write())
        .await
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

/// The questions a student has met lately, for choosing the next one.
#[derive(Debug, Default)]
pub struct MetLately {
    /// Asked in this game.
    pub in_game: HashSet<String>,
    /// Answered since the time asked about, in any game.
    pub answered: HashSet<String>,
}

/// [`MetLately`] in one round trip: the engine reads it on every ask.
pub async fn met_lately(
    db: &Db,
    game_summary_id: &str,
    student_id: &str,
    answered_since: i64,
) -> sqlx::Result<MetLately> {
    let rows: Vec<(String, i64)> = sqlx::query_as(
        "SELECT question_id, CAST(1 AS BIGINT) FROM asked_questions WHERE game_summary_id = $1 \
         UNION ALL \
         SELECT question_id, CAST(0 AS BIGINT) FROM answers \
         WHERE student_id = $2 AND answered_at > $3",
    )
    .bind(game_summary_id)
    .bind(student_id)
    .bind(answered_since)
    .fetch_all(db.read())
    .await?;
    let mut met = MetLately::default();
    for (question_id, in_game) in rows {
        if in_game == 1 {
            met.in_game.insert(question_id);
        } else {
            met.answered.insert(question_id);
        }
    }
    Ok(met)
}

/// A question asked in a game, to record.
#[derive(Debug, Clone)]
pub struct NewAsked {
    pub game_summary_id: String,
    pub question_id: String,
    pub student_id: String,
    pub difficulty: String,
    pub asked_at: i64,
}

/// Records a question as asked; asking it again in the same game changes
/// nothing.
pub async fn record_asked(db: &Db, asked: &NewAsked) -> sqlx::Result<()> {
    record_asked_together(db, std::slice::from_ref(asked)).await
}

/// Records several asked questions in one statement (and so one commit);
/// fails as a whole.
pub async fn record_asked_together(db: &Db, asked: &[NewAsked]) -> sqlx::Result<()> {
    if asked.is_empty() {
        return Ok(());
    }
    let rows: Vec<String> = (0..asked.len())
        .map(|row| {
            let first = row * 5;
            format!(
                "(${}, ${}, ${}, ${}, ${})",
                first + 1,
                first + 2,
                first + 3,
                first + 4,
                first + 5
            )
        })
        .collect();
    let sql = format!(
        "INSERT INTO asked_questions (game_summary_id, question_id, student_id, difficulty, \
         asked_at) VALUES {} ON CONFLICT DO NOTHING",
        rows.join(", ")
    );
    let mut query = sqlx::query(&sql);
    for one in asked {
        query = query
            .bind(&one.game_summary_id)
            .bind(&one.question_id)
            .bind(&one.student_id)
            .bind(&one.difficulty)
            .bind(one.asked_at);
    }
    query.execute(db.write()).await?;
    Ok(())
}

/// An asked question, claimed for answering.
#[derive(Debug, Clone, FromRow)]
pub struct Claimed {
    pub asked_at: i64,
    pub difficulty: String,
}

/// Marks an asked question answered, inside the answering transaction. Only
/// one caller ever gets `Some`: the condition and the update are one
/// statement.
pub async fn claim_asked(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    game_summary_id: &str,
    question_id: &str,
    student_id: &str,
    answered_at: i64,
) -> sqlx::Result<Option<Claimed>> {
    sqlx::query_as(
        "UPDATE asked_questions SET answered_at = $1 WHERE game_summary_id = $2 \
         AND question_id = $3 AND student_id = $4 AND answered_at IS NULL \
         RETURNING asked_at, difficulty",
    )
    .bind(answered_at)
    .bind(game_summary_id)
    .bind(question_id)
    .bind(student_id)
    .fetch_optional(&mut **tx)
    .await
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
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
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
pub async fn last_answered_at(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    game_summary_id: &str,
) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar("SELECT MAX(answered_at) FROM asked_questions WHERE game_summary_id = $1")
        .bind(game_summary_id)
        .fetch_one(&mut **tx)
        .await
}

/// Whether the game has ended, read in the writer's transaction.
pub async fn game_finished(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
) -> sqlx::Result<bool> {
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
