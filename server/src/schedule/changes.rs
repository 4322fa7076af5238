//! Moving and handing over sessions: one occurrence, or a subscription's
//! weekly slot or tutor from now on.

use plytime_shared::api::sessions::{SUBSTITUTE_FAILED, WeeklyReschedule};
use plytime_shared::api::subscriptions::ChosenSlot;
use plytime_shared::schedule::matching::{
    Candidate, FreeSlot, tutor_for_all, why_no_tutor_for_all,
};
use plytime_shared::schedule::occurrences::{london_slot, occurrence_in_week_of};
use plytime_shared::schedule::slots::{is_day, is_slot_time};
use plytime_shared::schedule::status::SessionStatus;

use crate::conflicts::{Conflict, or_conflict};
use crate::db::availability::{self, SlotState};
use crate::db::matching::{Bookable, Wanted};
use crate::db::now_millis;
use crate::db::session_views::{self, SessionRow};
use crate::db::sessions::{self, Replacement};
use crate::db::subscriptions::{self, Released, SubscriptionRow};
use crate::db::{Db, Tx};
use crate::error::{AppError, AppResult};
use crate::state::AppState;
use crate::subscriptions::offer::ranked_free_slots;

const QUARTER_HOUR: i64 = 15 * 60_000;

pub const NOT_IN_FUTURE: &str = "The new time must be in the future";
pub const NOT_A_QUARTER_HOUR: &str = "Sessions start on the hour or at 15, 30 or 45 minutes past";
/// A move or substitution lands only on a time in the tutor's weekly
/// availability, so that every view of it (and the capacity counts) sees it.
pub const NOT_IN_AVAILABILITY: &str =
    "The tutor is not available at that time: choose a time from their weekly availability";
pub const ALREADY_CANCELLED: &str = "This session is cancelled already";
pub const NO_SUBSTITUTE: &str = "No other tutor is free at that time";
pub const NO_SUCH_WEEKLY_SESSION: &str = "The subscription has no session at that day and time";

pub const TOOK_PLACE: &str = "This session took place: a session both attended cannot be rescheduled, cancelled or \
     substituted";

/// A session that took place stays on record as it happened: one to come,
/// or one missed, can be changed; one ended as Attended cannot.
pub async fn ensure_changeable(db: &Db, row: &SessionRow) -> AppResult<()> {
    if session_views::status(db, row).await? == SessionStatus::Attended {
        return Err(AppError::Conflict(TOOK_PLACE.into()));
    }
    Ok(())
}

