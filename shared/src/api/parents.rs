//! Parents' profiles and the students they create, and their validation.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::game::read_aloud::ReadAloud;
use crate::game::time_allowance::TimeAllowance;
use crate::validation::{self, Problems};

/// The countries a parent may live in, in the order offered.
pub const COUNTRIES: [&str; 17] = [
    "United Kingdom",
    "Australia",
    "Belgium",
    "Canada",
    "France",
    "Germany",
    "Isle of Man",
    "Italy",
    "Netherlands",
    "New Zealand",
    "Poland",
    "Portugal",
    "Republic of Ireland",
    "Spain",
    "Sweden",
    "Switzerland",
    "United States",
];

pub const GENDERS: [&str; 3] = ["Female", "Male", "Other"];

/// What a parent and the admins send when they create or change the
/// parent's profile. The e-mail is the account's and is not editable.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ParentBody {
    pub first_name: String,
    pub last_name: String,
    pub country: String,
    pub postcode: String,
    pub phone_number: String,
    pub email_opt_in: bool,
}

impl ParentBody {
    pub fn problems(&self) -> Result<(), Vec<String>> {
        let mut problems = Problems::default();
        problems
            .check("first_name", validation::non_empty(&self.first_name))
            .check("last_name", validation::non_empty(&self.last_name))
            .check("country", validation::one_of(&self.country, &COUNTRIES))
            .check("postcode", validation::non_empty(&self.postcode))
            .check("phone_number", validation::non_empty(&self.phone_number));
        problems.finish()
    }
}

/// One of a parent's students, as the profile lists them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct StudentSummary {
    pub _id: String,
    pub username: String,
    pub first_name: String,
    /// Tells apart two children of one family with the same first name.
    pub last_name: String,
    /// 1–6: what the child's scores are compared with (docs/games.md).
    pub school_year: i64,
    /// How much time the child's games give them (docs/games.md).
    pub time_allowance: TimeAllowance,
    /// The parent's choice on reading questions aloud (docs/games.md, "Read to me").
    pub read_aloud: ReadAloud,
    /// What that choice means for this child now: each question is read out.
    pub reads_each_question: bool,
    /// Whether the child's tutoring sessions are recorded: yes, unless the
    /// parent objected (docs/recordings.md).
    pub recorded: bool,
    /// When the parent objected, ISO 8601; absent while sessions are recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub recording_objected_at: Option<String>,
}

/// `PUT /api/parent/student/{student_id}/time_allowance`: the extra time a
/// parent gives their child in games.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct TimeAllowanceBody {
    pub time_allowance: TimeAllowance,
}

/// `PUT /api/parent/student/{student_id}/read_aloud`: whether the child
/// hears each question read out as it appears.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ReadAloudBody {
    pub read_aloud: ReadAloud,
}

/// `PUT /api/parent/student/{student_id}/recording`: whether the parent
/// lets their child's sessions be recorded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct RecordingChoice {
    pub recorded: bool,
}

/// `GET /api/parent`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ParentProfile {
    pub _id: String,
    pub uid: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub country: String,
    pub postcode: String,
    pub phone_number: String,
    pub email_opt_in: bool,
    pub students: Vec<StudentSummary>,
    /// Days a session's recording is kept (docs/recordings.md), for what
    /// parents are told before they buy.
    pub recording_retention_days: u32,
}

/// `POST /api/parent/student`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct NewStudentBody {
    pub username: String,
    pub first_name: String,
    pub last_name: String,
    /// `yyyy-MM-dd`.
    pub dob: String,
    pub gender: String,
    /// Optional: a child may be home-schooled.
    pub school: String,
    pub school_year: i64,
}

impl NewStudentBody {
    /// What is wrong with the new child, on `today` (a date of birth must
    /// fit the school year).
    pub fn problems(&self, today: chrono::NaiveDate) -> Result<(), Vec<String>> {
        let mut problems = Problems::default();
        problems
            .check("username", username(&self.username))
            .check("first_name", validation::non_empty(&self.first_name))
            .check("last_name", validation::non_empty(&self.last_name))
            .check(
                "dob",
                validation::date(&self.dob).and_then(|()| {
                    validation::child_birth_date(&self.dob, self.school_year, today)
                }),
            )
            .check("gender", validation::one_of(&self.gender, &GENDERS))
            .check("school_year", validation::school_year(self.school_year));
        problems.finish()
    }
}

pub const USERNAME_SHAPE: &str =
    "Use 3 to 30 letters, digits, dots, dashes or underscores, with no spaces";

/// A student's username: what a child types at sign-in, so short, plain
/// and without spaces (it is compared without regard to case).
pub fn username(value: &str) -> Result<(), &'static str> {
    validation::non_empty(value)?;
    let value = value.trim();
    let plain = value
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'));
    if plain && (3..=30).contains(&value.len()) {
        Ok(())
    } else {
        Err(USERNAME_SHAPE)
    }
}

/// A student record.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Student {
    pub _id: String,
    pub uid: String,
    pub parent_id: String,
    pub username: String,
    pub first_name: String,
    pub last_name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub dob: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub gender: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub school: Option<String>,
    pub school_year: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> chrono::NaiveDate {
        chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
    }

    fn student() -> NewStudentBody {
        NewStudentBody {
            username: "ada_l".into(),
            first_name: "Ada".into(),
            last_name: "Lovelace".into(),
            dob: "2017-12-10".into(),
            gender: "Female".into(),
            school: "Marylebone Primary".into(),
            school_year: 3,
        }
    }

    #[test]
    fn a_complete_student_passes() {
        assert_eq!(student().problems(today()), Ok(()));
    }

    #[test]
    fn each_field_names_its_problem() {
        let bad = NewStudentBody {
            username: "a b".into(),
            first_name: " ".into(),
            last_name: String::new(),
            dob: "10/12/2017".into(),
            gender: "Unknown".into(),
            school: String::new(),
            school_year: 7,
        };
        assert_eq!(
            bad.problems(today()),
            Err(vec![
                format!("username: {USERNAME_SHAPE}"),
                "first_name: Cannot be empty".into(),
                "last_name: Cannot be empty".into(),
                "dob: Is not a valid Date YYYY-MM-DD".into(),
                "gender: Is not one of the choices offered".into(),
                "school_year: Must be a whole number from 1 to 6. Content for other years \
                 coming soon."
                    .into(),
            ])
        );
    }

    #[test]
    fn usernames_are_plain_and_short() {
        for (name, ok) in [
            ("ada", true),
            ("Ada.L-2_x", true),
            ("ab", false),
            ("a".repeat(31).as_str(), false),
            ("ada lovelace", false),
            ("ada@home", false),
            ("", false),
        ] {
            assert_eq!(username(name).is_ok(), ok, "{name:?}");
        }
    }

    #[test]
    fn parents_need_postcode_phone_and_a_listed_country() {
        let body = ParentBody {
            first_name: "Sarah".into(),
            last_name: "Lovelace".into(),
            country: "Narnia".into(),
            postcode: " ".into(),
            phone_number: String::new(),
            email_opt_in: false,
        };
        assert_eq!(
            body.problems(),
            Err(vec![
                "country: Is not one of the choices offered".into(),
                "postcode: Cannot be empty".into(),
                "phone_number: Cannot be empty".into(),
            ])
        );
    }
}
