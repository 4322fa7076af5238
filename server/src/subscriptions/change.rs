//! Changing a subscription's plan and weekly times (docs/plan-changes.md).
//! A pending subscription changes in place and still goes to its payment
//! page. A paid one changes at once only when the price and the number of
//! sessions stay; a dearer plan, or more sessions, waits for the family's
//! payment, and a cheaper one for the next renewal, with the new times held
//! meanwhile. Until then the old plan and its sessions stand.

use plytime_shared::Role;
use plytime_shared::api::subscriptions::{
    ChangeTakesEffect, ChosenSlot, PaymentRedirect, SubscriptionChange, change_takes_effect,
    pounds, session_option,
};
use plytime_shared::game::clock::DAY_MILLIS;
use plytime_shared::schedule::status::PAYMENT_COVERS_DAYS;
use plytime_shared::validation::{Problems, field_error};

use super::create::{book, checked_plan, return_url, start_payment, tutor_for};
use super::{HOLD, NO_SUCH_SUBSCRIPTION};
use crate::auth::AuthUser;
use crate::conflicts::{Conflict, or_conflict};
use crate::db::plan_changes::{self, NewPlanChange, WaitsFor};
use crate::db::subscriptions::{self, Released, SubscriptionRow};
use crate::db::{Db, Tx, bookings, now_millis, products, sessions};
use crate::email::Outgoing;
use crate::error::{AppError, AppResult};
use crate::payments::{CheckoutRequest, Payments};
use crate::schedule;
use crate::state::AppState;

/// A cheaper change holds its times until a little after the renewal it
/// waits for, in case the renewal's payment comes late.
const RENEWAL_GRACE_MILLIS: i64 = 2 * DAY_MILLIS;

/// The new plan, checked.
struct NewPlan<'a> {
    sessions: i64,
    weekly_cost: i64,
    slots: &'a [ChosenSlot],
}

/// Changes the subscription's plan and times as `user` asked. Answers where
/// to send the user next: a payment page for a parent whose change waits
/// for its payment (or whose subscription is still pending), otherwise
/// `success_url`.
pub async fn change(
    state: &AppState,
    user: &AuthUser,
    current: &SubscriptionRow,
    request: &SubscriptionChange,
) -> AppResult<PaymentRedirect> {
    let sessions =
        checked_plan(&request.session_option, &request.slots).map_err(AppError::BadRequest)?;
    let mut problems = Problems::default();
    problems
        .check("success_url", return_url(&request.success_url))
        .check("error_url", return_url(&request.error_url));
    problems.finish().map_err(AppError::BadRequest)?;
    let weekly_cost = products::weekly_cost(&state.db, sessions)
        .await?
        .ok_or_else(|| AppError::bad_request(field_error("session_option", "Not on sale")))?;
    let plan = NewPlan {
        sessions,
        weekly_cost,
        slots: &request.slots,
    };
    let success = PaymentRedirect {
        redirect_url: request.success_url.clone(),
    };

    let Some(paid_at) = current.payment_date else {
        apply_in_place(state, current, &plan).await?;
        return pay_pending(state, current, request, &plan).await;
    };
    let takes_effect = change_takes_effect(
        (current.sessions, current.weekly_cost_in_pence),
        (sessions, weekly_cost),
    );
    match takes_effect {
        ChangeTakesEffect::Now => {
            apply_in_place(state, current, &plan).await?;
            Ok(success)
        }
        ChangeTakesEffect::OncePaid => {
            let hold_until = now_millis() + HOLD.as_millis() as i64;
            hold(
                state,
                current,
                &plan,
                WaitsFor::Payment,
                request,
                hold_until,
            )
            .await?;
            let checkout = start_change_payment(state, current, request, &plan).await?;
            if user.role == Role::Parent {
                return Ok(checkout);
            }
            // The family pays: a tutor's or an admin's change waits for the
            // parent, who is told and pays it from their subscriptions page.
            ask_family_to_pay(state, current, request, &plan).await?;
            Ok(success)
        }
        ChangeTakesEffect::NextRenewal => {
            let renewal = paid_at + PAYMENT_COVERS_DAYS * DAY_MILLIS;
            let hold_until = renewal + RENEWAL_GRACE_MILLIS;
            hold(
                state,
                current,
                &plan,
                WaitsFor::Renewal,
                request,
                hold_until,
            )
            .await?;
            if let (Payments::Stripe(client), Some(stripe_id)) =
                (&state.payments, current.provider_subscription_id.as_deref())
            {
                // Charged from the next invoice, which is when it starts.
                client
                    .change_weekly_price(stripe_id, weekly_cost)
                    .await
                    .map_err(AppError::Internal)?;
            }
            Ok(success)
        }
    }
}

