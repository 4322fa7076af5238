//! Builds the admin views of the hierarchy levels: each node with its
//! question statistics, descendant counts and children.

use std::collections::HashMap;

use plytime_shared::api::content::{
    AdminEndcode, AdminSubject, AdminTheme, AdminTopic, Named, QuestionStats,
};

use crate::db::Db;
use crate::db::content::Level;
use crate::db::content::hierarchy::{self, EndcodeRow, NodeRow};
use crate::db::content::stats::{self, DescendantCounts};

fn children_by_parent(children: Vec<NodeRow>) -> HashMap<String, Vec<Named>> {
    let mut grouped: HashMap<String, Vec<Named>> = HashMap::new();
    for child in children {
        grouped.entry(child.parent_id).or_default().push(Named {
            _id: child.id,
            name: child.name,
        });
    }
    grouped
}

/// Statistics, counts and children of the nodes of one level under one
/// parent (or of every subject).
struct LevelData {
    stats: HashMap<String, QuestionStats>,
    counts: HashMap<String, DescendantCounts>,
    children: HashMap<String, Vec<Named>>,
}

impl LevelData {
    async fn load(db: &Db, level: Level, parent: Option<(Level, &str)>) -> sqlx::Result<Self> {
        let stats = stats::question_stats(db, level, parent).await?;
        let counts = stats::descendant_counts(db, level, parent.map(|(_, id)| id)).await?;
        // Subjects list their themes and themes their topics; lower levels
        // have their children fetched on demand.
        let children = match (level, level.child()) {
            (Level::Subject | Level::Theme, Some(child)) => {
                children_by_parent(hierarchy::nodes(db, child, None).await?)
            }
            _ => HashMap::new(),
        };
        Ok(LevelData {
            stats,
            counts,
            children,
        })
    }

    fn stats(&mut self, id: &str) -> QuestionStats {
        self.stats.remove(id).unwrap_or_default()
    }

    fn counts(&self, id: &str) -> DescendantCounts {
        self.counts.get(id).copied().unwrap_or_default()
    }

    fn children(&mut self, id: &str) -> Vec<Named> {
        self.children.remove(id).unwrap_or_default()
    }
}

pub async fn subjects(db: &Db, nodes: Vec<NodeRow>) -> sqlx::Result<Vec<AdminSubject>> {
    let mut data = LevelData::load(db, Level::Subject, None).await?;
    Ok(nodes
        .into_iter()
        .map(|node| {
            let stats = data.stats(&node.id);
            let counts = data.counts(&node.id);
            AdminSubject {
                themes: data.children(&node.id),
                _id: node.id,
                name: node.name,
                min_score: stats.min_score,
                max_score: stats.max_score,
                question_distribution: stats.question_distribution,
                question_count: stats.question_count,
                measured: stats.measured,
                endcode_count: counts.endcode_count,
                topic_count: counts.topic_count,
                theme_count: counts.theme_count,
            }
        })
        .collect())
}

pub async fn themes(
    db: &Db,
    subject_id: &str,
    nodes: Vec<NodeRow>,
) -> sqlx::Result<Vec<AdminTheme>> {
    let mut data = LevelData::load(db, Level::Theme, Some((Level::Subject, subject_id))).await?;
    Ok(nodes
        .into_iter()
        .map(|node| {
            let stats = data.stats(&node.id);
            let counts = data.counts(&node.id);
            AdminTheme {
                topics: data.children(&node.id),
                _id: node.id,
                name: node.name,
                subject: node.parent_id,
                min_score: stats.min_score,
                max_score: stats.max_score,
                question_distribution: stats.question_distribution,
                question_count: stats.question_count,
                measured: stats.measured,
                endcode_count: counts.endcode_count,
                topic_count: counts.topic_count,
            }
        })
        .collect())
}

pub async fn topics(db: &Db, theme_id: &str, nodes: Vec<NodeRow>) -> sqlx::Result<Vec<AdminTopic>> {
    let mut data = LevelData::load(db, Level::Topic, Some((Level::Theme, theme_id))).await?;
    Ok(nodes
        .into_iter()
        .map(|node| {
            let stats = data.stats(&node.id);
            let counts = data.counts(&node.id);
            AdminTopic {
                _id: node.id,
                name: node.name,
                theme: node.parent_id,
                min_score: stats.min_score,
                max_score: stats.max_score,
                question_distribution: stats.question_distribution,
                question_count: stats.question_count,
                measured: stats.measured,
                endcode_count: counts.endcode_count,
            }
        })
        .collect())
}

pub async fn endcodes(
    db: &Db,
    topic_id: &str,
    rows: Vec<EndcodeRow>,
) -> sqlx::Result<Vec<AdminEndcode>> {
    let mut stats =
        stats::question_stats(db, Level::Endcode, Some((Level::Topic, topic_id))).await?;
    rows.into_iter()
        .map(|row| {
            let stats = stats.remove(&row.id).unwrap_or_default();
            Ok(AdminEndcode {
                help_videos: row.help_videos()?,
                _id: row.id,
                name: row.name,
                topic: row.topic_id,
                description: row.description,
                priority: row.priority,
                min_score: stats.min_score,
                max_score: stats.max_score,
                question_distribution: stats.question_distribution,
                question_count: stats.question_count,
                measured: stats.measured,
            })
        })
        .collect()
}
