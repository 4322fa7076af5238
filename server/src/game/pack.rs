//! Content packs: what a desktop keeps to play a subject offline. A pack
//! carries the answers, so it goes only to someone who may play as the
//! student, and the desktop stores it sealed.

use std::collections::{HashMap, HashSet};

use plytime_shared::api::game::NO_QUESTIONS;
use plytime_shared::api::sync::{ContentPack, PackEndcode, PackEstimate, PackQuestion};

use super::engine::{self, RECENT_MILLIS};
use crate::db::content::{hierarchy, questions};
use crate::db::{Db, answers, json, now_millis, people, scores};
use crate::error::{AppError, AppResult};
use crate::time::iso;

pub async fn content_pack(db: &Db, student_id: &str, subject_id: &str) -> AppResult<ContentPack> {
    let priorities: HashMap<String, i64> =
        hierarchy::playable_endcodes(db, &[subject_id.to_string()])
            .await?
            .into_iter()
            .filter(|endcode| endcode.subject_id == subject_id)
            .map(|endcode| (endcode.id, endcode.priority))
            .collect();
    if priorities.is_empty() {
        return Err(AppError::NotFound(NO_QUESTIONS.into()));
    }
    let rows = questions::live_in_subject(db, subject_id).await?;
    let mut seen = HashSet::new();
    let endcodes: Vec<PackEndcode> = rows
        .iter()
        .filter(|row| seen.insert(row.endcode_id.clone()))
        .map(|row| PackEndcode {
            _id: row.endcode_id.clone(),
            topic_id: row.topic_id.clone(),
            theme_id: row.theme_id.clone(),
            subject_id: row.subject_id.clone(),
            priority: priorities.get(&row.endcode_id).copied().unwrap_or(0),
        })
        .collect();
    let estimates = scores::endcode_estimates(db, student_id)
        .await?
        .into_values()
        .filter(|estimate| priorities.contains_key(&estimate.endcode_id))
        .map(|estimate| PackEstimate {
            endcode_id: estimate.endcode_id,
            score: estimate.score,
            uncertainty: estimate.uncertainty,
            answer_count: estimate.answer_count,
            last_answered_at: iso(estimate.last_answered_at),
        })
        .collect();
    let now = now_millis();
    let subject = engine::subject_estimate(db, student_id, subject_id, now).await?;
    Ok(ContentPack {
        student_id: student_id.to_string(),
        subject_id: subject_id.to_string(),
        issued_at: iso(now),
        subject_level: subject.score,
        subject_uncertainty: Some(subject.uncertainty),
        endcodes,
        questions: rows
            .into_iter()
            .map(|row| {
                Ok(PackQuestion {
                    lines: json::decode("questions.lines", &row.lines)?,
                    answers: json::decode("questions.answers", &row.answers)?,
                    _id: row.id,
                    reference: row.reference,
                    endcode_id: row.endcode_id,
                    score: row.score,
                    measured_score: row.measured_score,
                    measured_count: row.measured_count,
                    maximum_time: row.maximum_time,
                    standard_time: row.standard_time,
                })
            })
            .collect::<sqlx::Result<_>>()?,
        estimates,
        recently_answered: answers::recently_answered(db, student_id, now - RECENT_MILLIS).await?,
        time_allowance: people::time_allowance(db, student_id).await?,
    })
}
