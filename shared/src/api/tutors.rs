//! Tutors' profiles and weekly availability, and their validation.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::content::Named;
use super::parents::GENDERS;
use crate::safeguarding::dbs::DbsStatus;
use crate::schedule::slots::{self, DAYS_PER_WEEK};
use crate::validation::{self, Problems};

pub const TUTOR_CREATED: &str = "Tutor created - one-time password sent to tutor's email address";
pub const NO_SUCH_TUTOR: &str = "No such tutor";
pub const IDEAL_HOURS_MESSAGE: &str = "Must be whole number greater than or equal to 2";
pub const IDEAL_HOURS_TOO_MANY: &str = "Must be at most 40";
/// Ideal weekly hours a tutor may ask for.
pub const IDEAL_HOURS: std::ops::RangeInclusive<i64> = 2..=40;
pub const DEFAULT_IDEAL_HOURS: i64 = 2;
pub const DEFAULT_COUNTRY: &str = "United Kingdom";

/// `POST /api/tutor` (admins).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct NewTutorBody {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    /// The subject's id.
    pub subject: String,
}

impl NewTutorBody {
    pub fn problems(&self) -> Result<(), Vec<String>> {
        let mut problems = Problems::default();
        problems
            .check("first_name", validation::non_empty(&self.first_name))
            .check("last_name", validation::non_empty(&self.last_name))
            .check("email", validation::email(&self.email))
            .check("subject", validation::non_empty(&self.subject));
        problems.finish()
    }
}

/// A tutor's profile.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Tutor {
    pub _id: String,
    pub uid: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub subject: Option<Named>,
    pub country: String,
    #[schema(required)]
    pub bank_account: Option<String>,
    #[schema(required)]
    pub dob: Option<String>,
    #[schema(required)]
    pub gender: Option<String>,
    #[schema(required)]
    pub phone_number: Option<String>,
    #[schema(required)]
    pub postcode: Option<String>,
    #[schema(required)]
    pub sort_code: Option<String>,
    /// Set by admins from the certificate; a tutor cannot change it.
    #[schema(required)]
    pub dbs_issue_date: Option<String>,
    /// Where the DBS check stands today, under the server's policy.
    pub dbs_status: DbsStatus,
    /// The first day the check is no longer current (`YYYY-MM-DD`).
    #[schema(required)]
    pub dbs_lapses_on: Option<String>,
    /// Suspended by the safeguarding lead while a concern is looked into.
    pub suspended: bool,
    #[schema(required)]
    pub profile_picture: Option<String>,
    /// The code (`PTR-…`) parents use to book with this tutor.
    #[schema(required)]
    pub referral_code: Option<String>,
}

/// `PUT /api/tutor`: the whole profile. The e-mail and the picture are not
/// changed by it; only an admin changes the subject and the DBS issue date.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct TutorBody {
    pub _id: String,
    pub first_name: String,
    pub last_name: String,
    /// The subject's id.
    #[serde(default)]
    pub subject: Option<String>,
    pub country: String,
    pub bank_account: Option<String>,
    pub dob: Option<String>,
    pub gender: Option<String>,
    pub phone_number: String,
    pub postcode: String,
    pub sort_code: Option<String>,
    pub dbs_issue_date: Option<String>,
}

impl TutorBody {
    pub fn problems(&self) -> Result<(), Vec<String>> {
        let optional_date = |value: &Option<String>| match value.as_deref() {
            None | Some("") => Ok(()),
            Some(date) => validation::date(date),
        };
        let mut problems = Problems::default();
        problems
            .check("first_name", validation::non_empty(&self.first_name))
            .check("last_name", validation::non_empty(&self.last_name))
            .check("phone_number", validation::non_empty(&self.phone_number))
            .check("postcode", validation::non_empty(&self.postcode))
            .check("country", validation::non_empty(&self.country))
            .check("dob", optional_date(&self.dob))
            .check("dbs_issue_date", optional_date(&self.dbs_issue_date))
            .check(
                "gender",
                match self.gender.as_deref() {
                    None | Some("") => Ok(()),
                    Some(gender) => validation::one_of(gender, &GENDERS),
                },
            );
        problems.finish()
    }
}

