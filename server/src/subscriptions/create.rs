//! Creating a subscription: held slots, then payment.

use plytime_shared::api::parents::ParentProfile;
use plytime_shared::api::subscriptions::{
    ChosenSlot, NewSubscription, PaymentRedirect, SESSION_LENGTH, sessions_of,
};
use plytime_shared::game::level::relative_offset;
use plytime_shared::schedule::matching::tutor_for_all;
use plytime_shared::schedule::slots::{is_day, is_slot_time};
use plytime_shared::validation::{Problems, field_error};

use super::offer::{self, Restriction, ranked_free_slots};
use super::{HOLD, NO_TUTOR_FOR_ALL};
use crate::conflicts::{Conflict, or_conflict};
use crate::db::content::{Level, hierarchy};
use crate::db::matching::{Bookable, Wanted};
use crate::db::subscriptions::{self, NewSubscriptionRow};
use crate::db::{Tx, bookings, now_millis, products};
use crate::error::{AppError, AppResult};
use crate::payments::{CheckoutRequest, Payments};
use crate::state::AppState;

pub const NO_PAYMENTS: &str = "Payments are not set up on this server";
pub const CHOOSE_A_LEVEL: &str = "Choose a relative level";

/// The number of weekly sessions of a plan, after checking the chosen
/// slots fit it.
pub(super) fn checked_plan(session_option: &str, slots: &[ChosenSlot]) -> Result<i64, Vec<String>> {
    let Some(sessions) = sessions_of(session_option) else {
        return Err(vec![field_error(
            "session_option",
            "Is not one of the choices offered",
        )]);
    };
    let mut problems = Problems::default();
    if slots.len() as i64 != sessions {
        problems.check(
            "slots",
            Err(if sessions == 0 {
                "Platform Only has no tutor sessions"
            } else {
                "Choose as many times as the plan has sessions"
            }),
        );
    }
    let valid = slots
        .iter()
        .all(|slot| is_day(slot.day_of_week) && is_slot_time(slot.time));
    let mut distinct: Vec<(i64, i64)> = slots.iter().map(|s| (s.day_of_week, s.time)).collect();
    distinct.sort_unstable();
    distinct.dedup();
    if !valid || distinct.len() != slots.len() {
        problems.check(
            "slots",
            Err("Each time must be a different quarter hour of the week"),
        );
    }
    problems.finish().map(|()| sessions)
}

/// A return address the payment page may send the parent to: one of our
/// own paths, or an http(s) address.
pub(super) fn return_url(value: &str) -> Result<(), &'static str> {
    let value = value.trim();
    let own_path = value.starts_with('/') && !value.starts_with("//");
    let web = value.starts_with("https://") || value.starts_with("http://");
    if (own_path || web) && !value.chars().any(char::is_whitespace) {
        Ok(())
    } else {
        Err("Must be a web address")
    }
}

/// The best tutor who has every chosen slot free, read inside `tx`.
pub(super) async fn tutor_for(
    tx: &mut Tx<'_>,
    state: &AppState,
    subject_id: &str,
    only: Option<&str>,
    slots: &[ChosenSlot],
) -> AppResult<String> {
    let chosen: Vec<(i64, i64)> = slots.iter().map(|s| (s.day_of_week, s.time)).collect();
    let wanted = Wanted::Exactly(&chosen);
    let (ranked, free) = ranked_free_slots(
        tx,
        &state.db,
        subject_id,
        only,
        wanted,
        Bookable::today(state.config.dbs_policy()),
    )
    .await?;
    tutor_for_all(&ranked, &free, &chosen)
        .map(|candidate| candidate.tutor_id.clone())
        .ok_or_else(|| AppError::Conflict(NO_TUTOR_FOR_ALL.into()))
}

pub(super) async fn book(
    tx: &mut Tx<'_>,
    subscription_id: &str,
    tutor_id: &str,
    slots: &[ChosenSlot],
) -> AppResult<()> {
    let booked =
        subscriptions::insert_bookings(tx, subscription_id, tutor_id, slots, SESSION_LENGTH).await;
    // The partial unique index decides between two parents at one moment.
    or_conflict(booked, Conflict::SlotsTaken).map(|_| ())
}

