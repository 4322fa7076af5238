//! Subjects, themes, topics and endcodes: the named levels above questions.

use sqlx::FromRow;

use super::Level;
use crate::db::constraints::{Constraint, unless_broken};
use crate::db::{Db, json, now_millis};

#[derive(Debug, Clone, FromRow)]
pub struct NodeRow {
    pub id: String,
    pub name: String,
    /// The parent's id; empty for subjects.
    pub parent_id: String,
}

#[derive(Debug, Clone, FromRow)]
pub struct EndcodeRow {
    pub id: String,
    pub name: String,
    pub topic_id: String,
    pub subject_id: String,
    pub description: String,
    pub help_videos: String,
    pub priority: i64,
}

impl EndcodeRow {
    pub fn help_videos(&self) -> sqlx::Result<Vec<String>> {
        json::decode("endcodes.help_videos", &self.help_videos)
    }
}

fn select_nodes(level: Level) -> String {
    let parent = level.parent_column().unwrap_or("''");
    format!(
        "SELECT id, name, {parent} AS parent_id FROM {}",
        level.table()
    )
}

pub async fn node(db: &Db, level: Level, id: &str) -> sqlx::Result<Option<NodeRow>> {
    sqlx::query_as(&format!("{} WHERE id = $1", select_nodes(level)))
        .bind(id)
        .fetch_optional(db.read())
        .await
}

/// The children of `parent` (every subject when `level` is Subject), by name.
pub async fn nodes(db: &Db, level: Level, parent: Option<&str>) -> sqlx::Result<Vec<NodeRow>> {
    match (level.parent_column(), parent) {
        (Some(column), Some(parent)) => {
            sqlx::query_as(&format!(
                "{} WHERE {column} = $1 ORDER BY name",
                select_nodes(level)
            ))
            .bind(parent)
            .fetch_all(db.read())
            .await
        }
        _ => {
            sqlx::query_as(&format!("{} ORDER BY name", select_nodes(level)))
                .fetch_all(db.read())
                .await
        }
    }
}

/// Inserts a subject, theme or topic; `None` when a sibling has the name.
pub async fn insert_node<'e, E>(
    executor: E,
    level: Level,
    parent: Option<&str>,
    name: &str,
) -> sqlx::Result<Option<String>>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let id = uuid::Uuid::new_v4().to_string();
    let result = match level.parent_column() {
        Some(column) => {
            sqlx::query(&format!(
                "INSERT INTO {} (id, {column}, name, created_at) VALUES ($1, $2, $3, $4)",
                level.table()
            ))
            .bind(&id)
            .bind(parent.unwrap_or_default())
            .bind(name.trim())
            .bind(now_millis())
            .execute(executor)
            .await
        }
        None => {
            sqlx::query("INSERT INTO subjects (id, name, created_at) VALUES ($1, $2, $3)")
                .bind(&id)
                .bind(name.trim())
                .bind(now_millis())
                .execute(executor)
                .await
        }
    };
    Ok(unless_broken(result, Constraint::names_among(level))?.map(|_| id))
}

/// What an update found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Saved {
    Done,
    NotFound,
    NameTaken,
}

fn saved(result: sqlx::Result<sqlx::any::AnyQueryResult>, level: Level) -> sqlx::Result<Saved> {
    Ok(
        match unless_broken(result, Constraint::names_among(level))? {
            None => Saved::NameTaken,
            Some(done) if done.rows_affected() == 0 => Saved::NotFound,
            Some(_) => Saved::Done,
        },
    )
}

pub async fn rename_node(db: &Db, level: Level, id: &str, name: &str) -> sqlx::Result<Saved> {
    let result = sqlx::query(&format!(
        "UPDATE {} SET name = $1 WHERE id = $2",
        level.table()
    ))
    .bind(name.trim())
    .bind(id)
    .execute(db.write())
    .await;
    saved(result, level)
}

const ENDCODE_COLUMNS: &str = "id, name, topic_id, subject_id, description, help_videos, priority";

