//! Exports every wire type as TypeScript for the UI (`ui/src/generated`).
//!
//! The list below is the one place that names what the UI may import; the
//! `typescript_bindings` test fails when the checked-in files are stale.

use std::collections::BTreeMap;
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

/// The `.ts` files of `dir` by name.
fn typescript_files(dir: &Path) -> BTreeMap<String, String> {
    let Ok(entries) = fs::read_dir(dir) else {
        return BTreeMap::new();
    };
    entries
        .filter_map(Result::ok)
        .filter(|entry| entry.path().extension().is_some_and(|ext| ext == "ts"))
        .filter_map(|entry| {
            let text = fs::read_to_string(entry.path()).ok()?;
            Some((entry.file_name().to_string_lossy().into_owned(), text))
        })
        .collect()
}

/// For the staleness tests of the crates that export TypeScript: whether
/// the `.ts` files checked in at `checked_in` are exactly those just
/// exported to `fresh`. With `PLYTIME_UPDATE_TYPES` set (as
/// `npm run gen:types` does) they are rewritten first. Only `.ts` files
/// count: other generated files may sit beside them.
pub fn checked_in_matches(fresh: &Path, checked_in: &Path) -> std::io::Result<bool> {
    let expected = typescript_files(fresh);
    if std::env::var_os("PLYTIME_UPDATE_TYPES").is_some() {
        fs::create_dir_all(checked_in)?;
        for name in typescript_files(checked_in).keys() {
            fs::remove_file(checked_in.join(name))?;
        }
        for (name, text) in &expected {
            fs::write(checked_in.join(name), text)?;
        }
    }
    Ok(!expected.is_empty() && typescript_files(checked_in) == expected)
}
