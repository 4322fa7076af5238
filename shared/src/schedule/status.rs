//! What a session and a subscription show, derived from
//! their stored facts so that every screen and the server agree.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::game::clock::DAY_MILLIS;

/// Minutes before the start when a session opens.
pub const OPEN_BEFORE_MINUTES: i64 = 2;
/// A payment keeps a subscription current for this many days.
pub const PAYMENT_COVERS_DAYS: i64 = 7;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum SessionStatus {
    Rescheduled,
    Substituted,
    Cancelled,
    Booked,
    Scheduled,
    Attended,
    #[serde(rename = "Missed(tutor)")]
    MissedTutor,
    #[serde(rename = "Missed(student)")]
    MissedStudent,
    #[serde(rename = "Missed(both)")]
    MissedBoth,
}

/// The stored facts a session's status follows from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionFacts {
    pub cancelled: bool,
    pub rescheduled: bool,
    pub substituted: bool,
    pub paid: bool,
    /// The session's end is in the past.
    pub over: bool,
    /// Who appears in the register.
    pub student_attended: bool,
    pub tutor_attended: bool,
}

pub fn session_status(facts: SessionFacts) -> SessionStatus {
    if facts.cancelled {
        return if facts.rescheduled {
            SessionStatus::Rescheduled
        } else if facts.substituted {
            SessionStatus::Substituted
        } else {
            SessionStatus::Cancelled
        };
    }
    if facts.over {
        return match (facts.student_attended, facts.tutor_attended) {
            (true, true) => SessionStatus::Attended,
            (true, false) => SessionStatus::MissedTutor,
            (false, true) => SessionStatus::MissedStudent,
            (false, false) => SessionStatus::MissedBoth,
        };
    }
    if facts.paid {
        SessionStatus::Booked
    } else {
        SessionStatus::Scheduled
    }
}

/// Whether a session can be joined at `now`: from two minutes before the
/// start until the end (all epoch milliseconds).
pub fn is_open(starts_at: i64, ends_at: i64, now: i64) -> bool {
    starts_at - OPEN_BEFORE_MINUTES * 60_000 <= now && now < ends_at
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum SubscriptionStatus {
    Cancelled,
    Pending,
    Active,
}

/// Cancelled if cancelled; Pending until a first payment; else Active.
pub fn subscription_status(cancelled: bool, paid_at: Option<i64>) -> SubscriptionStatus {
    match (cancelled, paid_at) {
        (true, _) => SubscriptionStatus::Cancelled,
        (false, None) => SubscriptionStatus::Pending,
        (false, Some(_)) => SubscriptionStatus::Active,
    }
}

/// A subscription is current while its last payment covers `now`.
pub fn is_current(cancelled: bool, paid_at: Option<i64>, now: i64) -> bool {
    !cancelled && paid_at.is_some_and(|paid| now < paid + PAYMENT_COVERS_DAYS * DAY_MILLIS)
}

#[cfg(test)]
mod tests {
    use super::SessionStatus::*;
    use super::*;

    #[test]
    fn session_status_table() {
        // (cancelled, rescheduled, substituted, paid, over, student, tutor) -> status
        let table = [
            ((true, true, false, true, false, false, false), Rescheduled),
            ((true, true, true, true, true, true, true), Rescheduled),
            ((true, false, true, false, false, false, false), Substituted),
            ((true, false, false, true, false, false, false), Cancelled),
            ((true, false, false, true, true, true, true), Cancelled),
            ((false, false, false, true, false, false, false), Booked),
            ((false, false, false, false, false, false, false), Scheduled),
            ((false, false, false, true, true, true, true), Attended),
            ((false, false, false, false, true, true, true), Attended),
            ((false, false, false, true, true, true, false), MissedTutor),
            (
                (false, false, false, true, true, false, true),
                MissedStudent,
            ),
            ((false, false, false, true, true, false, false), MissedBoth),
            ((false, false, false, false, true, false, false), MissedBoth),
        ];
        for ((cancelled, rescheduled, substituted, paid, over, student, tutor), expected) in table {
            let facts = SessionFacts {
                cancelled,
                rescheduled,
                substituted,
                paid,
                over,
                student_attended: student,
                tutor_attended: tutor,
            };
            assert_eq!(session_status(facts), expected, "{facts:?}");
        }
    }

    #[test]
    fn statuses_read_as_the_screens_show_them() {
        let names: Vec<String> = [MissedTutor, MissedStudent, MissedBoth, Booked]
            .iter()
            .map(|status| serde_json::to_string(status).unwrap())
            .collect();
        assert_eq!(
            names,
            [
                "\"Missed(tutor)\"",
                "\"Missed(student)\"",
                "\"Missed(both)\"",
                "\"Booked\""
            ]
        );
    }

    #[test]
    fn a_session_opens_two_minutes_early_and_closes_at_its_end() {
        let start = 1_000_000_000;
        let end = start + 15 * 60_000;
        assert!(!is_open(start, end, start - 120_001));
        assert!(is_open(start, end, start - 120_000));
        assert!(is_open(start, end, end - 1));
        assert!(!is_open(start, end, end));
    }

    #[test]
    fn subscription_display_status() {
        assert_eq!(
            subscription_status(true, Some(1)),
            SubscriptionStatus::Cancelled
        );
        assert_eq!(
            subscription_status(false, None),
            SubscriptionStatus::Pending
        );
        assert_eq!(
            subscription_status(false, Some(1)),
            SubscriptionStatus::Active
        );
    }

    #[test]
    fn a_payment_is_current_for_seven_days() {
        let paid = 10_000_000_000;
        let week = 7 * DAY_MILLIS;
        assert!(is_current(false, Some(paid), paid + week - 1));
        assert!(!is_current(false, Some(paid), paid + week));
        assert!(!is_current(true, Some(paid), paid));
        assert!(!is_current(false, None, paid));
    }
}
