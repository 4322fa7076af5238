//! Whether a tutor's DBS check is current: a tutor is booked, offered and
//! let into a room only with an enhanced DBS certificate issued within the
//! policy period (docs/safeguarding.md). The DBS Update Service cannot be
//! asked from here, so the issue date an admin recorded is what counts.

use chrono::{Days, Months, NaiveDate};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A certificate is current for this many years unless the server is told
/// otherwise.
pub const DEFAULT_DBS_VALID_YEARS: u32 = 3;
/// Admins and the tutor are warned this many days before a check lapses.
pub const DBS_WARNING_DAYS: u64 = 60;

pub const DBS_DATE_IN_FUTURE: &str = "Cannot be in the future";
pub const DBS_NOT_CURRENT: &str = "This tutor's DBS check is not current, so they cannot take \
     sessions until an admin records a new certificate";

/// Where a tutor's DBS check stands today.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum DbsStatus {
    /// No issue date on file.
    Missing,
    /// Lapsed: the tutor takes no sessions.
    Expired,
    /// Current, but lapses within the warning period.
    Expiring,
    Current,
}

/// The policy: how long a certificate stays current.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DbsPolicy {
    pub valid_years: u32,
}

impl Default for DbsPolicy {
    fn default() -> Self {
        DbsPolicy {
            valid_years: DEFAULT_DBS_VALID_YEARS,
        }
    }
}

impl DbsPolicy {
    fn period(self) -> Months {
        Months::new(self.valid_years.saturating_mul(12))
    }

    /// A certificate is current on `today` when issued after this day (and
    /// not after today). The database compares issue dates with it.
    pub fn issued_after(self, today: NaiveDate) -> NaiveDate {
        today
            .checked_sub_months(self.period())
            .unwrap_or(NaiveDate::MIN)
    }

    pub fn is_current(self, issued: NaiveDate, today: NaiveDate) -> bool {
        issued <= today && issued > self.issued_after(today)
    }

    /// The first day on which a certificate issued on `issued` is no longer
    /// current: its anniversary, or the day after when the anniversary was
    /// moved back to the end of a shorter month (29 February).
    pub fn lapses_on(self, issued: NaiveDate) -> NaiveDate {
        let anniversary = issued
            .checked_add_months(self.period())
            .unwrap_or(NaiveDate::MAX);
        if self.issued_after(anniversary) < issued {
            anniversary + Days::new(1)
        } else {
            anniversary
        }
    }

    /// Where a check issued on `issued` (if any) stands on `today`.
    pub fn status(self, issued: Option<NaiveDate>, today: NaiveDate) -> DbsStatus {
        let Some(issued) = issued.filter(|issued| *issued <= today) else {
            return DbsStatus::Missing;
        };
        if !self.is_current(issued, today) {
            DbsStatus::Expired
        } else if self.lapses_on(issued) <= today + Days::new(DBS_WARNING_DAYS) {
            DbsStatus::Expiring
        } else {
            DbsStatus::Current
        }
    }
}

/// An issue date as recorded: a certificate cannot come from the future.
pub fn issue_date_problem(issued: NaiveDate, today: NaiveDate) -> Result<(), &'static str> {
    if issued > today {
        Err(DBS_DATE_IN_FUTURE)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn a_certificate_is_current_for_three_years_to_the_day() {
        let policy = DbsPolicy::default();
        let issued = date("2023-12-06");
        assert_eq!(policy.lapses_on(issued), date("2026-12-06"));
        assert!(policy.is_current(issued, date("2026-12-05")));
        assert!(!policy.is_current(issued, date("2026-12-06")));
        assert!(!policy.is_current(date("2026-12-07"), date("2026-12-06")));
    }

    #[test]
    fn the_database_cut_off_and_the_lapse_date_agree_on_a_leap_day() {
        let policy = DbsPolicy::default();
        let issued = date("2024-02-29");
        let lapses = policy.lapses_on(issued);
        assert_eq!(lapses, date("2027-03-01"));
        assert!(policy.is_current(issued, lapses - Days::new(1)));
        assert!(!policy.is_current(issued, lapses));
    }

    #[test]
    fn the_status_warns_sixty_days_ahead() {
        let policy = DbsPolicy::default();
        let today = date("2026-12-06");
        let status = |issued: &str| policy.status(Some(date(issued)), today);
        assert_eq!(policy.status(None, today), DbsStatus::Missing);
        assert_eq!(status("2026-12-07"), DbsStatus::Missing, "not issued yet");
        assert_eq!(status("2023-12-06"), DbsStatus::Expired);
        assert_eq!(status("2023-12-07"), DbsStatus::Expiring);
        assert_eq!(
            status("2024-02-04"),
            DbsStatus::Expiring,
            "lapses in 60 days"
        );
        assert_eq!(status("2024-02-05"), DbsStatus::Current);
        assert_eq!(status("2026-12-06"), DbsStatus::Current);
    }

    #[test]
    fn another_period_can_be_set() {
        let policy = DbsPolicy { valid_years: 1 };
        assert_eq!(policy.lapses_on(date("2026-01-10")), date("2027-01-10"));
        assert_eq!(policy.issued_after(date("2026-12-06")), date("2025-12-06"));
    }

    #[test]
    fn an_issue_date_cannot_be_in_the_future() {
        let today = date("2026-12-06");
        assert_eq!(issue_date_problem(today, today), Ok(()));
        assert_eq!(
            issue_date_problem(date("2026-12-07"), today),
            Err(DBS_DATE_IN_FUTURE)
        );
    }
}
