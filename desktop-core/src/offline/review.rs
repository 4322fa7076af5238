//! Reading and reviewing answers without the server. The answers the
//! review screens have read are kept (the last few weeks of them); offline
//! they are shown for the window asked for, with the review flags set
//! since, which wait in the queue like answers do.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use plytime_shared::api::errors::Success;
use plytime_shared::api::operations as ops;
use plytime_shared::api::review::ReviewUpdate;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::player::Refusal;
use super::{Offline, ok, refusal};
use crate::error::DesktopError;
use crate::session::ApiResponse;
use crate::store::queue::ItemKind;

/// Answers older than this are not kept to read offline.
const KEEP_ANSWERS_FOR: Duration = Duration::weeks(8);
/// The window the server shows when none is asked for.
const DEFAULT_WINDOW: Duration = Duration::weeks(1);

/// A review flag waiting for the server.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct QueuedReview {
    pub answer_id: String,
    #[serde(flatten)]
    pub update: ReviewUpdate,
}

/// The route a student's answers are read from, and the key they are
/// kept under.
fn answers_key(student_id: &str) -> String {
    ops::review::LIST_ANSWERS.path_below_api(&[student_id])
}

/// Every `answers_key`, as an SQL `LIKE` pattern (a test checks the two
/// agree).
const ANSWERS_KEYS: &str = "student/%/answers";

/// The student's id in a path of their answers.
pub(super) fn answers_of(path: &str) -> Option<&str> {
    let parameters = ops::review::LIST_ANSWERS.route().parameters_of(path)?;
    parameters.first().copied()
}

fn utc(text: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text)
        .ok()
        .map(|at| at.with_timezone(&Utc))
}

fn answered_at(record: &Value) -> Option<DateTime<Utc>> {
    utc(record["timestamp"].as_str()?)
}

fn query_time(query: &[(String, String)], name: &str) -> Option<DateTime<Utc>> {
    let (_, value) = query.iter().find(|(key, _)| key == name)?;
    utc(value)
}

/// The kept answers with a newly read list laid over them: the server's
/// copy of an answer wins, answers from other windows stay, the oldest go.
fn merged(kept: Option<Value>, fresh: &Value, now: DateTime<Utc>) -> Value {
    let mut by_id: HashMap<String, Value> = HashMap::new();
    let lists = kept.iter().chain(std::iter::once(fresh));
    for record in lists.filter_map(Value::as_array).flatten() {
        if let Some(id) = record["_id"].as_str() {
            by_id.insert(id.to_string(), record.clone());
        }
    }
    let mut records: Vec<Value> = by_id
        .into_values()
        .filter(|record| answered_at(record).is_some_and(|at| now - at < KEEP_ANSWERS_FOR))
        .collect();
    records.sort_by_key(|record| std::cmp::Reverse(answered_at(record)));
    Value::Array(records)
}

impl Offline {
    /// Keeps the answers a review screen has just read.
    pub(super) fn keep_answers(&self, student_id: &str, fresh: &Value) -> Result<(), DesktopError> {
        let key = answers_key(student_id);
        let kept = self.store.kept_response(&key)?;
        self.store
            .keep_response(&key, &merged(kept, fresh, Utc::now()))
    }

    /// The kept answers in the window asked for (a week up to now unless
    /// said otherwise), newest first, with the flags waiting in the queue;
    /// `None` when nothing was kept.
    pub(super) fn kept_answers(
        &self,
        student_id: &str,
        query: &[(String, String)],
    ) -> Result<Option<ApiResponse>, DesktopError> {
        let Some(kept) = self.store.kept_response(&answers_key(student_id))? else {
            return Ok(None);
        };
        let now = Utc::now();
        let since = query_time(query, "since_date_iso").unwrap_or(now - DEFAULT_WINDOW);
        let until = query_time(query, "to_date_iso");
        let mut flags: HashMap<String, ReviewUpdate> = HashMap::new();
        for item in self.store.queued(ItemKind::Review, student_id)? {
            if let Ok(review) = serde_json::from_value::<QueuedReview>(item.body) {
                flags.insert(review.answer_id, review.update);
            }
        }
        let in_window = |record: &&Value| {
            answered_at(record)
                .is_some_and(|at| at >= since && until.is_none_or(|until| at < until))
        };
        let records: Vec<Value> = kept
            .as_array()
            .into_iter()
            .flatten()
            .filter(in_window)
            .map(|record| {
                let mut record = record.clone();
                if let Some(flag) = record["_id"].as_str().and_then(|id| flags.get(id)) {
                    record["reviewed"] = Value::Bool(flag.reviewed || flag.help_requested);
                    record["help_requested"] = Value::Bool(flag.help_requested);
                }
                record
            })
            .collect();
        Ok(Some(ok(records)))
    }

    /// Queues a review flag for an answer the app has kept; the server
    /// applies it (and any token it turns real) once it is back.
    pub(super) fn review(
        &self,
        answer_id: &str,
        update: ReviewUpdate,
    ) -> Result<ApiResponse, DesktopError> {
        let holding = self.store.kept_list_holding(ANSWERS_KEYS, answer_id)?;
        let Some(student_id) = holding.as_deref().and_then(answers_of) else {
            return Ok(refusal(Refusal {
                status: 404,
                message: "This answer can be reviewed when the connection is back.".into(),
            }));
        };
        let review = QueuedReview {
            answer_id: answer_id.to_string(),
            update,
        };
        let body = serde_json::to_value(&review).unwrap_or(Value::Null);
        // Every change is its own item, sent in order: the last one wins.
        let item_id = uuid::Uuid::new_v4().to_string();
        self.store
            .enqueue(ItemKind::Review, &item_id, student_id, &body)?;
        Ok(ok(Success::YES))
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn answer(id: &str, days_ago: i64, now: DateTime<Utc>) -> Value {
        json!({"_id": id, "timestamp": (now - Duration::days(days_ago)).to_rfc3339(),
            "reviewed": false})
    }

    #[test]
    fn a_fresh_read_replaces_its_answers_and_keeps_the_other_windows() {
        let now = Utc::now();
        let kept = json!([answer("old-window", 10, now), answer("a", 1, now)]);
        let mut newer_a = answer("a", 1, now);
        newer_a["reviewed"] = json!(true);
        let fresh = json!([answer("b", 0, now), newer_a]);
        let merged = merged(Some(kept), &fresh, now);
        let ids: Vec<&str> = merged
            .as_array()
            .unwrap()
            .iter()
            .map(|record| record["_id"].as_str().unwrap())
            .collect();
        assert_eq!(ids, ["b", "a", "old-window"], "newest first");
        assert_eq!(merged[1]["reviewed"], true, "the server's copy wins");
    }

    #[test]
    fn answers_older_than_the_kept_weeks_are_dropped() {
        let now = Utc::now();
        let fresh = json!([answer("recent", 55, now), answer("ancient", 57, now)]);
        assert_eq!(
            merged(None, &fresh, now),
            json!([answer("recent", 55, now)])
        );
    }

    #[test]
    fn only_the_answers_route_names_a_student() {
        assert_eq!(answers_of("student/ada/answers"), Some("ada"));
        assert_eq!(answers_of(&answers_key("ada")), Some("ada"));
        assert_eq!(ANSWERS_KEYS.replace('%', "ada"), answers_key("ada"));
        assert_eq!(answers_of("student/answer/a1"), None);
        assert_eq!(answers_of("student/ada/mixes"), None);
    }
}