/// Creates a pending subscription holding the chosen slots and starts the
/// payment that activates it.
pub async fn create(
    state: &AppState,
    parent: &ParentProfile,
    request: &NewSubscription,
) -> AppResult<PaymentRedirect> {
    let Some(student) = parent.students.iter().find(|s| s._id == request.student) else {
        return Err(AppError::forbidden());
    };
    let mut problems = Problems::default();
    problems
        .check(
            "relative_level",
            relative_offset(&request.relative_level)
                .map(|_| ())
                .ok_or(CHOOSE_A_LEVEL),
        )
        .check("success_url", return_url(&request.success_url))
        .check("error_url", return_url(&request.error_url));
    let sessions = match (
        checked_plan(&request.session_option, &request.slots),
        problems.finish(),
    ) {
        (Ok(sessions), Ok(())) => sessions,
        (plan, others) => {
            let mut all = others.err().unwrap_or_default();
            all.extend(plan.err().unwrap_or_default());
            return Err(AppError::BadRequest(all));
        }
    };
    if hierarchy::node(&state.db, Level::Subject, &request.subject)
        .await?
        .is_none()
    {
        return Err(AppError::bad_request(field_error(
            "subject",
            "No such subject",
        )));
    }
    if matches!(state.payments, Payments::Unavailable) {
        return Err(AppError::bad_request(NO_PAYMENTS));
    }
    let weekly_cost = products::weekly_cost(&state.db, sessions)
        .await?
        .ok_or_else(|| AppError::bad_request(field_error("session_option", "Not on sale")))?;
    let bookable = Bookable::today(state.config.dbs_policy());
    offer::check_referral_code(&state.db, request.referral_code.as_deref(), bookable).await?;
    let restriction = Restriction::of(request.tutor_id.as_deref());

    let mut tx = state.db.write().begin().await?;
    bookings::release_expired_holds(&mut tx).await?;
    if subscriptions::live_for(&mut tx, &student._id, &request.subject)
        .await?
        .is_some()
    {
        return Err(Conflict::Subscribed.error());
    }
    let only = restriction.tutor(&mut *tx, bookable).await?;
    let tutor = if sessions > 0 {
        Some(
            tutor_for(
                &mut tx,
                state,
                &request.subject,
                only.as_deref(),
                &request.slots,
            )
            .await?,
        )
    } else {
        None
    };
    let inserted = subscriptions::insert(
        &mut tx,
        NewSubscriptionRow {
            parent_id: &parent._id,
            student_id: &student._id,
            subject_id: &request.subject,
            tutor_id: tutor.as_deref(),
            sessions,
            weekly_cost_in_pence: weekly_cost,
            relative_level: &request.relative_level,
            referral_code: request
                .referral_code
                .as_deref()
                .filter(|c| !c.trim().is_empty()),
            provider: state.payments.name(),
            hold_until: now_millis() + HOLD.as_millis() as i64,
        },
    )
    .await;
    let subscription_id = or_conflict(inserted, Conflict::Subscribed)?;
    if let Some(tutor) = &tutor {
        book(&mut tx, &subscription_id, tutor, &request.slots).await?;
    }
    tx.commit().await?;

    let description = format!(
        "Plytime {} for {}",
        request.session_option, student.first_name
    );
    let payment = CheckoutRequest {
        subscription_id: &subscription_id,
        attempt: subscription_id.clone(),
        customer_email: &parent.email,
        description: &description,
        weekly_pence: weekly_cost,
        success_url: &request.success_url,
        error_url: &request.error_url,
    };
    start_payment(state, payment).await
}

/// Starts the provider's checkout for a pending subscription and keeps its
/// reference. A checkout that cannot start gives the held slots back.
pub(super) async fn start_payment(
    state: &AppState,
    payment: CheckoutRequest<'_>,
) -> AppResult<PaymentRedirect> {
    let subscription_id = payment.subscription_id;
    let (success_url, error_url) = (payment.success_url, payment.error_url);
    let checkout = match state.payments.start_checkout(payment).await {
        Ok(checkout) => checkout,
        Err(error) => {
            subscriptions::cancel(&state.db, subscription_id).await?;
            return Err(AppError::Internal(error));
        }
    };
    subscriptions::set_checkout(
        &state.db,
        subscription_id,
        &checkout.id,
        &checkout.redirect_url,
        success_url,
        error_url,
    )
    .await?;
    Ok(PaymentRedirect {
        redirect_url: checkout.redirect_url,
    })
}