/// A pending subscription's change still goes to its payment page: the
/// one already started when the price stays, a new one otherwise.
async fn pay_pending(
    state: &AppState,
    current: &SubscriptionRow,
    request: &SubscriptionChange,
    plan: &NewPlan<'_>,
) -> AppResult<PaymentRedirect> {
    if plan.weekly_cost == current.weekly_cost_in_pence
        && let Some(checkout_url) = &current.checkout_url
    {
        return Ok(PaymentRedirect {
            redirect_url: checkout_url.clone(),
        });
    }
    let description = format!(
        "Plytime {} for {}",
        request.session_option, current.student_name
    );
    let payment = CheckoutRequest {
        subscription_id: &current.id,
        attempt: format!("{}-{}", current.id, plan.weekly_cost),
        customer_email: &current.parent_email,
        description: &description,
        weekly_pence: plan.weekly_cost,
        success_url: &request.success_url,
        error_url: &request.error_url,
    };
    start_payment(state, payment).await
}

/// The tutor for the new times: the current one when free at all of them,
/// otherwise the best-ranked tutor who is. The subscription's own bookings
/// count as free, as they would be once the change takes effect.
async fn tutor_for_change(
    tx: &mut Tx<'_>,
    state: &AppState,
    current: &SubscriptionRow,
    slots: &[ChosenSlot],
) -> AppResult<String> {
    if let Some(tutor) = &current.tutor_id
        && let Ok(same) = tutor_for(tx, state, &current.subject_id, Some(tutor), slots).await
    {
        return Ok(same);
    }
    tutor_for(tx, state, &current.subject_id, None, slots).await
}

/// Changes a subscription's plan and times at once, replacing any change
/// that was waiting.
async fn apply_in_place(
    state: &AppState,
    current: &SubscriptionRow,
    plan: &NewPlan<'_>,
) -> AppResult<()> {
    let mut tx = state.db.write().begin().await?;
    bookings::release_expired_holds(&mut tx).await?;
    plan_changes::forget(&mut tx, &current.id).await?;
    subscriptions::release_bookings(&mut tx, &current.id).await?;
    let tutor = if plan.sessions == 0 {
        None
    } else {
        Some(tutor_for_change(&mut tx, state, current, plan.slots).await?)
    };
    let hold_until = now_millis() + HOLD.as_millis() as i64;
    if !subscriptions::set_plan(
        &mut tx,
        &current.id,
        plan.sessions,
        plan.weekly_cost,
        tutor.as_deref(),
        hold_until,
    )
    .await?
    {
        return Err(AppError::NotFound(NO_SUCH_SUBSCRIPTION.into()));
    }
    if let Some(tutor) = &tutor {
        book(&mut tx, &current.id, tutor, plan.slots).await?;
    }
    sessions::cancel_orphans(&mut tx, &current.id, now_millis()).await?;
    tx.commit().await?;
    schedule::generate_for(&state.db, &current.id).await?;
    Ok(())
}

/// Records the change as waiting, holding its new times (a newer change
/// replaces a waiting one).
async fn hold(
    state: &AppState,
    current: &SubscriptionRow,
    plan: &NewPlan<'_>,
    waits_for: WaitsFor,
    request: &SubscriptionChange,
    hold_until: i64,
) -> AppResult<()> {
    let mut tx = state.db.write().begin().await?;
    bookings::release_expired_holds(&mut tx).await?;
    plan_changes::forget(&mut tx, &current.id).await?;
    let tutor = if plan.sessions == 0 {
        None
    } else {
        // The subscription's own times are its to keep: free them while
        // choosing, then take them back before holding the new ones.
        let own = subscriptions::release_bookings(&mut tx, &current.id).await?;
        let tutor = tutor_for_change(&mut tx, state, current, plan.slots).await;
        subscriptions::reactivate_bookings(&mut tx, &Released::ids(&own)).await?;
        Some(tutor?)
    };
    let held = plan_changes::insert(
        &mut tx,
        &NewPlanChange {
            subscription_id: &current.id,
            sessions: plan.sessions,
            weekly_cost_in_pence: plan.weekly_cost,
            tutor_id: tutor.as_deref(),
            slots: plan.slots,
            waits_for,
            success_url: &request.success_url,
            error_url: &request.error_url,
            hold_until,
        },
    )
    .await;
    or_conflict(held, Conflict::SlotsTaken)?;
    tx.commit().await?;
    Ok(())
}