pub async fn endcode(db: &Db, id: &str) -> sqlx::Result<Option<EndcodeRow>> {
    sqlx::query_as(&format!(
        "SELECT {ENDCODE_COLUMNS} FROM endcodes WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(db.read())
    .await
}

pub async fn endcodes_of(db: &Db, topic_id: &str) -> sqlx::Result<Vec<EndcodeRow>> {
    sqlx::query_as(&format!(
        "SELECT {ENDCODE_COLUMNS} FROM endcodes WHERE topic_id = $1 ORDER BY name"
    ))
    .bind(topic_id)
    .fetch_all(db.read())
    .await
}

pub struct EndcodeFields<'a> {
    pub name: &'a str,
    pub description: &'a str,
    pub help_videos: &'a [String],
    pub priority: i64,
}

pub fn videos_json(videos: &[String]) -> String {
    serde_json::to_string(videos).unwrap_or_else(|_| "[]".into())
}

pub async fn insert_endcode<'e, E>(
    executor: E,
    topic_id: &str,
    fields: &EndcodeFields<'_>,
) -> sqlx::Result<Option<String>>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let id = uuid::Uuid::new_v4().to_string();
    let result = sqlx::query(
        "INSERT INTO endcodes (id, topic_id, name, description, help_videos, priority, \
         created_at, subject_id) \
         SELECT $1, $2, $3, $4, $5, $6, $7, th.subject_id \
         FROM topics tp JOIN themes th ON th.id = tp.theme_id WHERE tp.id = $2",
    )
    .bind(&id)
    .bind(topic_id)
    .bind(fields.name.trim())
    .bind(fields.description.trim())
    .bind(videos_json(fields.help_videos))
    .bind(fields.priority)
    .bind(now_millis())
    .execute(executor)
    .await;
    Ok(unless_broken(result, Constraint::names_among(Level::Endcode))?.map(|_| id))
}

pub async fn update_endcode<'e, E>(
    executor: E,
    id: &str,
    fields: &EndcodeFields<'_>,
) -> sqlx::Result<Saved>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let result = sqlx::query(
        "UPDATE endcodes SET name = $1, description = $2, help_videos = $3, priority = $4 \
         WHERE id = $5",
    )
    .bind(fields.name.trim())
    .bind(fields.description.trim())
    .bind(videos_json(fields.help_videos))
    .bind(fields.priority)
    .bind(id)
    .execute(executor)
    .await;
    saved(result, Level::Endcode)
}

pub async fn all_endcodes(db: &Db) -> sqlx::Result<Vec<EndcodeRow>> {
    sqlx::query_as(&format!("SELECT {ENDCODE_COLUMNS} FROM endcodes"))
        .fetch_all(db.read())
        .await
}

/// An endcode a game may draw from, with what choosing among them needs.
#[derive(Debug, Clone, FromRow)]
pub struct PlayableEndcode {
    pub id: String,
    pub topic_id: String,
    pub theme_id: String,
    pub subject_id: String,
    pub priority: i64,
    /// The range of its live questions' difficulties as the engine uses
    /// them.
    pub min_score: f64,
    pub max_score: f64,
}

/// The endcodes under any of `focus` (ids of subjects, themes, topics or
/// endcodes) that have at least one live question.
pub async fn playable_endcodes(db: &Db, focus: &[String]) -> sqlx::Result<Vec<PlayableEndcode>> {
    if focus.is_empty() {
        return Ok(Vec::new());
    }
    let placeholders: Vec<String> = (1..=focus.len()).map(|i| format!("${i}")).collect();
    let list = placeholders.join(", ");
    let score = super::questions::in_use_score_sql();
    let sql = format!(
        "SELECT e.id, tp.id AS topic_id, th.id AS theme_id, th.subject_id, e.priority, \
         MIN({score}) AS min_score, MAX({score}) AS max_score FROM endcodes e \
         JOIN topics tp ON tp.id = e.topic_id JOIN themes th ON th.id = tp.theme_id \
         JOIN questions q ON q.endcode_id = e.id AND q.status = 'live' \
         WHERE th.subject_id IN ({list}) OR th.id IN ({list}) OR tp.id IN ({list}) \
         OR e.id IN ({list}) \
         GROUP BY e.id, tp.id, th.id, th.subject_id, e.priority"
    );
    let mut query = sqlx::query_as::<_, PlayableEndcode>(&sql);
    for id in focus {
        query = query.bind(id);
    }
    query.fetch_all(db.read()).await
}

/// Subjects that have live questions, for the game setup screen.
pub async fn playable_subjects(db: &Db) -> sqlx::Result<Vec<NodeRow>> {
    sqlx::query_as(
        "SELECT s.id, s.name, '' AS parent_id FROM subjects s WHERE EXISTS (SELECT 1 FROM \
         questions q JOIN endcodes e ON e.id = q.endcode_id JOIN topics tp ON tp.id = e.topic_id \
         JOIN themes th ON th.id = tp.theme_id WHERE th.subject_id = s.id AND q.status = 'live') \
         ORDER BY s.name",
    )
    .fetch_all(db.read())
    .await
}

/// Whether every id names a subject, theme, topic or endcode.
pub async fn all_exist(db: &Db, ids: &[String]) -> sqlx::Result<bool> {
    for id in ids {
        let found: i64 = sqlx::query_scalar(
            "SELECT (SELECT COUNT(*) FROM subjects WHERE id = $1) + \
             (SELECT COUNT(*) FROM themes WHERE id = $1) + \
             (SELECT COUNT(*) FROM topics WHERE id = $1) + \
             (SELECT COUNT(*) FROM endcodes WHERE id = $1)",
        )
        .bind(id)
        .fetch_one(db.read())
        .await?;
        if found == 0 {
            return Ok(false);
        }
    }
    Ok(true)
}
