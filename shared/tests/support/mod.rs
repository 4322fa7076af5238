//! What the rule-case tests share: each writes its cases as JSON into
//! `ui/src/generated/`, where the UI's copies of the rules replay them.

use std::path::Path;

use serde_json::Value;

/// Rewrites `ui/src/generated/<file>` with `cases` when asked to
/// (`PLYTIME_UPDATE_TYPES`, as `npm run gen:types` does), then fails unless
/// the checked-in file holds exactly them.
pub fn assert_up_to_date(file: &str, cases: Value) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../ui/src/generated")
        .join(file);
    let fresh = serde_json::to_string_pretty(&cases).unwrap() + "\n";
    if std::env::var_os("PLYTIME_UPDATE_TYPES").is_some() {
        std::fs::write(&path, &fresh).unwrap();
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        checked_in == fresh,
        "ui/src/generated/{file} is stale: run `npm run gen:types`"
    );
}
