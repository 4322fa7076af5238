//! Subscriptions: the plans on sale, matching a parent's wishes to free
//! slots, buying, listing, changing and cancelling.

use axum::extract::State;
use plytime_shared::Role;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::subscriptions::{
    AvailabilityRequest, CancelledSubscription, NewSubscription, PaymentRedirect, ProductList,
    ReferralAvailabilityRequest, Subscription, SubscriptionChange, TutorSlot, sessions_of,
};
use plytime_shared::validation::field_error;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AuthUser, access};
use crate::db::matching::Bookable;
use crate::db::subscriptions;
use crate::db::{parents, products};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path};
use crate::state::AppState;
use crate::subscriptions::offer::{self, Restriction};
use crate::subscriptions::{NO_SUCH_SUBSCRIPTION, cancel, change, create};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_products))
        .routes(routes!(offer_slots))
        .routes(routes!(offer_referral_slots))
        .routes(routes!(subscribe))
        .routes(routes!(list_subscriptions))
        .routes(routes!(
            get_subscription,
            change_subscription,
            cancel_subscription
        ))
}

/// The plans and their weekly prices in pence.
#[utoipa::path(get, path = "/subscription_products", tag = "subscriptions",
    security(("bearer" = [])),
    responses((status = 200, body = ProductList), (status = 401, body = ErrorBody)))]
async fn list_products(State(state): State<AppState>, _: AuthUser) -> AppResult<Json<ProductList>> {
    Ok(Json(ProductList {
        results: products::list(&state.db).await?,
    }))
}

fn plan_sessions(session_option: &str) -> AppResult<i64> {
    sessions_of(session_option).ok_or_else(|| {
        AppError::bad_request(field_error(
            "session_option",
            "Is not one of the choices offered",
        ))
    })
}

/// Free slots of the subject's tutors at the preferred days and times,
/// each with the tutor who would take it. Platform Only needs none.
#[utoipa::path(post, path = "/availability", tag = "subscriptions",
    request_body = AvailabilityRequest, security(("bearer" = [])),
    responses((status = 200, body = Vec<TutorSlot>), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn offer_slots(
    State(state): State<AppState>,
    user: AuthUser,
    Json(request): Json<AvailabilityRequest>,
) -> AppResult<Json<Vec<TutorSlot>>> {
    user.require(&[Role::Parent, Role::Tutor])?;
    let bookable = Bookable::today(state.config.dbs_policy());
    offer::check_referral_code(&state.db, request.referral_code.as_deref(), bookable).await?;
    if plan_sessions(&request.session_option)? == 0 {
        return Ok(Json(Vec::new()));
    }
    let restriction = Restriction::of(request.tutor_id.as_deref());
    let wishes = request.availability.unwrap_or_default();
    Ok(Json(
        offer::offer(&state.db, &request.subject, restriction, &wishes, bookable).await?,
    ))
}

/// Free slots of the tutor behind a referral code; 404 for an unknown code.
#[utoipa::path(post, path = "/availability/referral", tag = "subscriptions",
    request_body = ReferralAvailabilityRequest, security(("bearer" = [])),
    responses((status = 200, body = Vec<TutorSlot>), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn offer_referral_slots(
    State(state): State<AppState>,
    user: AuthUser,
    Json(request): Json<ReferralAvailabilityRequest>,
) -> AppResult<Json<Vec<TutorSlot>>> {
    user.require(&[Role::Parent, Role::Tutor])?;
    plan_sessions(&request.session_option)?;
    let wishes = request.availability.unwrap_or_default();
    let restriction = Restriction::Referral(&request.referral_code);
    Ok(Json(
        offer::offer(
            &state.db,
            &request.subject,
            restriction,
            &wishes,
            Bookable::today(state.config.dbs_policy()),
        )
        .await?,
    ))
}

/// Holds the chosen slots and answers the payment page to send the parent
/// to; the subscription is Pending until the payment arrives.
#[utoipa::path(post, path = "/subscription", tag = "subscriptions",
    request_body = NewSubscription, security(("bearer" = [])),
    responses((status = 200, body = PaymentRedirect), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn subscribe(
    State(state): State<AppState>,
    user: AuthUser,
    Json(request): Json<NewSubscription>,
) -> AppResult<Json<PaymentRedirect>> {
    user.require(&[Role::Parent])?;
    let parent = parents::profile(&state.db, &user.uid, state.config.recording_retention_days)
        .await?
        .ok_or_else(AppError::forbidden)?;
    Ok(Json(create::create(&state, &parent, &request).await?))
}

/// A parent's own subscriptions; every subscription for admins.
#[utoipa::path(get, path = "/subscription/list", tag = "subscriptions",
    security(("bearer" = [])),
    responses((status = 200, body = Vec<Subscription>), (status = 403, body = ErrorBody)))]
async fn list_subscriptions(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<Vec<Subscription>>> {
    let rows = if user.is_admin() {
        subscriptions::all(&state.db).await?
    } else {
        user.require(&[Role::Parent])?;
        match parents::id_of_account(&state.db, &user.uid).await? {
            Some(parent) => subscriptions::of_parent(&state.db, &parent).await?,
            None => Vec::new(),
        }
    };
    let mut list = Vec::with_capacity(rows.len());
    for row in rows {
        list.push(subscriptions::hydrate(&state.db, row).await?);
    }
    Ok(Json(list))
}

#[utoipa::path(get, path = "/subscription/{subscription_id}", tag = "subscriptions",
    params(("subscription_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Subscription), (status = 404, body = ErrorBody)))]
async fn get_subscription(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<Subscription>> {
    let row = access::subscription(&state.db, &user, &id).await?;
    Ok(Json(subscriptions::hydrate(&state.db, row).await?))
}

/// Changes the plan and weekly slots (parents, the subscription's tutor and
/// admins). Answers where to send the parent next: the payment page while
/// the subscription is still pending or its price changed before the first
/// payment, otherwise `success_url`.
#[utoipa::path(put, path = "/subscription/{subscription_id}", tag = "subscriptions",
    request_body = SubscriptionChange,
    params(("subscription_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = PaymentRedirect), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn change_subscription(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
    Json(request): Json<SubscriptionChange>,
) -> AppResult<Json<PaymentRedirect>> {
    let row = access::subscription(&state.db, &user, &id).await?;
    if row.cancelled != 0 {
        return Err(AppError::NotFound(NO_SUCH_SUBSCRIPTION.into()));
    }
    Ok(Json(change::change(&state, &user, &row, &request).await?))
}

/// Cancels the subscription here and at the payment provider; its slots
/// are free again and its sessions still to come are cancelled.
#[utoipa::path(delete, path = "/subscription/{subscription_id}", tag = "subscriptions",
    params(("subscription_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = CancelledSubscription), (status = 404, body = ErrorBody)))]
async fn cancel_subscription(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<CancelledSubscription>> {
    user.require(&[Role::Parent, Role::Admin])?;
    let row = access::subscription(&state.db, &user, &id).await?;
    if !cancel::everywhere(&state.db, &state.payments, &row).await? {
        return Err(AppError::NotFound(NO_SUCH_SUBSCRIPTION.into()));
    }
    Ok(Json(CancelledSubscription {
        subscription_id: row.id,
    }))
}
