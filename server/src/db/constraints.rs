//! The schema's rules that a write can break and the server expects to,
//! known by name on both databases. PostgreSQL names the broken constraint
//! or unique index; SQLite names the columns of a broken unique rule
//! (`UNIQUE constraint failed: accounts.login`) and, for the tutor's
//! one-session-at-a-time triggers, raises the constraint's name. Any other
//! broken rule stays an error.

use super::content::Level;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Constraint {
    /// One account per login: an e-mail address, or a child's username.
    Login,
    /// One parent profile per account.
    ParentProfile,
    /// One live subscription per student and subject.
    SubscriptionPerSubject,
    /// A tutor's weekly slot is sold (or held for a plan change) once.
    SlotSoldOnce,
    /// A subscription waits for one plan change at a time.
    OneChangePerSubscription,
    /// A tutor's live sessions never overlap (migration 0010).
    TutorOneAtATime,
    /// Question refs are unique.
    QuestionRef,
    SubjectName,
    /// Within the subject.
    ThemeName,
    /// Within the theme.
    TopicName,
    /// Within the topic.
    EndcodeNameInTopic,
    /// Within the subject, as imports match endcodes by name there.
    EndcodeNameInSubject,
    /// Answer ids are unique, whichever student's device made them up.
    AnswerId,
    /// A question is answered once in a game.
    AnswerOncePerGame,
    /// One child's mixes have different names.
    MixName,
}

impl Constraint {
    /// The name PostgreSQL reports, and the message SQLite gives.
    fn names(self) -> (&'static str, &'static str) {
        match self {
            Constraint::Login => (
                "accounts_login_key",
                "UNIQUE constraint failed: accounts.login",
            ),
            Constraint::ParentProfile => (
                "parents_account_id_key",
                "UNIQUE constraint failed: parents.account_id",
            ),
            Constraint::SubscriptionPerSubject => (
                "subscriptions_one_per_subject",
                "UNIQUE constraint failed: subscriptions.student_id, subscriptions.subject_id",
            ),
            Constraint::SlotSoldOnce => (
                "bookings_sell_a_slot_once",
                "UNIQUE constraint failed: bookings.tutor_id, bookings.day_of_week, bookings.time",
            ),
            Constraint::OneChangePerSubscription => (
                "plan_changes_pkey",
                "UNIQUE constraint failed: plan_changes.subscription_id",
            ),
            Constraint::TutorOneAtATime => (
                "sessions_tutor_one_at_a_time",
                "sessions_tutor_one_at_a_time",
            ),
            Constraint::QuestionRef => (
                "questions_ref_key",
                "UNIQUE constraint failed: questions.ref",
            ),
            Constraint::SubjectName => (
                "subjects_name_key",
                "UNIQUE constraint failed: subjects.name",
            ),
            Constraint::ThemeName => (
                "themes_subject_id_name_key",
                "UNIQUE constraint failed: themes.subject_id, themes.name",
            ),
            Constraint::TopicName => (
                "topics_theme_id_name_key",
                "UNIQUE constraint failed: topics.theme_id, topics.name",
            ),
            Constraint::EndcodeNameInTopic => (
                "endcodes_topic_id_name_key",
                "UNIQUE constraint failed: endcodes.topic_id, endcodes.name",
            ),
            Constraint::EndcodeNameInSubject => (
                "endcodes_name_in_subject",
                "UNIQUE constraint failed: endcodes.subject_id, endcodes.name",
            ),
            Constraint::AnswerId => ("answers_pkey", "UNIQUE constraint failed: answers.id"),
            Constraint::AnswerOncePerGame => (
                "answers_once_per_game",
                "UNIQUE constraint failed: answers.game_summary_id, answers.question_id",
            ),
            Constraint::MixName => (
                "mixes_name_per_student",
                "UNIQUE constraint failed: mixes.student_id, mixes.name",
            ),
        }
    }

    /// The rules that keep the names of a level's nodes apart.
    pub fn names_among(level: Level) -> &'static [Constraint] {
        match level {
            Level::Subject => &[Constraint::SubjectName],
            Level::Theme => &[Constraint::ThemeName],
            Level::Topic => &[Constraint::TopicName],
            Level::Endcode => &[
                Constraint::EndcodeNameInTopic,
                Constraint::EndcodeNameInSubject,
            ],
        }
    }

    fn broken_by(self, error: &dyn sqlx::error::DatabaseError) -> bool {
        let (postgres, sqlite) = self.names();
        error.constraint() == Some(postgres) || error.message() == sqlite
    }
}

/// `Ok(None)` when `result` broke one of `rules`, so that the caller can
/// answer with its own words; other errors pass through.
pub fn unless_broken<T>(result: sqlx::Result<T>, rules: &[Constraint]) -> sqlx::Result<Option<T>> {
    match result {
        Ok(value) => Ok(Some(value)),
        Err(sqlx::Error::Database(error))
            if rules.iter().any(|rule| rule.broken_by(error.as_ref())) =>
        {
            Ok(None)
        }
        Err(error) => Err(error),
    }
}
