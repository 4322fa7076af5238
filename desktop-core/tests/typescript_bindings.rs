//! Fails when `ui/src/generated/desktop` no longer matches the types the
//! desktop commands send to JavaScript. Regenerate with
//! `PLYTIME_UPDATE_TYPES=1 cargo test -p plytime-desktop-core --test typescript_bindings`
//! (or `npm run gen:types`).

use std::fs;
use std::path::Path;

use plytime_desktop_core::typescript::{FOLDER, export_all};
use plytime_shared::typescript::checked_in_matches;

#[test]
fn generated_typescript_is_up_to_date() {
    let checked_in = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../ui/src/generated")
        .join(FOLDER);
    let fresh = std::env::temp_dir().join(format!("plytime-desktop-ts-{}", std::process::id()));
    let _ = fs::remove_dir_all(&fresh);
    export_all(&fresh).expect("export TypeScript");
    // Only the desktop's own folder: the shared types its files import
    // are written, and checked, by plytime-shared's test.
    let up_to_date =
        checked_in_matches(&fresh.join(FOLDER), &checked_in).expect("compare the files");
    let _ = fs::remove_dir_all(&fresh);
    assert!(
        up_to_date,
        "ui/src/generated/desktop is stale: run `npm run gen:types` and commit the result"
    );
}
