//! Buying and changing subscriptions: matching a parent's wishes to
//! tutors' free slots, and holding the chosen slots while the parent pays.
//! The level of service a student's subscriptions give is
//! `db::subscription_levels`, which the layers below read too.

pub mod activation;
pub mod cancel;
pub mod change;
pub mod create;
pub mod offer;

use std::time::Duration;

/// How long chosen slots stay held for a parent who is paying. A payment
/// page abandoned for longer gives the slots back.
pub const HOLD: Duration = Duration::from_secs(30 * 60);

pub use plytime_shared::api::subscriptions::NO_SUCH_SUBSCRIPTION;
pub const NO_SUCH_REFERRAL: &str = "No such referral code";
/// Said of a tutor whose DBS check is not current (or who is otherwise
/// kept from new bookings), without saying why to the family.
pub const NOT_TAKING_BOOKINGS: &str = "This tutor is not taking new bookings at the moment";
pub const NO_TUTOR_FOR_ALL: &str =
    "No one tutor is free at all of those times. Please choose your times again.";