/// Moves one session to `starts_at` (epoch ms) with the same tutor.
pub async fn reschedule_one(
    state: &AppState,
    old: &SessionRow,
    starts_at: i64,
) -> AppResult<String> {
    let now = now_millis();
    if starts_at <= now {
        return Err(AppError::bad_request(NOT_IN_FUTURE));
    }
    if starts_at % QUARTER_HOUR != 0 {
        return Err(AppError::bad_request(NOT_A_QUARTER_HOUR));
    }
    let ends_at = starts_at + old.session_length * 60_000;
    let mut tx = state.db.write().begin().await?;
    for quarter in (starts_at..ends_at).step_by(QUARTER_HOUR as usize) {
        let slot = london_slot(quarter);
        let state =
            availability::slot_state(&mut tx, &old.tutor_id, slot, Some(&old.booking_id), now)
                .await?;
        match state {
            SlotState::Free => {}
            SlotState::Held => return Err(Conflict::TutorBusy.error()),
            SlotState::NotOffered => {
                return Err(AppError::Conflict(NOT_IN_AVAILABILITY.into()));
            }
        }
    }
    if sessions::tutor_busy(&mut tx, &old.tutor_id, starts_at, ends_at, &old.id).await? {
        return Err(Conflict::TutorBusy.error());
    }
    let id = replace(
        &mut tx,
        old,
        Replacement::Rescheduled,
        starts_at,
        &old.tutor_id,
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

async fn replace(
    tx: &mut Tx<'_>,
    old: &SessionRow,
    how: Replacement,
    starts_at: i64,
    tutor_id: &str,
) -> AppResult<String> {
    if !sessions::cancel_one(tx, &old.id, Some(how)).await? {
        return Err(AppError::Conflict(ALREADY_CANCELLED.into()));
    }
    // The database has the last word on overlaps (two moves at once).
    let inserted = sessions::insert_replacement(tx, old, starts_at, tutor_id).await;
    or_conflict(inserted, Conflict::TutorBusy)
}

/// Other tutors first by whether the student has had them, then by rank.
fn by_preference(ranked: Vec<Candidate>, former: &[String], except: &str) -> Vec<Candidate> {
    let mut others: Vec<(usize, Candidate)> = ranked
        .into_iter()
        .filter(|candidate| candidate.tutor_id != except)
        .enumerate()
        .collect();
    others.sort_by_key(|(rank, candidate)| {
        let had = former.iter().position(|tutor| *tutor == candidate.tutor_id);
        (had.unwrap_or(usize::MAX), *rank)
    });
    others.into_iter().map(|(_, candidate)| candidate).collect()
}

/// Hands one session to another tutor of the subject who is free then,
/// preferring one the student has had before.
pub async fn substitute_one(state: &AppState, old: &SessionRow) -> AppResult<String> {
    let (day, time) = london_slot(old.starts_at);
    let mut tx = state.db.write().begin().await?;
    let wanted = Wanted::Exactly(&[(day, time)]);
    let (ranked, free) = ranked_free_slots(
        &mut tx,
        &state.db,
        &old.subject_id,
        None,
        wanted,
        Bookable::today(state.config.dbs_policy()),
    )
    .await?;
    let former = sessions::former_tutors(&mut tx, &old.student_id).await?;
    let ends_at = old.ends_at();
    for candidate in by_preference(ranked, &former, &old.tutor_id) {
        let has_slot = free.iter().any(|slot: &FreeSlot| {
            slot.tutor_id == candidate.tutor_id && slot.day_of_week == day && slot.time == time
        });
        if has_slot
            && !sessions::tutor_busy(
                &mut tx,
                &candidate.tutor_id,
                old.starts_at,
                ends_at,
                &old.id,
            )
            .await?
        {
            let id = replace(
                &mut tx,
                old,
                Replacement::Substituted,
                old.starts_at,
                &candidate.tutor_id,
            )
            .await?;
            tx.commit().await?;
            return Ok(id);
        }
    }
    Err(AppError::Conflict(NO_SUBSTITUTE.into()))
}

/// Moves a subscription's weekly slot from now on, with the same tutor.
pub async fn reschedule_weekly(
    state: &AppState,
    subscription: &SubscriptionRow,
    request: &WeeklyReschedule,
) -> AppResult<()> {
    if !is_day(request.new_day_of_week) || !is_slot_time(request.new_time) {
        return Err(AppError::bad_request(NOT_A_QUARTER_HOUR));
    }
    let tutor = subscription
        .tutor_id
        .clone()
        .ok_or_else(|| AppError::NotFound(NO_SUCH_WEEKLY_SESSION.into()))?;
    let mut tx = state.db.write().begin().await?;
    let slot = (request.new_day_of_week, request.new_time);
    if availability::slot_state(&mut tx, &tutor, slot, None, now_millis()).await?
        == SlotState::NotOffered
    {
        return Err(AppError::Conflict(NOT_IN_AVAILABILITY.into()));
    }
    let moved = subscriptions::release_booking_at(
        &mut tx,
        &subscription.id,
        request.old_day_of_week,
        request.old_time,
    )
    .await?
    .ok_or_else(|| AppError::NotFound(NO_SUCH_WEEKLY_SESSION.into()))?;
    let slot = ChosenSlot {
        day_of_week: request.new_day_of_week,
        time: request.new_time,
    };
    // The plan's length, never the caller's: a longer one would hold (and
    // hide) quarter hours nobody paid for.
    let length = plytime_shared::api::subscriptions::SESSION_LENGTH;
    let booked =
        subscriptions::insert_bookings(&mut tx, &subscription.id, &tutor, &[slot], length).await;
    let booked = or_conflict(booked, Conflict::WeeklyTimeTaken)?;
    sessions::cancel_future_of_bookings(
        &mut tx,
        std::slice::from_ref(&moved),
        Replacement::Rescheduled,
    )
    .await?;
    let new_slot = (request.new_day_of_week, request.new_time);
    for new in &booked {
        keep_one_off_moves(&mut tx, &moved, new, new_slot).await?;
    }
    tx.commit().await?;
    super::generate_for(&state.db, &subscription.id).await?;
    Ok(())
}

/// A one-off move of an occurrence of `old` (a booking let go) stands for
/// its week: `new`, which takes over at `slot`, adds no session that week,
/// so that no week gains one (docs/scheduling.md). The moved session keeps
/// its time and tutor.
async fn keep_one_off_moves(
    tx: &mut Tx<'_>,
    old: &str,
    new: &str,
    (day_of_week, time): (i64, i64),
) -> sqlx::Result<()> {
    for (moved, occurrence) in sessions::standing_one_offs(tx, old).await? {
        let Some(instead) = occurrence_in_week_of(&occurrence, day_of_week, time) else {
            continue;
        };
        sessions::withhold_occurrence(tx, &moved, new, &instead.date, instead.starts_at).await?;
    }
    Ok(())
}

/// Gives the whole subscription to another tutor who is free at all its
/// weekly times, preferring one the student has had before.
pub async fn substitute_subscription(
    state: &AppState,
    subscription: &SubscriptionRow,
) -> AppResult<()> {
    let failed = || AppError::Conflict(SUBSTITUTE_FAILED.into());
    let current = subscription.tutor_id.clone().ok_or_else(failed)?;
    let mut tx = state.db.write().begin().await?;
    let slots = subscriptions::active_slots(&mut tx, &subscription.id).await?;
    if slots.is_empty() {
        return Err(failed());
    }
    let chosen: Vec<(i64, i64)> = slots.iter().map(|s| (s.day_of_week, s.time)).collect();
    let wanted = Wanted::Exactly(&chosen);
    let (ranked, free) = ranked_free_slots(
        &mut tx,
        &state.db,
        &subscription.subject_id,
        None,
        wanted,
        Bookable::today(state.config.dbs_policy()),
    )
    .await?;
    let former = sessions::former_tutors(&mut tx, &subscription.student_id).await?;
    let preferred = by_preference(ranked, &former, &current);
    let tutor = tutor_for_all(&preferred, &free, &chosen)
        .map(|candidate| candidate.tutor_id.clone())
        .ok_or_else(|| AppError::Conflict(why_no_tutor_for_all(&preferred, &free, &chosen)))?;
    let old_bookings = subscriptions::release_bookings(&mut tx, &subscription.id).await?;
    let length = plytime_shared::api::subscriptions::SESSION_LENGTH;
    let new_bookings =
        subscriptions::insert_bookings(&mut tx, &subscription.id, &tutor, &slots, length).await?;
    subscriptions::set_tutor(&mut tx, &subscription.id, &tutor).await?;
    let old_ids = Released::ids(&old_bookings);
    sessions::cancel_future_of_bookings(&mut tx, &old_ids, Replacement::Substituted).await?;
    for old in &old_bookings {
        let slot = (old.day_of_week, old.time);
        // The new tutor's booking of the same weekly time.
        let successor = chosen.iter().position(|at| *at == slot);
        if let Some(new) = successor.and_then(|at| new_bookings.get(at)) {
            keep_one_off_moves(&mut tx, &old.id, new, slot).await?;
        }
    }
    tx.commit().await?;
    super::generate_for(&state.db, &subscription.id).await?;
    Ok(())
}
