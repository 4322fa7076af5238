//! A student's performance: the current hierarchy of scores and the weekly
//! trend.

use std::collections::{BTreeMap, HashMap};

use chrono::{Datelike, Duration, TimeZone, Utc};
use plytime_shared::api::content::QuestionStats;
use plytime_shared::api::review::{EndcodeScore, PerformanceNode, TrendStat};
use plytime_shared::game::clock::{DAY_MILLIS, WEEK_MILLIS};
use plytime_shared::game::estimate::{Estimate, borrowed};

use crate::db::content::hierarchy::{self, EndcodeRow, NodeRow};
use crate::db::content::{Level, stats};
use crate::db::scores::EndcodeEstimates;
use crate::db::{Db, answers, now_millis, scores};
use crate::game::engine;

/// Trend: the current week and this many before it…
const TREND_PAST_WEEKS: i64 = 3;
/// …each snapshot taking the endcodes practised in this many weeks.
const TREND_WINDOW_WEEKS: i64 = 9;

/// Monday 00:00 UTC of the week holding `millis`.
fn week_start(millis: i64) -> i64 {
    let day = Utc
        .timestamp_millis_opt(millis)
        .single()
        .unwrap_or_else(Utc::now)
        .date_naive();
    let monday = day - Duration::days(i64::from(day.weekday().num_days_from_monday()));
    monday
        .and_hms_opt(0, 0, 0)
        .map(|time| time.and_utc().timestamp_millis())
        .unwrap_or(millis)
}

struct Scores {
    current: f64,
    previous: f64,
    recent: i64,
    total: i64,
}

fn node(
    row: &NodeRow,
    stats: &QuestionStats,
    scores: Scores,
    children: Vec<PerformanceNode>,
) -> PerformanceNode {
    PerformanceNode {
        _id: row.id.clone(),
        name: row.name.clone(),
        min: stats.min_score,
        max: stats.max_score,
        current_score: scores.current,
        previous_score: scores.previous,
        recent_answer_count: scores.recent,
        answer_count: scores.total,
        description: None,
        priority: None,
        uncertainty: None,
        children,
    }
}

/// A parent's scores: the mean of its children's, and their answers summed.
fn from_children(children: &[PerformanceNode]) -> Scores {
    let count = children.len().max(1) as f64;
    Scores {
        current: children
            .iter()
            .map(|child| child.current_score)
            .sum::<f64>()
            / count,
        previous: children
            .iter()
            .map(|child| child.previous_score)
            .sum::<f64>()
            / count,
        recent: children.iter().map(|child| child.recent_answer_count).sum(),
        total: children.iter().map(|child| child.answer_count).sum(),
    }
}

/// The student's own numbers behind the endcodes' scores.
struct Progress {
    estimates: EndcodeEstimates,
    /// Each endcode's score when this week began.
    before_week: HashMap<String, f64>,
    /// Each endcode's answers in the last seven days.
    recent: HashMap<String, i64>,
    /// Each endcode's answers ever.
    total: HashMap<String, i64>,
    /// The moment estimates are aged to before one is borrowed: the start
    /// of the day, so the picture holds still between two reads rather
    /// than drifting by the milliseconds between them (an answer today
    /// counts as fresh).
    aged_to: i64,
}

impl Progress {
    async fn load(db: &Db, student: &str, now: i64) -> sqlx::Result<Progress> {
        let estimates = scores::endcode_estimates(db, student).await?;
        let before_week = answers::scores_before(db, student, week_start(now))
            .await?
            .into_iter()
            .map(|point| (point.endcode_id, point.endcode_score_after))
            .collect();
        let mut recent: HashMap<String, i64> = HashMap::new();
        for point in answers::score_history(db, student, now - WEEK_MILLIS).await? {
            *recent.entry(point.endcode_id).or_default() += 1;
        }
        let total = answers::counts_by_endcode(db, student)
            .await?
            .into_iter()
            .collect();
        Ok(Progress {
            estimates,
            before_week,
            recent,
            total,
            aged_to: now - now.rem_euclid(DAY_MILLIS),
        })
    }

    /// An endcode's scores; where the student has none yet, the estimate
    /// the engine plays them at there: borrowed from their topic, theme or
    /// subject (docs/games.md).
    fn endcode(&self, endcode: &EndcodeRow, theme_id: &str, subject: Estimate) -> Scores {
        let id = endcode.id.as_str();
        let unmet = || {
            let relatives = self.estimates.values().map(|e| e.relative(self.aged_to));
            borrowed(&endcode.topic_id, theme_id, relatives, subject).score
        };
        let current = self.estimates.get(id).map(|estimate| estimate.score);
        let current = current.unwrap_or_else(unmet);
        Scores {
            current,
            previous: self.before_week.get(id).copied().unwrap_or(current),
            recent: self.recent.get(id).copied().unwrap_or(0),
            total: self.total.get(id).copied().unwrap_or(0),
        }
    }
}

