//! The adaptive engine (docs/games.md): picks an endcode within the focus,
//! weighted towards weaker, higher-priority and less recently practised
//! ones, then the live question whose score is nearest the student's level
//! there plus the difficulty's offset, avoiding questions seen recently.

use std::collections::HashMap;

use chrono::Datelike;
use plytime_shared::api::game::{AskRequest, BANK_EXHAUSTED, NO_QUESTIONS};
use plytime_shared::game::choice::{self, EndcodeStanding, InFocus, NoChoice, Seen};
use plytime_shared::game::clock::{DAY_MILLIS, days_between};
use plytime_shared::game::estimate::{Estimate, borrowed};
use plytime_shared::game::level::{DEFAULT_LEVEL, on_track_score};
use rand::Rng;

use super::content_cache::ContentCache;
use crate::db::content::hierarchy::PlayableEndcode;
use crate::db::content::questions::Candidate;
use crate::db::scores::{self, EndcodeEstimate};
use crate::db::{Db, games, now_millis, people};
use crate::error::{AppError, AppResult};

/// Questions answered within this time are asked again only when nothing
/// else is left.
pub(crate) const RECENT_MILLIS: i64 = 3 * DAY_MILLIS;

/// A student's estimate in a subject at `now`: theirs, or, before any
/// answer, where a child of their school year is on track then.
pub async fn subject_estimate(
    db: &Db,
    student_id: &str,
    subject_id: &str,
    now: i64,
) -> sqlx::Result<Estimate> {
    if let Some(estimate) = scores::subject_estimate(db, student_id, subject_id, now).await? {
        return Ok(estimate);
    }
    let year = people::school_year(db, student_id).await?.unwrap_or(1);
    let month = chrono::DateTime::from_timestamp_millis(now)
        .unwrap_or_else(chrono::Utc::now)
        .month();
    Ok(Estimate::new(on_track_score(year, month)))
}

/// A student's level in a subject now (see [`subject_estimate`]).
pub async fn subject_level(db: &Db, student_id: &str, subject_id: &str) -> sqlx::Result<f64> {
    Ok(subject_estimate(db, student_id, subject_id, now_millis())
        .await?
        .score)
}

pub struct Choice {
    pub question_id: String,
    pub endcode_id: String,
}

/// Chooses the next question for `request` in its game, by the rule in
/// [`plytime_shared::game::choice::choose`] over what the database holds.
pub async fn choose(
    db: &Db,
    content: &ContentCache,
    student_id: &str,
    request: &AskRequest,
) -> AppResult<Choice> {
    let playable = content.playable_endcodes(db, &request.focus).await?;
    let now = now_millis();
    let estimates = scores::endcode_estimates(db, student_id).await?;
    let mut subjects = HashMap::new();
    for endcode in playable.iter() {
        if !subjects.contains_key(&endcode.subject_id) {
            let estimate = subject_estimate(db, student_id, &endcode.subject_id, now).await?;
            subjects.insert(endcode.subject_id.clone(), estimate);
        }
    }
    let candidates = content
        .live_candidates(db, playable.iter().map(|endcode| endcode.id.as_str()))
        .await?;
    let standing = Standing {
        estimates: &estimates,
        subjects: &subjects,
        now,
    };
    let met = games::met_lately(
        db,
        &request.game_summary_id,
        student_id,
        now - RECENT_MILLIS,
    )
    .await?;

    let in_focus = playable
        .iter()
        .map(|endcode| InFocus {
            endcode_id: &endcode.id,
            standing: standing.of(endcode),
            questions: candidates[endcode.id.as_str()].iter().collect(),
        })
        .collect();
    let seen = |candidate: &Candidate| {
        if met.in_game.contains(&candidate.id) {
            Seen::InThisGame
        } else if met.answered.contains(&candidate.id) {
            Seen::Recently
        } else {
            Seen::NotLately
        }
    };
    let mut rng = rand::thread_rng();
    match choice::choose(
        in_focus,
        &request.endcodes_to_exclude,
        request.difficulty,
        seen,
        Candidate::in_use,
        || rng.r#gen(),
    ) {
        Ok(chosen) => Ok(Choice {
            question_id: chosen.question.id.clone(),
            endcode_id: chosen.endcode_id.to_string(),
        }),
        Err(NoChoice::NothingInFocus) => Err(AppError::NotFound(NO_QUESTIONS.into())),
        Err(NoChoice::AllAsked) => Err(AppError::Conflict(BANK_EXHAUSTED.into())),
    }
}

/// What the engine knows of the student when choosing.
struct Standing<'a> {
    estimates: &'a HashMap<String, EndcodeEstimate>,
    subjects: &'a HashMap<String, Estimate>,
    now: i64,
}

impl Standing<'_> {
    /// What choosing among endcodes knows of one.
    fn of(&self, endcode: &PlayableEndcode) -> EndcodeStanding {
        EndcodeStanding {
            level: self.level_in(endcode),
            subject_level: self.subject(&endcode.subject_id).score,
            priority: endcode.priority,
            min_score: endcode.min_score,
            max_score: endcode.max_score,
            days_since_practised: self
                .estimates
                .get(&endcode.id)
                .map(|estimate| days_between(estimate.last_answered_at, self.now)),
        }
    }

    fn subject(&self, subject_id: &str) -> Estimate {
        self.subjects
            .get(subject_id)
            .copied()
            .unwrap_or_else(|| Estimate::new(DEFAULT_LEVEL))
    }

    /// The student's level in an endcode: theirs there, or borrowed from
    /// their topic, theme or subject.
    fn level_in(&self, endcode: &PlayableEndcode) -> f64 {
        match self.estimates.get(&endcode.id) {
            Some(estimate) => estimate.score,
            None => {
                borrowed(
                    &endcode.topic_id,
                    &endcode.theme_id,
                    self.estimates
                        .values()
                        .map(|estimate| estimate.relative(self.now)),
                    self.subject(&endcode.subject_id),
                )
                .score
            }
        }
    }
}