/// Tells the parent that a change made for them waits for their payment.
async fn ask_family_to_pay(
    state: &AppState,
    current: &SubscriptionRow,
    request: &SubscriptionChange,
    plan: &NewPlan<'_>,
) -> AppResult<()> {
    let email = Outgoing {
        to: &current.parent_email,
        subject: "A new Plytime plan is waiting for your payment",
        body: format!(
            "Hello,\n\nA change to {student}'s {subject} plan is waiting for your payment: \
             {new_plan} at £{new_price} a week, instead of {old_plan} at £{old_price} a week.\n\n\
             Open Subscriptions in Plytime and choose Finish paying within 30 minutes to start \
             it. Until then, and if you do nothing, the current plan stays as it is.\n",
            student = current.student_name,
            subject = current.subject_name,
            new_plan = request.session_option,
            new_price = pounds(plan.weekly_cost),
            old_plan = session_option(current.sessions),
            old_price = pounds(current.weekly_cost_in_pence),
        ),
    };
    let mut tx = state.db.write().begin().await?;
    let id = state.mailer.record(&mut tx, &email).await?;
    tx.commit().await?;
    state.mailer.deliver(&state.db, id, email);
    Ok(())
}

/// Starts the payment of a change waiting for it; a payment that cannot
/// start lets the change go.
async fn start_change_payment(
    state: &AppState,
    current: &SubscriptionRow,
    request: &SubscriptionChange,
    plan: &NewPlan<'_>,
) -> AppResult<PaymentRedirect> {
    let description = format!(
        "Plytime {} for {} (was {})",
        request.session_option,
        current.student_name,
        session_option(current.sessions)
    );
    let payment = CheckoutRequest {
        subscription_id: &current.id,
        attempt: format!("{}-change-{}", current.id, uuid::Uuid::new_v4().simple()),
        customer_email: &current.parent_email,
        description: &description,
        weekly_pence: plan.weekly_cost,
        success_url: &request.success_url,
        error_url: &request.error_url,
    };
    let checkout = match state.payments.start_checkout(payment).await {
        Ok(checkout) => checkout,
        Err(error) => {
            let mut tx = state.db.write().begin().await?;
            plan_changes::forget(&mut tx, &current.id).await?;
            tx.commit().await?;
            return Err(AppError::Internal(error));
        }
    };
    plan_changes::set_checkout(&state.db, &current.id, &checkout.id, &checkout.redirect_url)
        .await?;
    Ok(PaymentRedirect {
        redirect_url: checkout.redirect_url,
    })
}

/// Puts the subscription's change waiting for `waits_for` into effect:
/// the new plan, tutor and times, the old times' sessions still to come
/// withdrawn and the new ones generated. `false` when none was waiting.
pub async fn take_effect(db: &Db, subscription_id: &str, waits_for: WaitsFor) -> AppResult<bool> {
    let mut tx = db.write().begin().await?;
    let Some(change) = plan_changes::take(&mut tx, subscription_id, waits_for).await? else {
        return Ok(false);
    };
    subscriptions::set_plan(
        &mut tx,
        subscription_id,
        change.sessions,
        change.weekly_cost_in_pence,
        change.tutor_id.as_deref(),
        0,
    )
    .await?;
    plan_changes::settle_bookings(&mut tx, &change).await?;
    sessions::cancel_orphans(&mut tx, subscription_id, now_millis()).await?;
    tx.commit().await?;
    schedule::generate_for(db, subscription_id).await?;
    Ok(true)
}

/// A declined or abandoned payment of a change: the change goes, and the
/// old plan stands as it was.
pub async fn let_go(db: &Db, subscription_id: &str) -> AppResult<()> {
    let mut tx = db.write().begin().await?;
    plan_changes::forget(&mut tx, subscription_id).await?;
    tx.commit().await?;
    Ok(())
}
