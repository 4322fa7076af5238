//! The same tests against each backend: the folder always, and an
//! S3-compatible server when `PLYTIME_TEST_S3_ENDPOINT` names one
//! (`scripts/test` starts one with `scripts/s3-up.sh`).

use std::path::PathBuf;

use bytes::Bytes;

use super::Storage;
use crate::config::S3Settings;

/// A store for one test, with its folder removed afterwards.
struct Backend {
    name: &'static str,
    storage: Storage,
    folder: Option<PathBuf>,
}

impl Drop for Backend {
    fn drop(&mut self) {
        if let Some(folder) = &self.folder {
            let _ = std::fs::remove_dir_all(folder);
        }
    }
}

fn unique() -> String {
    format!("plytime-storage-{}", uuid::Uuid::new_v4().simple())
}

fn backends() -> Vec<Backend> {
    let folder = std::env::temp_dir().join(unique());
    let mut backends = vec![Backend {
        name: "folder",
        storage: Storage::local(&folder).expect("a folder store"),
        folder: Some(folder),
    }];
    match S3Settings::from_test_environment(&unique()) {
        Some(settings) => backends.push(Backend {
            name: "S3",
            storage: Storage::s3(&settings).expect("an S3 store"),
            folder: None,
        }),
        None => eprintln!(
            "S3 leg skipped: PLYTIME_TEST_S3_ENDPOINT is not set (scripts/s3-up.sh starts a server)"
        ),
    }
    backends
}

fn bytes(text: &str) -> Bytes {
    Bytes::from(text.to_string())
}

#[tokio::test]
async fn a_file_put_is_read_back_and_a_second_put_replaces_it() {
    for Backend { name, storage, .. } in &backends() {
        storage.check().await.expect(name);
        storage.put("pictures/a.png", bytes("first")).await.unwrap();
        assert_eq!(
            storage.get("pictures/a.png").await.unwrap(),
            Some(bytes("first")),
            "{name}"
        );
        storage
            .put("pictures/a.png", bytes("second"))
            .await
            .unwrap();
        assert_eq!(
            storage.get("pictures/a.png").await.unwrap(),
            Some(bytes("second")),
            "{name}"
        );
    }
}

#[tokio::test]
async fn a_missing_file_reads_as_none_and_deleting_it_is_no_error() {
    for Backend { name, storage, .. } in &backends() {
        assert_eq!(
            storage.get("pictures/none.png").await.unwrap(),
            None,
            "{name}"
        );
        storage.delete("pictures/none.png").await.expect(name);
        storage.delete_folder("whiteboards/none").await.expect(name);
        let listing = storage.list("import/none").await.expect(name);
        assert!(
            listing.folders.is_empty() && listing.files.is_empty(),
            "{name}"
        );
    }
}

#[tokio::test]
async fn a_listing_shows_what_is_directly_inside_a_folder_with_sizes() {
    for Backend { name, storage, .. } in &backends() {
        for (key, content) in [
            ("import/maths.questions.xlsx", "12345"),
            ("import/year 3/a.subjects.xlsx", "1"),
            ("import/year 4/b.questions.xlsx", "1"),
            ("attachments/x", "1"),
        ] {
            storage.put(key, bytes(content)).await.unwrap();
        }
        let mut listing = storage.list("import").await.unwrap();
        listing.folders.sort();
        assert_eq!(
            listing.folders,
            ["import/year 3", "import/year 4"],
            "{name}"
        );
        assert_eq!(
            listing.files,
            [("import/maths.questions.xlsx".to_string(), 5)],
            "{name}"
        );
        let mut top = storage.list("").await.unwrap().folders;
        top.sort();
        assert_eq!(top, ["attachments", "import"], "{name}");
    }
}

#[tokio::test]
async fn deleting_a_file_or_a_folder_leaves_the_files_beside_it() {
    for Backend { name, storage, .. } in &backends() {
        for key in [
            "whiteboards/s1/f1",
            "whiteboards/s1/deeper/f2",
            "whiteboards/s10/f1",
            "pictures/p.png",
        ] {
            storage.put(key, bytes(key)).await.unwrap();
        }
        storage.delete("pictures/p.png").await.unwrap();
        assert_eq!(storage.get("pictures/p.png").await.unwrap(), None, "{name}");

        storage.delete_folder("whiteboards/s1").await.unwrap();
        assert_eq!(
            storage.get("whiteboards/s1/f1").await.unwrap(),
            None,
            "{name}"
        );
        assert_eq!(
            storage.get("whiteboards/s1/deeper/f2").await.unwrap(),
            None,
            "{name}"
        );
        assert_eq!(
            storage.get("whiteboards/s10/f1").await.unwrap(),
            Some(bytes("whiteboards/s10/f1")),
            "{name}: a folder whose name starts the same stays"
        );
        // No empty folders are left behind in either backend.
        assert_eq!(
            storage.list("whiteboards").await.unwrap().folders,
            ["whiteboards/s10"],
            "{name}"
        );
        assert!(
            storage.list("").await.unwrap().folders == ["whiteboards"],
            "{name}: the emptied pictures folder is gone"
        );
    }
}