/// One 15-minute slot of a tutor's week.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct AvailabilitySlot {
    /// Absent for a slot the tutor is adding.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub _id: Option<String>,
    /// 0 is Monday.
    pub day_of_week: i64,
    /// Minutes from midnight, a multiple of 15.
    pub time: i64,
    /// Held by a subscription; a busy slot cannot be removed.
    #[serde(default)]
    pub busy: bool,
    #[serde(default)]
    pub deleted: bool,
}

/// `GET/PUT /api/tutor/{tutor_id}/availability`: the week as seven lists,
/// Monday first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Availability {
    pub availability: Vec<Vec<AvailabilitySlot>>,
    pub ideal_hours: i64,
}

impl Availability {
    pub fn problems(&self) -> Result<(), Vec<String>> {
        let mut problems = Problems::default();
        problems.check("ideal_hours", ideal_hours(self.ideal_hours));
        if self.availability.len() != DAYS_PER_WEEK {
            problems.check(
                "availability",
                Err("Must list the seven days, Monday first"),
            );
        }
        let misplaced = self.availability.iter().enumerate().any(|(day, rows)| {
            rows.iter()
                .any(|row| row.day_of_week != day as i64 || !slots::is_slot_time(row.time))
        });
        if misplaced {
            problems.check(
                "availability",
                Err("Each slot must start on a quarter hour of its own day"),
            );
        }
        problems.finish()
    }
}

pub fn ideal_hours(value: i64) -> Result<(), &'static str> {
    if value < *IDEAL_HOURS.start() {
        Err(IDEAL_HOURS_MESSAGE)
    } else if value > *IDEAL_HOURS.end() {
        Err(IDEAL_HOURS_TOO_MANY)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ideal_hours_run_from_two_to_forty() {
        assert_eq!(ideal_hours(1), Err(IDEAL_HOURS_MESSAGE));
        assert_eq!(ideal_hours(2), Ok(()));
        assert_eq!(ideal_hours(40), Ok(()));
        assert_eq!(ideal_hours(41), Err(IDEAL_HOURS_TOO_MANY));
    }

    #[test]
    fn availability_must_be_seven_days_of_quarter_hours() {
        let slot = |day, time| AvailabilitySlot {
            _id: None,
            day_of_week: day,
            time,
            busy: false,
            deleted: false,
        };
        let mut week = Availability {
            availability: vec![Vec::new(); 7],
            ideal_hours: 2,
        };
        week.availability[2].push(slot(2, 17 * 60));
        assert_eq!(week.problems(), Ok(()));
        week.availability[3].push(slot(2, 17 * 60));
        assert!(week.problems().is_err());
        week.availability[3] = vec![slot(3, 17 * 60 + 5)];
        assert!(week.problems().is_err());
        week.availability.pop();
        assert!(week.problems().is_err());
    }

    #[test]
    fn a_tutor_profile_needs_name_phone_and_postcode() {
        let body = TutorBody {
            _id: "t".into(),
            first_name: "Priya".into(),
            last_name: String::new(),
            subject: None,
            country: DEFAULT_COUNTRY.into(),
            bank_account: None,
            dob: Some("1990-02-30".into()),
            gender: Some(String::new()),
            phone_number: " ".into(),
            postcode: "SW1A 1AA".into(),
            sort_code: None,
            dbs_issue_date: None,
        };
        assert_eq!(
            body.problems(),
            Err(vec![
                "last_name: Cannot be empty".into(),
                "phone_number: Cannot be empty".into(),
                "dob: Is not a valid Date YYYY-MM-DD".into(),
            ])
        );
    }
}
