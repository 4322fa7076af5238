//! Concerns and the safeguarding lead's work (docs/safeguarding.md): a
//! child, a parent or a tutor reports a concern; the lead reads the
//! concerns and the messages whose contact details were masked, records
//! what was done, and may suspend a tutor.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::validation::{self, Problems};

/// The longest account of a concern, in characters.
pub const MAX_CONCERN_CHARS: usize = 4000;
/// The longest note or outcome the lead records, in characters.
pub const MAX_LEAD_NOTES_CHARS: usize = 8000;

pub const NO_SUCH_CONCERN: &str = "No such concern";
pub const NO_SUCH_FLAGGED_MESSAGE: &str = "No such flagged message";
pub const LEAD_ONLY: &str = "Only the safeguarding lead can do this";
pub const OUTCOME_NEEDED: &str = "Say what was done before closing the concern";
pub const SUSPEND_NEEDS_OPEN_CONCERN: &str =
    "A tutor is suspended while a concern about them is open";

/// `POST /api/concern`: what worried someone, and optionally the session
/// or child it was about.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct NewConcern {
    pub what_happened: String,
    /// The session it happened in, if it did.
    #[serde(default)]
    pub session_id: Option<String>,
    /// A parent's or a tutor's child it is about, when no session is named.
    #[serde(default)]
    pub student_id: Option<String>,
}

impl NewConcern {
    pub fn problems(&self) -> Result<(), Vec<String>> {
        let mut problems = Problems::default();
        problems
            .check("what_happened", validation::non_empty(&self.what_happened))
            .check(
                "what_happened",
                at_most(&self.what_happened, MAX_CONCERN_CHARS),
            );
        problems.finish()
    }
}

fn at_most(text: &str, chars: usize) -> Result<(), &'static str> {
    if text.chars().count() > chars {
        Err("Is too long")
    } else {
        Ok(())
    }
}

/// Where a concern stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ConcernState {
    /// Received, not yet looked at.
    Open,
    /// The lead is looking into it.
    Reviewing,
    /// Done with, with an outcome.
    Closed,
}

impl ConcernState {
    pub fn as_str(self) -> &'static str {
        match self {
            ConcernState::Open => "open",
            ConcernState::Reviewing => "reviewing",
            ConcernState::Closed => "closed",
        }
    }

    pub fn parse(text: &str) -> Option<ConcernState> {
        match text {
            "open" => Some(ConcernState::Open),
            "reviewing" => Some(ConcernState::Reviewing),
            "closed" => Some(ConcernState::Closed),
            _ => None,
        }
    }
}

/// A concern as the person who raised it sees it: that it was received and
/// where it stands, never the lead's notes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct RaisedConcern {
    pub _id: String,
    pub raised_at: String,
    pub what_happened: String,
    pub state: ConcernState,
}

/// Someone a concern names.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ConcernPerson {
    /// Their account id.
    pub uid: String,
    pub name: String,
    pub role: crate::Role,
}

/// A concern as the lead sees it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Concern {
    pub _id: String,
    pub raised_at: String,
    pub raised_by: ConcernPerson,
    pub what_happened: String,
    /// The session it happened in, and when that started.
    #[schema(required)]
    pub session_id: Option<String>,
    #[schema(required)]
    pub session_starts_at: Option<String>,
    /// The child it is about.
    #[schema(required)]
    pub student: Option<ConcernPerson>,
    /// The tutor it is about, with their tutor id for a suspension.
    #[schema(required)]
    pub tutor: Option<ConcernPerson>,
    #[schema(required)]
    pub tutor_id: Option<String>,
    /// Whether that tutor is suspended now.
    pub tutor_suspended: bool,
    pub state: ConcernState,
    #[schema(required)]
    pub lead_notes: Option<String>,
    #[schema(required)]
    pub outcome: Option<String>,
    pub updated_at: String,
    /// The recording of the session it happened in, while one is kept
    /// (docs/recordings.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recording_id: Option<String>,
}

/// `PUT /api/safeguarding/concern/{id}`: the lead's record of it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ConcernUpdate {
    pub state: ConcernState,
    #[serde(default)]
    pub lead_notes: Option<String>,
    /// Required to close.
    #[serde(default)]
    pub outcome: Option<String>,
}

impl ConcernUpdate {
    pub fn problems(&self) -> Result<(), Vec<String>> {
        let text = |value: &Option<String>| value.as_deref().unwrap_or("").trim().to_string();
        let mut problems = Problems::default();
        problems
            .check(
                "lead_notes",
                at_most(&text(&self.lead_notes), MAX_LEAD_NOTES_CHARS),
            )
            .check(
                "outcome",
                at_most(&text(&self.outcome), MAX_LEAD_NOTES_CHARS),
            );
        if self.state == ConcernState::Closed && text(&self.outcome).is_empty() {
            problems.check("outcome", Err(OUTCOME_NEEDED));
        }
        problems.finish()
    }
}

/// `PUT /api/safeguarding/tutor/{tutor_id}/suspension`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Suspension {
    pub suspended: bool,
    /// The open concern a suspension is for.
    #[serde(default)]
    pub concern_id: Option<String>,
}

/// A message whose contact details were masked: what was shown, and what
/// was written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct FlaggedMessage {
    pub _id: String,
    pub flagged_at: String,
    pub sender: ConcernPerson,
    pub student: ConcernPerson,
    /// What both sides saw.
    pub shown: String,
    /// What was written.
    pub original: String,
    #[schema(required)]
    pub reviewed_at: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_concern_needs_words_and_not_too_many() {
        let concern = |text: &str| NewConcern {
            what_happened: text.into(),
            session_id: None,
            student_id: None,
        };
        assert_eq!(concern("He asked for my address").problems(), Ok(()));
        assert_eq!(
            concern("  ").problems(),
            Err(vec!["what_happened: Cannot be empty".into()])
        );
        let long = "a".repeat(MAX_CONCERN_CHARS + 1);
        assert_eq!(
            concern(&long).problems(),
            Err(vec!["what_happened: Is too long".into()])
        );
    }

    #[test]
    fn closing_needs_an_outcome() {
        let update = |state, outcome: Option<&str>| ConcernUpdate {
            state,
            lead_notes: None,
            outcome: outcome.map(str::to_string),
        };
        assert_eq!(update(ConcernState::Reviewing, None).problems(), Ok(()));
        assert_eq!(
            update(ConcernState::Closed, Some(" ")).problems(),
            Err(vec![format!("outcome: {OUTCOME_NEEDED}")])
        );
        assert_eq!(
            update(ConcernState::Closed, Some("Spoke to the tutor")).problems(),
            Ok(())
        );
    }
}
