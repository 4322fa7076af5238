//! Exports as TypeScript (`ui/src/generated`) the types the UI needs that
//! the API document does not carry: the live session's channel messages and
//! the rules the UI mirrors. The API's own types come to the UI from the
//! OpenAPI document (`ui/src/generated/api/schemas.ts`).
//!
//! The list below is the one place that names them; the
//! `typescript_bindings` test fails when the checked-in files are stale.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use ts_rs::{ExportError, TS};

use crate::api::rooms;

/// Writes one `.ts` file per type (and the types they use) into `dir`.
pub fn export_all(dir: &Path) -> Result<(), ExportError> {
    macro_rules! export {
        ($($ty:ty),* $(,)?) => { $( <$ty as TS>::export_all_to(dir)?; )* };
    }
    export!(
        // The signed-in role, which the desktop's IPC types use too.
        crate::Role,
        // The live session's channel, a WebSocket outside the API document.
        rooms::ChannelRequest,
        rooms::ChannelEvent,
        // Rules the UI mirrors, with the rule cases it replays.
        crate::content::SubmittedPart,
        crate::game::scoring::PlayerScore,
        crate::game::scoring::AnswerOutcome,
        crate::game::ghosts::Ghost,
        crate::game::review::TokenColumn,
        crate::game::review::PerformanceColumn,
        crate::game::review::ReviewedColumn,
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
