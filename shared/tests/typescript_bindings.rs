//! Fails when `ui/src/generated` no longer matches the Rust wire types.
//! Regenerate with `PLYTIME_UPDATE_TYPES=1 cargo test -p plytime-shared --test typescript_bindings`
//! (or `npm run gen:types`).

use std::fs;
use std::path::Path;

use plytime_shared::typescript::{checked_in_matches, export_all};

#[test]
fn generated_typescript_is_up_to_date() {
    let checked_in = Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui/src/generated");
    let fresh = std::env::temp_dir().join(format!("plytime-ts-{}", std::process::id()));
    let _ = fs::remove_dir_all(&fresh);
    export_all(&fresh).expect("export TypeScript");
    let up_to_date = checked_in_matches(&fresh, &checked_in).expect("compare the files");
    let _ = fs::remove_dir_all(&fresh);
    assert!(
        up_to_date,
        "ui/src/generated is stale: run `npm run gen:types` and commit the result"
    );
}