#[tokio::test]
async fn keys_that_could_step_outside_the_store_are_refused() {
    for Backend { name, storage, .. } in &backends() {
        for key in ["../escape", "pictures/../../escape", "a//b", "pictures/./a"] {
            assert!(
                storage.put(key, bytes("x")).await.is_err(),
                "{name}: put {key}"
            );
            assert_eq!(storage.get(key).await.unwrap(), None, "{name}: get {key}");
            assert!(storage.delete(key).await.is_err(), "{name}: delete {key}");
            assert!(storage.list(key).await.is_err(), "{name}: list {key}");
        }
        assert!(storage.delete_folder("").await.is_err(), "{name}");
    }
}

#[tokio::test]
async fn a_bucket_that_is_not_there_is_found_at_the_start_check() {
    let Some(mut settings) = S3Settings::from_test_environment(&unique()) else {
        eprintln!("S3 leg skipped: PLYTIME_TEST_S3_ENDPOINT is not set");
        return;
    };
    settings.bucket = Some(unique());
    let storage = Storage::s3(&settings).unwrap();
    let error = storage.check().await.unwrap_err();
    assert!(
        format!("{error:#}").contains("does not answer"),
        "{error:#}"
    );
}

fn settings(endpoint: Option<&str>, allow_http: bool) -> S3Settings {
    S3Settings {
        bucket: Some("files".into()),
        endpoint: endpoint.map(str::to_string),
        allow_http,
        access_key_id: Some("id".into()),
        secret_access_key: Some("secret".into()),
        ..S3Settings::default()
    }
}

#[test]
fn plain_http_is_taken_only_from_a_loopback_endpoint_when_allowed() {
    for endpoint in [
        "http://127.0.0.1:9000",
        "http://localhost:9000",
        "http://[::1]:9000",
    ] {
        assert!(
            Storage::s3(&settings(Some(endpoint), true)).is_ok(),
            "{endpoint}"
        );
        assert!(
            Storage::s3(&settings(Some(endpoint), false)).is_err(),
            "{endpoint}"
        );
    }
    assert!(Storage::s3(&settings(Some("http://10.0.0.5:9000"), true)).is_err());
    assert!(Storage::s3(&settings(Some("https://s3.example.org"), false)).is_ok());
    assert!(Storage::s3(&settings(Some("https://s3.example.org"), true)).is_err());
    assert!(Storage::s3(&settings(None, true)).is_err());
    assert!(Storage::s3(&settings(Some("ftp://s3.example.org"), false)).is_err());
}

#[test]
fn the_keys_are_given_both_or_neither() {
    let mut half = settings(Some("https://s3.example.org"), false);
    half.secret_access_key = None;
    let error = Storage::s3(&half).err().expect("refused");
    assert!(error.to_string().contains("both"), "{error}");
    let location = Storage::s3(&settings(Some("https://s3.example.org"), false))
        .unwrap()
        .location()
        .to_string();
    assert_eq!(location, "S3 bucket files at https://s3.example.org");
}

#[tokio::test]
async fn a_file_uploaded_in_pieces_reads_back_whole_and_by_range() {
    for Backend { name, storage, .. } in &backends() {
        // Larger than one upload part, so that it takes several.
        let content: Vec<u8> = (0..(6 * 1024 * 1024 + 7))
            .map(|n| (n % 251) as u8)
            .collect();
        let mut upload = storage.upload("recordings/s1").await.expect(name);
        for piece in content.chunks(100_000) {
            upload.write(piece).await.expect(name);
        }
        assert_eq!(storage.size("recordings/s1").await.unwrap(), None, "{name}");
        upload.finish().await.expect(name);
        assert_eq!(
            storage.size("recordings/s1").await.unwrap(),
            Some(content.len() as u64),
            "{name}"
        );
        let range = storage
            .get_range("recordings/s1", 5_000_000..5_300_000)
            .await
            .unwrap()
            .expect(name);
        assert_eq!(&range[..], &content[5_000_000..5_300_000], "{name}");
        assert_eq!(
            storage.get_range("recordings/none", 0..1).await.unwrap(),
            None,
            "{name}"
        );
        let abandoned = storage.upload("recordings/s2").await.expect(name);
        abandoned.abort().await.expect(name);
        assert_eq!(storage.get("recordings/s2").await.unwrap(), None, "{name}");
    }
}
