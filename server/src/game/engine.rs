//! The adaptive engine (docs/games.md): picks an endcode within the focus,
//! weighted towards weaker, higher-priority and less recently practised
//! ones, then the live question whose score is nearest the student's level
//! there plus the difficulty's offset, avoiding questions seen recently.

use chrono::Datelike;
use plytime_shared::api::game::{AskRequest, BANK_EXHAUSTED, NO_QUESTIONS};
use plytime_shared::game::choice::{self, EndcodeStanding, InFocus, NoChoice};
use plytime_shared::game::clock::{DAY_MILLIS, days_between};
use plytime_shared::game::estimate::{Estimate, Neighbours};
use plytime_shared::game::level::{DEFAULT_LEVEL, on_track_score};
use rand::Rng;

use super::content_cache::ContentCache;
use super::players::Card;
use crate::db::content::hierarchy::PlayableEndcode;
use crate::db::content::questions::Candidate;
use crate::db::scores::{self, EndcodeEstimate, EndcodeEstimates};
use crate::db::{Db, now_millis, people};
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
    Ok(on_track_estimate(year, now))
}

/// Where a child of `school_year` is taken to be before any answer, at
/// `now`.
pub fn on_track_estimate(school_year: i64, now: i64) -> Estimate {
    let month = chrono::DateTime::from_timestamp_millis(now)
        .unwrap_or_else(chrono::Utc::now)
        .month();
    Estimate::new(on_track_score(school_year, month))
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
/// [`plytime_shared::game::choice::choose`] over the child's card, and
/// notes it as asked in the game there.
pub async fn choose(
    db: &Db,
    content: &ContentCache,
    card: &Card,
    request: &AskRequest,
) -> AppResult<Choice> {
    let focus = content.focus(db, &request.focus).await?;
    let now = now_millis();
    let mut playing = card.playing();
    let subjects: Vec<(&str, Estimate)> = focus
        .subjects
        .iter()
        .map(|subject| (subject.as_str(), playing.subject_estimate(subject, now)))
        .collect();
    let standing = Standing {
        estimates: &playing.endcodes,
        neighbours: Neighbours::of(
            playing
                .endcodes
                .values()
                .map(|estimate| estimate.relative(now)),
        ),
        subjects: &subjects,
        now,
    };
    let in_focus = focus
        .playable
        .iter()
        .map(|endcode| InFocus {
            endcode_id: &endcode.id,
            standing: standing.of(endcode),
            // Empty when the endcode's last question stopped being live
            // between the two reads of the focus.
            questions: focus
                .candidates
                .get(&endcode.id)
                .map(|questions| questions.iter().collect())
                .unwrap_or_default(),
        })
        .collect();
    let recently = now - RECENT_MILLIS;
    let seen =
        |candidate: &Candidate| playing.met(&request.game_summary_id, &candidate.id, recently);
    let mut rng = rand::thread_rng();
    let chosen = choice::choose(
        in_focus,
        &request.endcodes_to_exclude,
        request.difficulty,
        seen,
        Candidate::in_use,
        || rng.r#gen(),
    );
    let chosen = match chosen {
        Ok(chosen) => Choice {
            question_id: chosen.question.id.clone(),
            endcode_id: chosen.endcode_id.to_string(),
        },
        Err(NoChoice::NothingInFocus) => return Err(AppError::NotFound(NO_QUESTIONS.into())),
        Err(NoChoice::AllAsked) => return Err(AppError::Conflict(BANK_EXHAUSTED.into())),
    };
    playing.asked(&request.game_summary_id, &chosen.question_id);
    Ok(chosen)
}

/// What the engine knows of the student when choosing.
struct Standing<'a> {
    estimates: &'a EndcodeEstimates,
    /// The estimates pooled for the endcodes not met yet to borrow from.
    neighbours: Neighbours<'a>,
    /// The child's estimate in each subject of the focus: a focus has a
    /// subject or two, so a list is found in faster than a map.
    subjects: &'a [(&'a str, Estimate)],
    now: i64,
}

impl Standing<'_> {
    /// What choosing among endcodes knows of one.
    fn of(&self, endcode: &PlayableEndcode) -> EndcodeStanding {
        let subject = self.subject(&endcode.subject_id);
        let own = self.estimates.get(&endcode.id);
        EndcodeStanding {
            level: self.level_in(endcode, own, subject),
            subject_level: subject.score,
            priority: endcode.priority,
            min_score: endcode.min_score,
            max_score: endcode.max_score,
            days_since_practised: own
                .map(|estimate| days_between(estimate.last_answered_at, self.now)),
        }
    }

    fn subject(&self, subject_id: &str) -> Estimate {
        self.subjects
            .iter()
            .find(|(id, _)| *id == subject_id)
            .map(|(_, estimate)| *estimate)
            .unwrap_or_else(|| Estimate::new(DEFAULT_LEVEL))
    }

    /// The student's level in an endcode: `own` estimate there, or
    /// borrowed from their topic, theme or `subject`.
    fn level_in(
        &self,
        endcode: &PlayableEndcode,
        own: Option<&EndcodeEstimate>,
        subject: Estimate,
    ) -> f64 {
        match own {
            Some(estimate) => estimate.score,
            None => {
                self.neighbours
                    .borrowed(&endcode.topic_id, &endcode.theme_id, subject)
                    .score
            }
        }
    }
}
