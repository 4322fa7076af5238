//! What a request is told when its write breaks one of the schema's rules
//! ([`crate::db::constraints`]): when two requests race past the checks
//! made before writing, the database has the last word, and the loser hears
//! the same words as a request the checks would have refused.

use crate::db::constraints::{Constraint, unless_broken};
use crate::db::content::Level;
use crate::error::{AppError, AppResult};

pub const SIGN_UP_EMAIL_TAKEN: &str = "An account with this e-mail address already exists";
pub const TUTOR_EMAIL_TAKEN: &str = "Someone already signs in with this email address";
pub const USERNAME_TAKEN: &str = "Username is already taken";
pub const PROFILE_EXISTS: &str = "This parent already has a profile";
pub const ALREADY_SUBSCRIBED: &str =
    "This student already has a subscription for this subject. Edit it instead.";
pub const SLOTS_TAKEN: &str =
    "Sorry, one of those times has just been booked. Please choose your times again.";
/// The tutor's words when a weekly move lands on a time already booked.
pub const WEEKLY_TIME_TAKEN: &str =
    "That time is already booked in the tutor's week: choose another day or time";
pub const TUTOR_BUSY: &str = "The tutor has another session at that time";
pub const REF_TAKEN: &str = "ref: Another question already has this ref";
pub const MIX_NAME_TAKEN: &str = "name: You already have a mix with this name";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conflict {
    /// A parent signs up with an e-mail address that has an account.
    SignUpEmail,
    /// An admin adds a tutor whose e-mail address has an account.
    TutorEmail,
    /// A parent adds a child under a username that is taken.
    StudentUsername,
    ParentProfile,
    /// A second live subscription for one student and subject.
    Subscribed,
    /// A parent's chosen slots, sold or held meanwhile (by another family,
    /// or by another change of the same plan).
    SlotsTaken,
    /// A tutor moves a weekly session onto a booked time.
    WeeklyTimeTaken,
    /// A session moved or handed onto a time when the tutor has another.
    TutorBusy,
    QuestionRef,
    /// A child names a mix like another of theirs.
    MixName,
    /// A content node named like a sibling.
    Name(Level),
}

impl Conflict {
    /// The rules whose breaking this answers.
    fn rules(self) -> &'static [Constraint] {
        match self {
            Conflict::SignUpEmail | Conflict::TutorEmail | Conflict::StudentUsername => {
                &[Constraint::Login]
            }
            Conflict::ParentProfile => &[Constraint::ParentProfile],
            Conflict::Subscribed => &[Constraint::SubscriptionPerSubject],
            Conflict::SlotsTaken => &[
                Constraint::SlotSoldOnce,
                Constraint::OneChangePerSubscription,
            ],
            Conflict::WeeklyTimeTaken => &[Constraint::SlotSoldOnce],
            Conflict::TutorBusy => &[Constraint::TutorOneAtATime],
            Conflict::QuestionRef => &[Constraint::QuestionRef],
            Conflict::MixName => &[Constraint::MixName],
            Conflict::Name(level) => Constraint::names_among(level),
        }
    }

    /// What the caller is told: a 409, but a 403 for a taken username,
    /// which the UI shows beside the username field.
    pub fn error(self) -> AppError {
        let conflict = |message: &str| AppError::Conflict(message.into());
        match self {
            Conflict::SignUpEmail => conflict(SIGN_UP_EMAIL_TAKEN),
            Conflict::TutorEmail => conflict(TUTOR_EMAIL_TAKEN),
            Conflict::StudentUsername => AppError::Forbidden(USERNAME_TAKEN.into()),
            Conflict::ParentProfile => conflict(PROFILE_EXISTS),
            Conflict::Subscribed => conflict(ALREADY_SUBSCRIBED),
            Conflict::SlotsTaken => conflict(SLOTS_TAKEN),
            Conflict::WeeklyTimeTaken => conflict(WEEKLY_TIME_TAKEN),
            Conflict::TutorBusy => conflict(TUTOR_BUSY),
            Conflict::QuestionRef => conflict(REF_TAKEN),
            Conflict::MixName => conflict(MIX_NAME_TAKEN),
            Conflict::Name(level) => conflict(&name_taken(level)),
        }
    }
}

fn name_taken(level: Level) -> String {
    let within = match level {
        Level::Subject => "",
        // Endcodes are matched by name across their whole subject (see
        // docs/import-formats.md), so their names are unique within it.
        Level::Theme | Level::Endcode => " in this subject",
        Level::Topic => " in this theme",
    };
    let noun = level.noun();
    let article = if noun.starts_with('e') { "An" } else { "A" };
    format!("{article} {noun} with this name already exists{within}")
}

/// `result`, or the conflict's error when the write broke its rule; other
/// errors pass through.
pub fn or_conflict<T>(result: sqlx::Result<T>, conflict: Conflict) -> AppResult<T> {
    unless_broken(result, conflict.rules())?.ok_or_else(|| conflict.error())
}
