//! The slots offered to a parent (`POST availability`): the free slots of
//! the subject's tutors at the preferred times, each with the best-ranked
//! tutor who has it.

use std::collections::{HashMap, HashSet};

use plytime_shared::api::subscriptions::{PreferredTime, TutorSlot};
use plytime_shared::schedule::matching::{self, Candidate, FreeSlot};
use plytime_shared::schedule::slots::{ApproxTime, is_day};
use plytime_shared::validation::given;

use super::{NO_SUCH_REFERRAL, NOT_TAKING_BOOKINGS};
use crate::db::matching::{self as queries, Bookable, Wanted};
use crate::db::{Db, admin_variables, now_millis};
use crate::error::{AppError, AppResult};

/// Whose slots a parent may choose from.
pub enum Restriction<'a> {
    Anyone,
    Tutor(&'a str),
    Referral(&'a str),
}

impl<'a> Restriction<'a> {
    /// Restricted to one tutor when the parent ticked "only this tutor"
    /// (the UI then sends the tutor's id); a referral code alone is only
    /// recorded.
    pub fn of(tutor_id: Option<&'a str>) -> Restriction<'a> {
        match given(tutor_id) {
            Some(tutor) => Restriction::Tutor(tutor),
            None => Restriction::Anyone,
        }
    }

    /// The one tutor allowed, if any. An unknown referral code is an error,
    /// and so is the code of a tutor who cannot be booked now.
    pub async fn tutor<'e, E>(&self, executor: E, bookable: Bookable) -> AppResult<Option<String>>
    where
        E: sqlx::Executor<'e, Database = sqlx::Any>,
    {
        match self {
            Restriction::Anyone => Ok(None),
            Restriction::Tutor(id) => Ok(Some(id.to_string())),
            Restriction::Referral(code) => {
                match queries::referral_tutor(executor, code, bookable).await? {
                    Some((tutor, true)) => Ok(Some(tutor)),
                    Some((_, false)) => Err(AppError::Conflict(NOT_TAKING_BOOKINGS.into())),
                    None => Err(AppError::NotFound(NO_SUCH_REFERRAL.into())),
                }
            }
        }
    }
}

/// A referral code the parent gave must be one we issued, of a tutor who
/// can be booked, even when it only goes on record; an empty one is no
/// code.
pub async fn check_referral_code(db: &Db, code: Option<&str>, bookable: Bookable) -> AppResult<()> {
    match given(code) {
        Some(code) => Restriction::Referral(code)
            .tutor(db.read(), bookable)
            .await
            .map(|_| ()),
        None => Ok(()),
    }
}

pub fn preferences(wishes: &[PreferredTime]) -> AppResult<Vec<(i64, ApproxTime)>> {
    if wishes.iter().any(|wish| !is_day(wish.day)) {
        return Err(AppError::bad_request(
            "availability: Days run from 0 (Monday) to 6 (Sunday)",
        ));
    }
    Ok(wishes
        .iter()
        .map(|wish| (wish.day, wish.approx_time))
        .collect())
}

/// The subject's tutors, best first, and their free slots, read on
/// `connection` (inside the booking transaction when booking).
pub async fn ranked_free_slots(
    connection: &mut sqlx::AnyConnection,
    db: &Db,
    subject_id: &str,
    tutor_id: Option<&str>,
    wanted: Wanted<'_>,
    bookable: Bookable,
) -> AppResult<(Vec<Candidate>, Vec<FreeSlot>)> {
    let now = now_millis();
    let thresholds = admin_variables::get(db).await?;
    let candidates =
        queries::candidates(&mut *connection, subject_id, tutor_id, bookable, now).await?;
    let ranked = matching::rank(
        candidates,
        thresholds.minimumCapacity,
        thresholds.desiredCapacity,
    );
    let free = queries::free_slots(
        &mut *connection,
        subject_id,
        tutor_id,
        wanted,
        bookable,
        now,
    )
    .await?;
    Ok((ranked, free))
}

/// Tutors read per query at first; each further query reads twice as many.
const FIRST_BATCH: usize = 16;

/// The free slots the offer needs, read a batch of tutors at a time in
/// rank order until every wanted time has a tutor (docs/scheduling.md,
/// "Reading only what the offer needs"). A time found in one batch is never
/// bettered by a later, lower-ranked one, so the offer is the one reading
/// every slot would give; when tutors have plenty of free time the first
/// batch usually covers the week.
async fn free_slots_best_first(
    connection: &mut sqlx::AnyConnection,
    subject_id: &str,
    ranked: &[Candidate],
    preferences: &[(i64, ApproxTime)],
    now: i64,
) -> AppResult<Vec<FreeSlot>> {
    let wanted = matching::wanted_count(preferences);
    let mut covered = HashSet::new();
    let mut free = Vec::new();
    let mut batch = FIRST_BATCH;
    let mut rest = ranked;
    while !rest.is_empty() && covered.len() < wanted {
        let (these, later) = rest.split_at(batch.min(rest.len()));
        let tutors: Vec<&str> = these.iter().map(|each| each.tutor_id.as_str()).collect();
        let wanted_times = Wanted::Parts(preferences);
        let slots =
            queries::free_slots_of_tutors(&mut *connection, subject_id, &tutors, wanted_times, now)
                .await?;
        covered.extend(slots.iter().map(|slot| (slot.day_of_week, slot.time)));
        free.extend(slots);
        rest = later;
        batch *= 2;
    }
    Ok(free)
}

pub async fn offer(
    db: &Db,
    subject_id: &str,
    restriction: Restriction<'_>,
    wishes: &[PreferredTime],
    bookable: Bookable,
) -> AppResult<Vec<TutorSlot>> {
    let preferences = preferences(wishes)?;
    let tutor = restriction.tutor(db.read(), bookable).await?;
    let mut connection = db.read().acquire().await?;
    let now = now_millis();
    let thresholds = admin_variables::get(db).await?;
    let candidates = queries::candidates(
        &mut *connection,
        subject_id,
        tutor.as_deref(),
        bookable,
        now,
    );
    let ranked = matching::rank(
        candidates.await?,
        thresholds.minimumCapacity,
        thresholds.desiredCapacity,
    );
    let free = free_slots_best_first(&mut connection, subject_id, &ranked, &preferences, now);
    let free = free.await?;
    let names: HashMap<String, String> = queries::tutor_names(&mut *connection, subject_id)
        .await?
        .into_iter()
        .collect();
    Ok(matching::best_slots(&ranked, free, &preferences)
        .into_iter()
        .map(|slot| TutorSlot {
            _id: slot.slot_id,
            tutor_name: names.get(&slot.tutor_id).cloned().unwrap_or_default(),
            tutor_id: slot.tutor_id,
            day_of_week: slot.day_of_week,
            time: slot.time,
        })
        .collect())
}
