//! Subscription products: platform-only, or platform plus 1 to 7 weekly
//! 15-minute tutor sessions (Focus 15).

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

use super::content::Named;
use crate::schedule::slots::ApproxTime;
use crate::schedule::status::SubscriptionStatus;

pub const PLATFORM_ONLY: &str = "Platform Only";
/// The most weekly sessions a plan offers.
pub const MAX_WEEKLY_SESSIONS: i64 = 7;
/// Minutes in one tutor session.
pub const SESSION_LENGTH: i64 = 15;

/// The label of the plan with `sessions` weekly sessions.
pub fn session_option(sessions: i64) -> String {
    if sessions == 0 {
        PLATFORM_ONLY.to_string()
    } else {
        format!("{sessions} X {SESSION_LENGTH} mins")
    }
}

/// The number of weekly sessions a plan label stands for.
pub fn sessions_of(session_option: &str) -> Option<i64> {
    (0..=MAX_WEEKLY_SESSIONS).find(|&sessions| self::session_option(sessions) == session_option)
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct SubscriptionProduct {
    pub label: String,
    pub sessions: i64,
    pub weekly_cost_in_pence: i64,
}

/// `GET /api/subscription_products`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ProductList {
    pub results: Vec<SubscriptionProduct>,
}

pub const NO_SUCH_SUBSCRIPTION: &str = "No such subscription for parent";

/// What a student's current subscriptions give, in order: none < platform
/// only < a tutor plan.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, TS, ToSchema,
)]
pub enum SubscriptionLevel {
    None,
    PlatformOnly,
    TutorPlan,
}

impl SubscriptionLevel {
    /// The level given by the most sessions a week among a student's
    /// current subscriptions (`None`: no current subscription). Platform
    /// Only is the plan of no sessions.
    pub fn of_most_sessions(most_sessions: Option<i64>) -> SubscriptionLevel {
        match most_sessions {
            None => SubscriptionLevel::None,
            Some(0) => SubscriptionLevel::PlatformOnly,
            Some(_) => SubscriptionLevel::TutorPlan,
        }
    }
}

/// A preferred part of a day (`POST availability`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PreferredTime {
    /// 0 is Monday.
    pub day: i64,
    pub approx_time: ApproxTime,
}

/// `POST /api/availability`: the free slots matching a parent's wishes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct AvailabilityRequest {
    /// The subject's id.
    pub subject: String,
    pub session_option: String,
    /// Absent or empty: any day, any time.
    #[serde(default)]
    pub availability: Option<Vec<PreferredTime>>,
    #[serde(default)]
    pub tutor_id: Option<String>,
    #[serde(default)]
    pub referral_code: Option<String>,
}

/// `POST /api/availability/referral`: slots of the referring tutor only.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ReferralAvailabilityRequest {
    pub referral_code: String,
    pub subject: String,
    pub session_option: String,
    #[serde(default)]
    pub availability: Option<Vec<PreferredTime>>,
}

/// A free slot offered to a parent, with the tutor who would take it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct TutorSlot {
    pub _id: String,
    pub tutor_id: String,
    /// The tutor's first and last name, for the review before paying.
    pub tutor_name: String,
    pub day_of_week: i64,
    pub time: i64,
}

/// A weekly time chosen for a subscription.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ChosenSlot {
    pub day_of_week: i64,
    pub time: i64,
}

/// `POST /api/subscription`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct NewSubscription {
    /// The student's id.
    pub student: String,
    /// The subject's id.
    pub subject: String,
    pub session_option: String,
    pub slots: Vec<ChosenSlot>,
    /// One of the relative levels ('A year behind' … 'A year ahead').
    pub relative_level: String,
    /// Where the payment page sends the parent back to.
    pub success_url: String,
    pub error_url: String,
    #[serde(default)]
    pub referral_code: Option<String>,
    #[serde(default)]
    pub tutor_id: Option<String>,
}

/// `PUT /api/subscription/{id}`: a new plan and slots for an existing
/// subscription; a change of price goes through the payment page again.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct SubscriptionChange {
    pub session_option: String,
    pub slots: Vec<ChosenSlot>,
    pub success_url: String,
    pub error_url: String,
}