fn group(rows: Vec<NodeRow>) -> BTreeMap<String, Vec<NodeRow>> {
    let mut grouped: BTreeMap<String, Vec<NodeRow>> = BTreeMap::new();
    for row in rows {
        grouped.entry(row.parent_id.clone()).or_default().push(row);
    }
    grouped
}

/// The student's scores through the content hierarchy, as
/// `GET /api/student/{student_id}/current_stats` describes them.
pub async fn current(db: &Db, student: &str) -> sqlx::Result<Vec<PerformanceNode>> {
    let mut question_stats = HashMap::new();
    for level in [Level::Subject, Level::Theme, Level::Topic, Level::Endcode] {
        question_stats.insert(level, stats::question_stats(db, level, None).await?);
    }
    let progress = Progress::load(db, student, now_millis()).await?;
    let themes = group(hierarchy::nodes(db, Level::Theme, None).await?);
    let topics = group(hierarchy::nodes(db, Level::Topic, None).await?);
    let mut endcodes: BTreeMap<String, Vec<_>> = BTreeMap::new();
    for endcode in hierarchy::all_endcodes(db).await? {
        endcodes
            .entry(endcode.topic_id.clone())
            .or_default()
            .push(endcode);
    }
    let stats_of = |level: Level, id: &str| question_stats[&level].get(id).cloned();

    let mut tree = Vec::new();
    for subject in hierarchy::nodes(db, Level::Subject, None).await? {
        let Some(subject_stats) = stats_of(Level::Subject, &subject.id) else {
            continue;
        };
        let subject_estimate =
            engine::subject_estimate(db, student, &subject.id, progress.aged_to).await?;
        let mut theme_nodes = Vec::new();
        for theme in themes.get(&subject.id).into_iter().flatten() {
            let Some(theme_stats) = stats_of(Level::Theme, &theme.id) else {
                continue;
            };
            let mut topic_nodes = Vec::new();
            for topic in topics.get(&theme.id).into_iter().flatten() {
                let Some(topic_stats) = stats_of(Level::Topic, &topic.id) else {
                    continue;
                };
                let endcode_nodes: Vec<PerformanceNode> = endcodes
                    .get(&topic.id)
                    .into_iter()
                    .flatten()
                    .filter_map(|endcode| {
                        let endcode_stats = stats_of(Level::Endcode, &endcode.id)?;
                        let scores = progress.endcode(endcode, &theme.id, subject_estimate);
                        let row = NodeRow {
                            id: endcode.id.clone(),
                            name: endcode.name.clone(),
                            parent_id: topic.id.clone(),
                        };
                        let mut leaf = node(&row, &endcode_stats, scores, Vec::new());
                        leaf.description = Some(endcode.description.clone());
                        leaf.priority = Some(endcode.priority);
                        Some(leaf)
                    })
                    .collect();
                topic_nodes.push(node(
                    topic,
                    &topic_stats,
                    from_children(&endcode_nodes),
                    endcode_nodes,
                ));
            }
            theme_nodes.push(node(
                theme,
                &theme_stats,
                from_children(&topic_nodes),
                topic_nodes,
            ));
        }
        let mut subject_node = node(
            &subject,
            &subject_stats,
            from_children(&theme_nodes),
            theme_nodes,
        );
        subject_node.uncertainty = Some(subject_estimate.uncertainty);
        tree.push(subject_node);
    }
    Ok(tree)
}

/// The student's weekly snapshots, as
/// `GET /api/student/{student_id}/trend_stats` describes them.
pub async fn trend(db: &Db, student: &str) -> sqlx::Result<Vec<TrendStat>> {
    let current_week = week_start(now_millis());
    let first_week = current_week - TREND_PAST_WEEKS * WEEK_MILLIS;
    let history =
        answers::score_history(db, student, first_week - TREND_WINDOW_WEEKS * WEEK_MILLIS).await?;
    let snapshots = (0..=TREND_PAST_WEEKS)
        .map(|week| {
            let start = first_week + week * WEEK_MILLIS;
            let end = start + WEEK_MILLIS;
            let window_start = end - TREND_WINDOW_WEEKS * WEEK_MILLIS;
            let mut latest: BTreeMap<&str, f64> = BTreeMap::new();
            for point in history
                .iter()
                .filter(|p| p.answered_at >= window_start && p.answered_at < end)
            {
                latest.insert(&point.endcode_id, point.endcode_score_after);
            }
            TrendStat {
                timestamp: crate::time::iso(start),
                scores: latest
                    .into_iter()
                    .map(|(endcode, score)| EndcodeScore {
                        endcode: endcode.to_string(),
                        score,
                    })
                    .collect(),
            }
        })
        .collect();
    Ok(snapshots)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weeks_start_on_monday_midnight_utc() {
        // Sunday 22 November 2026, 15:00 UTC.
        let sunday = Utc
            .with_ymd_and_hms(2026, 11, 22, 15, 0, 0)
            .unwrap()
            .timestamp_millis();
        let monday = Utc
            .with_ymd_and_hms(2026, 11, 16, 0, 0, 0)
            .unwrap()
            .timestamp_millis();
        assert_eq!(week_start(sunday), monday);
        assert_eq!(week_start(monday), monday);
    }
}
