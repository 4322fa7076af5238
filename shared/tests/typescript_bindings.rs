//! Fails when `ui/src/generated` no longer matches the Rust wire types.
//! Regenerate with `PLYTIME_UPDATE_TYPES=1 cargo test -p plytime-shared --test typescript_bindings`
//! (or `npm run gen:types`).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

fn read_dir_files(dir: &Path) -> BTreeMap<String, String> {
    let Ok(entries) = fs::read_dir(dir) else {
        return BTreeMap::new();
    };
    entries
        .filter_map(Result::ok)
        .filter(|entry| entry.path().extension().is_some_and(|ext| ext == "ts"))
        .map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            (
                name,
                fs::read_to_string(entry.path()).expect("readable generated file"),
            )
        })
        .collect()
}

#[test]
fn generated_typescript_is_up_to_date() {
    let checked_in = Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui/src/generated");
    let fresh: PathBuf = std::env::temp_dir().join(format!("plytime-ts-{}", std::process::id()));
    let _ = fs::remove_dir_all(&fresh);
    plytime_shared::typescript::export_all(&fresh).expect("export TypeScript");
    let expected = read_dir_files(&fresh);

    if std::env::var_os("PLYTIME_UPDATE_TYPES").is_some() {
        fs::create_dir_all(&checked_in).unwrap();
        // Only the .ts files are ours; the OpenAPI document beside them is
        // written by the server's tests.
        for name in read_dir_files(&checked_in).keys() {
            fs::remove_file(checked_in.join(name)).unwrap();
        }
        for (name, text) in &expected {
            fs::write(checked_in.join(name), text).unwrap();
        }
    }
    let actual = read_dir_files(&checked_in);
    let _ = fs::remove_dir_all(&fresh);
    assert!(!expected.is_empty(), "no TypeScript was exported");
    assert!(
        actual == expected,
        "ui/src/generated is stale: run `npm run gen:types` and commit the result"
    );
}