/// Where to send the parent to pay.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PaymentRedirect {
    pub redirect_url: String,
}

/// One of a subscription's weekly sessions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct AssignedSession {
    pub _id: String,
    pub day_of_week: i64,
    /// Minutes from midnight, London time.
    pub session_time: i64,
    pub session_length: i64,
}

/// A subscription.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Subscription {
    pub _id: String,
    pub student: Named,
    pub subject: Named,
    #[schema(required)]
    pub tutor: Option<Named>,
    pub session_option: String,
    /// Weekly, in pounds with two decimals.
    pub payment_amount: String,
    /// The last payment (ISO 8601); null while pending.
    #[schema(required)]
    pub payment_date: Option<String>,
    pub start_date: String,
    #[schema(required)]
    pub updated_start_date: Option<String>,
    #[schema(required)]
    pub stripe_subscription_id: Option<String>,
    pub assigned_sessions: Vec<AssignedSession>,
    pub cancelled: bool,
    pub relative_level: String,
    #[schema(required)]
    pub referral_code: Option<String>,
    pub status: SubscriptionStatus,
    /// A change of the paid plan waiting to take effect, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub pending_change: Option<PendingPlanChange>,
}

/// When a change of a paid plan takes effect (docs/plan-changes.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ChangeTakesEffect {
    /// Same price and sessions (new times): at once.
    Now,
    /// Dearer, or more sessions: once the family has paid.
    OncePaid,
    /// Cheaper: from the next weekly renewal.
    NextRenewal,
}

/// Whether a paid plan of `old_sessions` at `old_pence` a week changing to
/// `new_sessions` at `new_pence` takes effect now, once paid, or at renewal:
/// nothing that makes a family pay more or gives it more sessions happens
/// before the payment provider has taken the money.
pub fn change_takes_effect(
    (old_sessions, old_pence): (i64, i64),
    (new_sessions, new_pence): (i64, i64),
) -> ChangeTakesEffect {
    if new_pence > old_pence || new_sessions > old_sessions {
        ChangeTakesEffect::OncePaid
    } else if new_pence < old_pence || new_sessions < old_sessions {
        ChangeTakesEffect::NextRenewal
    } else {
        ChangeTakesEffect::Now
    }
}

/// A paid plan's change waiting to take effect.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PendingPlanChange {
    pub session_option: String,
    /// Weekly, in pounds with two decimals.
    pub payment_amount: String,
    pub takes_effect: ChangeTakesEffect,
    /// The payment page, for a change waiting for its payment.
    #[schema(required)]
    pub checkout_url: Option<String>,
    /// ISO 8601: when the change is let go if nothing happens.
    pub until: String,
}

/// `DELETE /api/subscription/{id}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct CancelledSubscription {
    pub subscription_id: String,
}

/// Pence as pounds with two decimals: 3499 → "34.99".
pub fn pounds(pence: i64) -> String {
    format!("{}.{:02}", pence / 100, pence % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_that_costs_more_or_gives_more_waits_for_its_payment() {
        use ChangeTakesEffect::*;
        assert_eq!(change_takes_effect((1, 1999), (7, 10999)), OncePaid);
        assert_eq!(
            change_takes_effect((2, 3499), (2, 3999)),
            OncePaid,
            "a price rise"
        );
        assert_eq!(change_takes_effect((3, 4999), (1, 1999)), NextRenewal);
        assert_eq!(
            change_takes_effect((2, 3499), (2, 3499)),
            Now,
            "new times only"
        );
    }

    #[test]
    fn plan_labels_round_trip() {
        assert_eq!(session_option(0), "Platform Only");
        assert_eq!(session_option(2), "2 X 15 mins");
        assert_eq!(session_option(7), "7 X 15 mins");
        for sessions in 0..=MAX_WEEKLY_SESSIONS {
            assert_eq!(sessions_of(&session_option(sessions)), Some(sessions));
        }
        assert_eq!(sessions_of("8 X 15 mins"), None);
        assert_eq!(sessions_of("platform only"), None);
    }

    #[test]
    fn pence_show_as_pounds() {
        assert_eq!(pounds(3499), "34.99");
        assert_eq!(pounds(500), "5.00");
        assert_eq!(pounds(7), "0.07");
    }
}
