//! Question statistics per level of the hierarchy: the score distribution
//! behind the admin bar charts, and the counts of descendants.

use std::collections::{BTreeMap, HashMap};

use plytime_shared::api::content::{MeasuredStats, QuestionStats, ScoreCount};
use plytime_shared::game::estimate::MEASURED_AFTER_ANSWERS;
use sqlx::FromRow;

use super::Level;
use crate::db::Db;

/// An endcode and its ancestors, so that rows about it can be summed to
/// any level.
#[derive(Debug, Clone, FromRow)]
struct Ancestors {
    subject_id: String,
    theme_id: String,
    topic_id: String,
    endcode_id: String,
}

/// How many non-archived questions of one endcode sit at one score.
#[derive(Debug, Clone, FromRow)]
struct ScoreRow {
    #[sqlx(flatten)]
    at: Ancestors,
    score: f64,
    occurs: i64,
}

/// A non-archived question the engine knows by its measured difficulty.
#[derive(Debug, Clone, FromRow)]
struct MeasuredRow {
    #[sqlx(flatten)]
    at: Ancestors,
    measured_score: f64,
    measured_count: i64,
}

impl Ancestors {
    fn id_at(&self, level: Level) -> &str {
        match level {
            Level::Subject => &self.subject_id,
            Level::Theme => &self.theme_id,
            Level::Topic => &self.topic_id,
            Level::Endcode => &self.endcode_id,
        }
    }
}

fn ancestor_column(level: Level) -> &'static str {
    match level {
        Level::Subject => "th.subject_id",
        Level::Theme => "tp.theme_id",
        Level::Topic => "e.topic_id",
        Level::Endcode => "q.endcode_id",
    }
}

/// Question statistics of every node of `level` within `within` (a node id
/// at that or a higher level), keyed by node id. Nodes without questions
/// are absent: callers use the default.
pub async fn question_stats(
    db: &Db,
    level: Level,
    within: Option<(Level, &str)>,
) -> sqlx::Result<HashMap<String, QuestionStats>> {
    let filter = within
        .map(|(scope, _)| format!("AND {} = $1", ancestor_column(scope)))
        .unwrap_or_default();
    let select = |columns: &str| {
        format!(
            "SELECT th.subject_id, tp.theme_id, e.topic_id, q.endcode_id, {columns} \
             FROM questions q JOIN endcodes e ON e.id = q.endcode_id \
             JOIN topics tp ON tp.id = e.topic_id JOIN themes th ON th.id = tp.theme_id \
             WHERE q.status <> 'archived'"
        )
    };
    let sql = format!(
        "{} {filter} GROUP BY th.subject_id, tp.theme_id, e.topic_id, q.endcode_id, q.score",
        select("q.score, COUNT(*) AS occurs")
    );
    let mut query = sqlx::query_as::<_, ScoreRow>(&sql);
    if let Some((_, id)) = within {
        query = query.bind(id);
    }
    let rows = query.fetch_all(db.read()).await?;
    let sql = format!(
        "{} AND q.measured_score IS NOT NULL AND q.measured_count >= {MEASURED_AFTER_ANSWERS} \
         {filter}",
        select("q.measured_score, q.measured_count")
    );
    let mut query = sqlx::query_as::<_, MeasuredRow>(&sql);
    if let Some((_, id)) = within {
        query = query.bind(id);
    }
    let mut measured: HashMap<String, MeasuredStats> = HashMap::new();
    for row in query.fetch_all(db.read()).await? {
        let stats = measured
            .entry(row.at.id_at(level).to_string())
            .or_insert(MeasuredStats {
                min_score: row.measured_score,
                max_score: row.measured_score,
                question_count: 0,
                answer_count: 0,
            });
        stats.min_score = stats.min_score.min(row.measured_score);
        stats.max_score = stats.max_score.max(row.measured_score);
        stats.question_count += 1;
        stats.answer_count += row.measured_count;
    }

    let mut by_node: HashMap<String, BTreeMap<i64, (f64, i64)>> = HashMap::new();
    for row in &rows {
        // Keyed by score in thousandths so equal scores from different
        // endcodes merge into one bar.
        let key = (row.score * 1000.0).round() as i64;
        let bar = by_node
            .entry(row.at.id_at(level).to_string())
            .or_default()
            .entry(key)
            .or_default();
        bar.0 = row.score;
        bar.1 += row.occurs;
    }
    Ok(by_node
        .into_iter()
        .map(|(id, bars)| {
            let distribution: Vec<ScoreCount> = bars
                .into_values()
                .map(|(score, occurs)| ScoreCount { score, occurs })
                .collect();
            let stats = QuestionStats {
                min_score: distribution.first().map(|bar| bar.score),
                max_score: distribution.last().map(|bar| bar.score),
                question_count: distribution.iter().map(|bar| bar.occurs).sum(),
                question_distribution: distribution,
                measured: measured.remove(&id),
            };
            (id, stats)
        })
        .collect())
}

/// How many themes, topics and endcodes sit below a node.
#[derive(Debug, Clone, Copy, Default, FromRow)]
pub struct DescendantCounts {
    pub theme_count: i64,
    pub topic_count: i64,
    pub endcode_count: i64,
}

#[derive(FromRow)]
struct CountRow {
    id: String,
    theme_count: i64,
    topic_count: i64,
    endcode_count: i64,
}

/// Descendant counts of every node of `level` (subjects, themes or topics),
/// optionally only the children of `parent`.
pub async fn descendant_counts(
    db: &Db,
    level: Level,
    parent: Option<&str>,
) -> sqlx::Result<HashMap<String, DescendantCounts>> {
    let (from, themes, topics) = match level {
        Level::Subject => (
            "subjects n LEFT JOIN themes th ON th.subject_id = n.id \
             LEFT JOIN topics tp ON tp.theme_id = th.id LEFT JOIN endcodes e ON e.topic_id = tp.id",
            "COUNT(DISTINCT th.id)",
            "COUNT(DISTINCT tp.id)",
        ),
        Level::Theme => (
            "themes n LEFT JOIN topics tp ON tp.theme_id = n.id \
             LEFT JOIN endcodes e ON e.topic_id = tp.id",
            "CAST(0 AS BIGINT)",
            "COUNT(DISTINCT tp.id)",
        ),
        Level::Topic | Level::Endcode => (
            "topics n LEFT JOIN endcodes e ON e.topic_id = n.id",
            "CAST(0 AS BIGINT)",
            "CAST(0 AS BIGINT)",
        ),
    };
    let filter = match (level.parent_column(), parent) {
        (Some(column), Some(_)) => format!("WHERE n.{column} = $1"),
        _ => String::new(),
    };
    let sql = format!(
        "SELECT n.id, {themes} AS theme_count, {topics} AS topic_count, \
         COUNT(DISTINCT e.id) AS endcode_count FROM {from} {filter} GROUP BY n.id"
    );
    let mut query = sqlx::query_as::<_, CountRow>(&sql);
    if let Some(parent) = parent.filter(|_| !filter.is_empty()) {
        query = query.bind(parent);
    }
    Ok(query
        .fetch_all(db.read())
        .await?
        .into_iter()
        .map(|row| {
            let counts = DescendantCounts {
                theme_count: row.theme_count,
                topic_count: row.topic_count,
                endcode_count: row.endcode_count,
            };
            (row.id, counts)
        })
        .collect())
}
