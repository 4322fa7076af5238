//! Admin operations: capacity thresholds and students' subject scores.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::validation::Problems;

pub const PERCENT_RANGE: &str = "Must be number between 0 and 100";
pub const MINIMUM_ABOVE_DESIRED: &str = "Must not be above the desired capacity threshold";

/// `GET/PUT /api/admin_variables`: tutor utilisation thresholds in percent
/// that the matching ranks tutors by (docs/scheduling.md).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, ToSchema)]
#[allow(non_snake_case)]
pub struct AdminVariables {
    pub desiredCapacity: f64,
    pub minimumCapacity: f64,
}

impl Default for AdminVariables {
    fn default() -> Self {
        AdminVariables {
            desiredCapacity: 80.0,
            minimumCapacity: 50.0,
        }
    }
}

impl AdminVariables {
    pub fn problems(&self) -> Result<(), Vec<String>> {
        let percent = |value: f64| {
            if (0.0..=100.0).contains(&value) {
                Ok(())
            } else {
                Err(PERCENT_RANGE)
            }
        };
        let mut problems = Problems::default();
        problems
            .check("desiredCapacity", percent(self.desiredCapacity))
            .check("minimumCapacity", percent(self.minimumCapacity));
        if self.minimumCapacity > self.desiredCapacity {
            problems.check("minimumCapacity", Err(MINIMUM_ABOVE_DESIRED));
        }
        problems.finish()
    }
}

/// One row of `GET /api/student/subject_scores/list`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct StudentSubjectScore {
    pub _id: String,
    pub student_id: String,
    pub student_first_name: String,
    pub student_last_name: String,
    pub school_year: i64,
    /// The relative level last set for this subject, if any.
    #[schema(required)]
    pub relative_level: Option<String>,
    pub score: f64,
    #[schema(required)]
    pub tutor_first_name: Option<String>,
    #[schema(required)]
    pub tutor_last_name: Option<String>,
    #[schema(required)]
    pub parent_email: Option<String>,
    pub subject_id: String,
    pub subject_name: String,
}

/// `PUT /api/student/reset_student_score`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ResetScoreRequest {
    pub student_id: String,
    pub subject_id: String,
    pub school_year: Option<i64>,
    /// One of the relative levels ('A year behind' … 'A year ahead').
    pub relative_level: Option<String>,
}

/// One e-mail of the outbox (`GET /api/admin/outbox`, demo mode): what
/// the server sent or, without SMTP, would have sent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct OutboxEmail {
    pub _id: String,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    /// ISO 8601.
    pub created_at: String,
    #[schema(required)]
    pub sent_at: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds_are_percentages_with_minimum_below_desired() {
        assert_eq!(AdminVariables::default().problems(), Ok(()));
        let bad = AdminVariables {
            desiredCapacity: 120.0,
            minimumCapacity: -1.0,
        };
        assert_eq!(
            bad.problems(),
            Err(vec![
                "desiredCapacity: Must be number between 0 and 100".into(),
                "minimumCapacity: Must be number between 0 and 100".into(),
            ])
        );
        let inverted = AdminVariables {
            desiredCapacity: 40.0,
            minimumCapacity: 60.0,
        };
        assert_eq!(
            inverted.problems(),
            Err(vec![format!("minimumCapacity: {MINIMUM_ABOVE_DESIRED}")])
        );
    }
}

/// `GET /api/admin/backups`: a backup as the Backups screen lists it
/// (docs/backups.md).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct BackupSummary {
    pub name: String,
    /// When it was taken (RFC 3339, UTC).
    pub taken_at: String,
    /// The archive's size.
    pub bytes: i64,
    pub rows: i64,
    pub files: i64,
    /// Sealed with the backup key.
    pub sealed: bool,
}

/// `GET /api/admin/backups`: where backups go, and those kept.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Backups {
    /// Where they are kept, for the admin to check it is not this disk.
    pub location: String,
    /// Minutes between scheduled backups, perhaps a fraction; 0 when they
    /// are off.
    pub every_minutes: f64,
    /// Newest first.
    pub backups: Vec<BackupSummary>,
}
