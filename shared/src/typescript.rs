//! Exports every wire type as TypeScript for the UI (`ui/src/generated`).
//!
//! The list below is the one place that names what the UI may import; the
//! `typescript_bindings` test fails when the checked-in files are stale.

use std::fs;
use std::path::Path;

use ts_rs::{ExportError, TS};

use crate::api::{
    admin, auth, content, errors, game, import, parents, privacy, profile, review, rooms, sessions,
    subscriptions, tokens, tutors, util,
};
use crate::schedule::{slots, status};

/// Writes one `.ts` file per type (and the types they use) into `dir`.
pub fn export_all(dir: &Path) -> Result<(), ExportError> {
    macro_rules! export {
        ($($ty:ty),* $(,)?) => { $( <$ty as TS>::export_all_to(dir)?; )* };
    }
    export!(
        crate::Role,
        errors::ErrorBody,
        errors::Success,
        auth::SignInRequest,
        auth::SignUpRequest,
        auth::RefreshRequest,
        auth::ChangePasswordRequest,
        auth::TokenResponse,
        profile::Me,
        profile::ActingParent,
        profile::PictureUpload,
        profile::PictureUploadFor,
        profile::PicturePath,
        util::ApiStatus,
        util::Health,
        util::RemoteLogEntry,
        util::ClientConfig,
        content::AdminSubject,
        content::AdminTheme,
        content::AdminTopic,
        content::AdminEndcode,
        content::NamedBody,
        content::EndcodeBody,
        content::AdminQuestion,
        content::QuestionBody,
        content::QuestionStatus,
        content::QuestionSearchResult,
        content::ImageUpload,
        content::ImageId,
        crate::content::Element,
        crate::content::AnswerPart,
        crate::content::SubmittedPart,
        crate::content::Decision,
        import::DriveItem,
        import::ImportStatus,
        import::ImportResult,
        crate::game::Difficulty,
        crate::game::time_allowance::TimeAllowance,
        crate::game::scoring::PlayerScore,
        crate::game::scoring::AnswerOutcome,
        crate::game::ghosts::Ghost,
        game::LibraryGame,
        game::AskRequest,
        game::AskedQuestion,
        game::AnswerRequest,
        game::AnswerResponse,
        game::GameSummary,
        game::SavedGame,
        game::Highscore,
        game::Mix,
        game::MixBody,
        game::DeletedMix,
        tokens::TokenList,
        tokens::PrizeList,
        tokens::RedeemRequest,
        tokens::GrantTokens,
        review::AnswerRecord,
        review::ReviewUpdate,
        review::ResolveUpdate,
        review::PerformanceNode,
        review::TrendStat,
        review::Note,
        review::NewNote,
        review::NotesPage,
        review::UnreadNotes,
        review::NotesRead,
        crate::game::review::TokenColumn,
        crate::game::review::PerformanceColumn,
        crate::game::review::ReviewedColumn,
        parents::ParentBody,
        parents::ParentProfile,
        parents::NewStudentBody,
        parents::Student,
        parents::TimeAllowanceBody,
        tutors::NewTutorBody,
        tutors::Tutor,
        tutors::TutorBody,
        tutors::Availability,
        admin::AdminVariables,
        admin::StudentSubjectScore,
        admin::ResetScoreRequest,
        admin::OutboxEmail,
        subscriptions::ProductList,
        subscriptions::SubscriptionLevel,
        subscriptions::AvailabilityRequest,
        subscriptions::ReferralAvailabilityRequest,
        subscriptions::TutorSlot,
        subscriptions::NewSubscription,
        subscriptions::SubscriptionChange,
        subscriptions::PaymentRedirect,
        subscriptions::Subscription,
        subscriptions::CancelledSubscription,
        sessions::Session,
        sessions::RegisterEvent,
        sessions::WeeklyReschedule,
        privacy::FamilyExport,
        privacy::CloseFamilyRequest,
        privacy::FamilyClosed,
        privacy::FamilySummary,
        privacy::FamilyChild,
        rooms::RoomToken,
        rooms::ChannelRequest,
        rooms::ChannelEvent,
        rooms::SessionHandoff,
        rooms::HandoffRequest,
        rooms::VideoCheck,
        crate::whiteboard::Scene,
        slots::ApproxTime,
        status::SessionStatus,
        status::SubscriptionStatus,
    );
    numbers_not_bigints(dir)
}

/// ts-rs writes 64-bit integers as `bigint`, but JSON carries them as plain
/// numbers, and ours (counts, seconds, epoch milliseconds) stay well inside
/// JavaScript's safe integer range.
fn numbers_not_bigints(dir: &Path) -> Result<(), ExportError> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        let text = fs::read_to_string(&path)?;
        if text.contains("bigint") {
            fs::write(&path, text.replace("bigint", "number"))?;
        }
    }
    Ok(())
}
