//! Spreadsheet import: uploading, importing subjects and questions, the
//! report, and the guards around it. Driven through the typed operations
//! the desktop app's client uses.

use std::time::Duration;

use plytime_shared::api::errors::Success;
use plytime_shared::api::import::{DriveItem, ImportResultKind, ImportStatus};
use plytime_shared::api::operation::{NoBody, Operation};
use plytime_shared::api::operations::{content, import};
use reqwest::StatusCode;
use rust_xlsxwriter::Workbook;
use serde_json::Value;

use crate::common::{TestServer, errors};

/// A workbook whose first sheet holds `rows` (row 0 is the headings).
fn workbook(rows: &[&[&str]]) -> Vec<u8> {
    let mut workbook = Workbook::new();
    let sheet = workbook.add_worksheet();
    for (r, row) in rows.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            match cell.parse::<f64>() {
                Ok(number) => sheet.write_number(r as u32, c as u16, number).unwrap(),
                Err(_) => sheet.write_string(r as u32, c as u16, *cell).unwrap(),
            };
        }
    }
    workbook.save_to_buffer().unwrap()
}

const SUBJECT_HEADINGS: &[&str] = &[
    "Subject",
    "Theme",
    "Topic",
    "Endcode",
    "Description",
    "Priority",
    "Help_videos",
];
const QUESTION_HEADINGS: &[&str] = &[
    "ref",
    "endcode",
    "status",
    "score",
    "standard_time",
    "maximum_time",
    "lines",
    "answers",
];

fn subjects_file() -> Vec<u8> {
    workbook(&[
        SUBJECT_HEADINGS,
        &[
            "Maths",
            "Fractions",
            "Halves",
            "Y3-HALF",
            "Find half of a number",
            "1",
            "",
        ],
        &[
            "Maths",
            "Fractions",
            "Halves",
            "Y3-HALF-MONEY",
            "Halve amounts of money",
            "2",
            "https://videos.plytime.test/a https://videos.plytime.test/b",
        ],
        &["Maths", "Fractions", "Halves", "", "no endcode", "1", ""],
        &["Maths", "Fractions", "Halves", "Y3-BAD", "", "9", ""],
    ])
}

fn questions_file(score_of_first: &str) -> Vec<u8> {
    workbook(&[
        QUESTION_HEADINGS,
        &[
            "HALF-1",
            "Y3-HALF",
            "live",
            score_of_first,
            "20",
            "40",
            "Half of 8 is [Whole Number:n]",
            "n = 4",
        ],
        &[
            "HALF-2",
            "Y3-HALF-MONEY",
            "live",
            "90",
            "30",
            "60",
            "Half of £7 is [GBP:m]",
            "m = 3.50",
        ],
        &[
            "HALF-3",
            "Y3-HALF",
            "live",
            "88",
            "20",
            "40",
            "Half of 3 is [Fraction:f]",
            "f = 3/x",
        ],
        &[
            "HALF-4",
            "Y3-NOWHERE",
            "live",
            "88",
            "20",
            "40",
            "Half of 6 is [Whole Number:n]",
            "n = 3",
        ],
        &[
            "HALF-5",
            "Y3-HALF",
            "live",
            "250",
            "20",
            "40",
            "Half of 6 is [Whole Number:n]",
            "n = 3",
        ],
        &[
            "HALF-1",
            "Y3-HALF",
            "live",
            "86",
            "20",
            "40",
            "Half of 8 is [Whole Number:n]",
            "n = 4",
        ],
    ])
}

/// Uploads a file. Its body is the file's bytes, not JSON, which `send`
/// does not send, so only the path comes from the operation.
async fn upload(
    server: &TestServer,
    admin: &str,
    folder: &str,
    name: &str,
    bytes: Vec<u8>,
) -> (StatusCode, Value) {
    let response = server
        .client
        .post(server.url(&import::UPLOAD.path(&[])))
        .query(&[("folder", folder), ("name", name)])
        .bearer_auth(admin)
        .body(bytes)
        .send()
        .await
        .unwrap();
    let status = response.status();
    (status, response.json().await.unwrap())
}

/// Starts an import of `file`: `kind` is [`import::IMPORT_SUBJECTS`] or
/// [`import::IMPORT_QUESTIONS`].
async fn start_import(
    server: &TestServer,
    admin: &str,
    kind: Operation<NoBody, Success>,
    file: &str,
) -> (StatusCode, Value) {
    server
        .send_query(kind, &[], &[("file", file)], Some(admin), &NoBody)
        .await
}

/// Starts an import and waits for it to finish; returns the final status.
async fn run_import(
    server: &TestServer,
    admin: &str,
    kind: Operation<NoBody, Success>,
    file: &str,
) -> ImportStatus {
    let (status, body) = start_import(server, admin, kind, file).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    for _ in 0..500 {
        let status = server
            .expect_ok(import::STATUS, &[], Some(admin), &NoBody)
            .await;
        if status.finished.is_some() {
            return status;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("import did not finish");
}

/// The last import's results workbook: its suggested file name and bytes.
/// The answer is a workbook, not JSON, so only the path comes from the
/// operation.
async fn results_file(server: &TestServer, admin: &str) -> (String, Vec<u8>) {
    let response = server
        .client
        .get(server.url(&import::RESULTS.path(&[])))
        .bearer_auth(admin)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let disposition = response.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_string();
    (disposition, response.bytes().await.unwrap().to_vec())
}

/// Runs an import to its end and returns its result lines.
async fn imported_lines(
    server: &TestServer,
    admin: &str,
    kind: Operation<NoBody, Success>,
    file: &str,
) -> Vec<(ImportResultKind, String, i64)> {
    result_lines(&run_import(server, admin, kind, file).await)
}

fn result_lines(status: &ImportStatus) -> Vec<(ImportResultKind, String, i64)> {
    status
        .results
        .iter()
        .map(|line| (line.kind, line.detail.clone(), line.count))
        .collect()
}

fn info(lines: &[(ImportResultKind, String, i64)], detail: &str) -> i64 {
    lines
        .iter()
        .find(|(kind, d, _)| *kind == ImportResultKind::Info && d == detail)
        .map(|(_, _, n)| *n)
        .unwrap_or(0)
}

/// The error lines of a report, in order.
fn error_lines(lines: &[(ImportResultKind, String, i64)]) -> Vec<&str> {
    lines
        .iter()
        .filter(|l| l.0 == ImportResultKind::Error)
        .map(|l| l.1.as_str())
        .collect()
}

/// An admin's question search by ref.
async fn search_ref(
    server: &TestServer,
    admin: &str,
    reference: &str,
) -> plytime_shared::api::content::QuestionSearchResult {
    server
        .expect_ok_query(
            content::SEARCH_QUESTIONS,
            &[],
            &[("ref", reference)],
            Some(admin),
            &NoBody,
        )
        .await
}

async fn list_folder(server: &TestServer, admin: &str, folder: &str) -> Vec<DriveItem> {
    server
        .expect_ok_query(
            import::LIST_FOLDER,
            &[],
            &[("folder", folder)],
            Some(admin),
            &NoBody,
        )
        .await
}

#[tokio::test]
async fn an_admin_uploads_imports_and_reimports_with_a_clear_report() {
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;

    let (status, item) = upload(
        &server,
        &admin,
        "term1",
        "halves.subjects.xlsx",
        subjects_file(),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{item}");
    upload(
        &server,
        &admin,
        "term1",
        "halves.questions.xlsx",
        questions_file("85"),
    )
    .await;
    let top = server
        .expect_ok(import::LIST_FOLDER, &[], Some(&admin), &NoBody)
        .await;
    assert_eq!(
        top,
        [DriveItem {
            id: "term1".into(),
            name: "term1".into(),
            mime_type: "application/vnd.google-apps.folder".into(),
        }]
    );

    let status = run_import(
        &server,
        &admin,
        import::IMPORT_SUBJECTS,
        "term1/halves.subjects.xlsx",
    )
    .await;
    assert_eq!(
        status.message.as_deref(),
        Some("Import complete, see halves.subjects.results.xlsx for results")
    );
    let lines = result_lines(&status);
    assert_eq!(info(&lines, "Rows read"), 4);
    assert_eq!(info(&lines, "Subjects created"), 1);
    assert_eq!(info(&lines, "Endcodes created"), 2);
    let errors = error_lines(&lines);
    assert!(
        errors
            .iter()
            .any(|e| e.ends_with("row 4, column endcode: Cannot be empty")),
        "{errors:?}"
    );
    assert!(
        errors
            .iter()
            .any(|e| e.ends_with("row 5, column priority: Must be 1, 2 or 3")),
        "{errors:?}"
    );

    let status = run_import(
        &server,
        &admin,
        import::IMPORT_QUESTIONS,
        "term1/halves.questions.xlsx",
    )
    .await;
    let lines = result_lines(&status);
    assert_eq!(info(&lines, "Questions created"), 2, "{lines:?}");
    let errors = error_lines(&lines);
    // In row order, although row 5's endcode is only found missing after
    // every row was read.
    assert_eq!(
        errors,
        [
            "Sheet 'Sheet1' row 4, column answers: answers[0][0]: '3/x' is not a valid Fraction",
            "Sheet 'Sheet1' row 5, column endcode: There is no endcode 'Y3-NOWHERE'",
            "Sheet 'Sheet1' row 6, column score: Must be number between 0 and 200",
            "Sheet 'Sheet1' row 7, column ref: Repeats row 2",
        ]
    );
    assert_eq!(
        status.results_file.as_deref(),
        Some("halves.questions.results.xlsx")
    );
    let (disposition, workbook) = results_file(&server, &admin).await;
    assert!(
        disposition.contains("halves.questions.results.xlsx"),
        "{disposition}"
    );
    assert!(workbook.starts_with(b"PK"));

    let listing = list_folder(&server, &admin, "term1").await;
    let names: Vec<&str> = listing.iter().map(|i| i.name.as_str()).collect();
    assert_eq!(
        names,
        ["halves.questions.xlsx", "halves.subjects.xlsx"],
        "results files are not offered"
    );

    // The same files again: nothing new, nothing duplicated.
    let lines = imported_lines(
        &server,
        &admin,
        import::IMPORT_SUBJECTS,
        "term1/halves.subjects.xlsx",
    )
    .await;
    assert_eq!(
        (
            info(&lines, "Endcodes created"),
            info(&lines, "Endcodes unchanged")
        ),
        (0, 2)
    );
    let lines = imported_lines(
        &server,
        &admin,
        import::IMPORT_QUESTIONS,
        "term1/halves.questions.xlsx",
    )
    .await;
    assert_eq!(
        (
            info(&lines, "Questions created"),
            info(&lines, "Questions unchanged")
        ),
        (0, 2)
    );

    // One changed cell: exactly that question is updated.
    upload(
        &server,
        &admin,
        "term1",
        "halves.questions.xlsx",
        questions_file("87"),
    )
    .await;
    let lines = imported_lines(
        &server,
        &admin,
        import::IMPORT_QUESTIONS,
        "term1/halves.questions.xlsx",
    )
    .await;
    assert_eq!(
        (
            info(&lines, "Questions updated"),
            info(&lines, "Questions unchanged")
        ),
        (1, 1)
    );
    let found = search_ref(&server, &admin, "HALF-1").await;
    assert_eq!(found.metadata.of, 1);
    assert_eq!(found.data[0].score, 87.0);
    assert_eq!(found.data[0].endcode.name, "Y3-HALF");
}

#[tokio::test]
async fn an_endcode_name_stays_unique_within_its_subject_so_question_imports_keep_working() {
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    upload(
        &server,
        &admin,
        "t",
        "halves.subjects.xlsx",
        subjects_file(),
    )
    .await;
    run_import(
        &server,
        &admin,
        import::IMPORT_SUBJECTS,
        "t/halves.subjects.xlsx",
    )
    .await;

    let elsewhere = workbook(&[
        SUBJECT_HEADINGS,
        &["Maths", "Money", "Change", "Y3-HALF", "Half again", "1", ""],
        &["Maths", "Money", "Change", "Y3-CHANGE", "", "1", ""],
        &["Maths", "Money", "Coins", "Y3-CHANGE", "", "1", ""],
        &[
            "English",
            "Words",
            "Halves",
            "Y3-HALF",
            "Another subject",
            "1",
            "",
        ],
    ]);
    upload(&server, &admin, "t", "money.subjects.xlsx", elsewhere).await;
    let lines = imported_lines(
        &server,
        &admin,
        import::IMPORT_SUBJECTS,
        "t/money.subjects.xlsx",
    )
    .await;
    let errors = error_lines(&lines);
    assert_eq!(
        errors,
        [
            "Sheet 'Sheet1' row 2, column endcode: 'Y3-HALF' already names an endcode \
             under another topic of this subject",
            "Sheet 'Sheet1' row 4, column endcode: 'Y3-CHANGE' already names an endcode \
             under another topic of this subject",
        ]
    );
    assert_eq!(info(&lines, "Endcodes created"), 2, "{lines:?}");

    // Maths still has one Y3-HALF; English's is told apart by a subject column.
    let question = |subject: &'static str| -> [&'static str; 9] {
        [
            "HALF-1",
            "Y3-HALF",
            "live",
            "85",
            "20",
            "40",
            "Half of 8 is [Whole Number:n]",
            "n = 4",
            subject,
        ]
    };
    let headings: Vec<&str> = QUESTION_HEADINGS
        .iter()
        .copied()
        .chain(["subject"])
        .collect();
    for (subject, outcome) in [
        (
            "",
            "'Y3-HALF' names endcodes in several subjects: add a subject column",
        ),
        (
            "Science",
            "There is no endcode 'Y3-HALF' in subject 'Science'",
        ),
    ] {
        let file = workbook(&[&headings, &question(subject)]);
        upload(&server, &admin, "t", "halves.questions.xlsx", file).await;
        let lines = imported_lines(
            &server,
            &admin,
            import::IMPORT_QUESTIONS,
            "t/halves.questions.xlsx",
        )
        .await;
        let error = error_lines(&lines).first().copied();
        assert_eq!(
            error,
            Some(format!("Sheet 'Sheet1' row 2, column endcode: {outcome}").as_str())
        );
    }
    let file = workbook(&[&headings, &question("Maths")]);
    upload(&server, &admin, "t", "halves.questions.xlsx", file).await;
    let lines = imported_lines(
        &server,
        &admin,
        import::IMPORT_QUESTIONS,
        "t/halves.questions.xlsx",
    )
    .await;
    assert_eq!(info(&lines, "Questions created"), 1, "{lines:?}");
    let found = search_ref(&server, &admin, "HALF-1").await;
    let endcode = server
        .expect_ok(
            content::GET_ENDCODE,
            &[&found.data[0].endcode._id],
            Some(&admin),
            &NoBody,
        )
        .await;
    assert_eq!(endcode.description, "Find half of a number");
}

#[tokio::test]
async fn a_broken_file_changes_nothing_and_says_why() {
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let mut truncated = subjects_file();
    truncated.truncate(truncated.len() / 2);
    let storage = server.storage();
    storage
        .put("imports/broken.subjects.xlsx", truncated.into())
        .await
        .unwrap();
    storage
        .put(
            "imports/noise.subjects.xlsx",
            b"PK\x03\x04 not really".to_vec().into(),
        )
        .await
        .unwrap();
    storage
        .put("imports/empty.subjects.xlsx", workbook(&[]).into())
        .await
        .unwrap();
    storage
        .put(
            "imports/wrong.subjects.xlsx",
            workbook(&[&["name", "age"], &["x", "1"]]).into(),
        )
        .await
        .unwrap();

    for (file, reason) in [
        (
            "broken.subjects.xlsx",
            "The file is not an .xlsx spreadsheet",
        ),
        (
            "noise.subjects.xlsx",
            "The file is not an .xlsx spreadsheet",
        ),
        ("empty.subjects.xlsx", "The first sheet has no heading row"),
        (
            "wrong.subjects.xlsx",
            "Sheet 'Sheet1' has no column headed 'subject', 'theme', 'topic', 'endcode' in row 1",
        ),
    ] {
        let status = run_import(&server, &admin, import::IMPORT_SUBJECTS, file).await;
        let message = status.message.unwrap();
        assert!(
            message.starts_with(&format!("Import failed: {reason}")),
            "{file}: {message}"
        );
    }
    let subjects = server
        .expect_ok(content::LIST_SUBJECTS, &[], Some(&admin), &NoBody)
        .await;
    assert!(subjects.is_empty(), "{subjects:?}");

    let (status, body) = upload(
        &server,
        &admin,
        "",
        "x.questions.xlsx",
        b"not a zip".to_vec(),
    )
    .await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::BAD_REQUEST,
            vec!["The file is not an .xlsx spreadsheet".to_string()]
        )
    );
    let (status, _) = upload(&server, &admin, "", "notes.txt", subjects_file()).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, body) = upload(
        &server,
        &admin,
        "",
        "big.questions.xlsx",
        vec![b'P'; 11 * 1024 * 1024],
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{body}");
}

#[tokio::test]
async fn imports_are_one_at_a_time_inside_the_folder_and_admin_only() {
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    upload(&server, &admin, "", "a.subjects.xlsx", subjects_file()).await;

    let as_admin = Some(admin.as_str());
    for folder in ["../files", "a/../../x"] {
        let (status, body) = server
            .send_query(
                import::LIST_FOLDER,
                &[],
                &[("folder", folder)],
                as_admin,
                &NoBody,
            )
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{folder}");
        assert_eq!(errors(&body), ["That path is outside the import folder"]);
    }
    let (status, _) = start_import(&server, &admin, import::IMPORT_SUBJECTS, "../plytime.db").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, body) =
        start_import(&server, &admin, import::IMPORT_QUESTIONS, "a.subjects.xlsx").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        ["Only .questions.xlsx files can be imported as questions"]
    );
    let (status, _) = start_import(
        &server,
        &admin,
        import::IMPORT_SUBJECTS,
        "missing.subjects.xlsx",
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let (status, body) = server.send(import::RESULTS, &[], as_admin, &NoBody).await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::NOT_FOUND,
            vec!["The last import has no results file".to_string()]
        )
    );

    // Another import holds the status row: this one is refused.
    let db = server.db().await;
    assert!(
        plytime_server::db::import_status::claim(&db, "other", "subjects", "x", "busy")
            .await
            .unwrap()
    );
    let (status, body) =
        start_import(&server, &admin, import::IMPORT_SUBJECTS, "a.subjects.xlsx").await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["An import is already running. Please wait for it to finish."]
    );
    // Read as JSON: a running import's status has no `finished` at all.
    let (status, running) = server.send(import::STATUS, &[], as_admin, &NoBody).await;
    assert_eq!(status, StatusCode::OK, "{running}");
    assert!(running.get("started").is_some() && running.get("finished").is_none());

    for (role, login) in [
        ("parent", "parent@plytime.test"),
        ("tutor", "tutor@plytime.test"),
        ("student", "ada"),
    ] {
        let token = server.demo_token(role, login).await;
        let token = Some(token.as_str());
        let statuses = [
            server.send(import::STATUS, &[], token, &NoBody).await.0,
            server
                .send(import::LIST_FOLDER, &[], token, &NoBody)
                .await
                .0,
            server.send(import::RESULTS, &[], token, &NoBody).await.0,
            server
                .send_query(
                    import::IMPORT_SUBJECTS,
                    &[],
                    &[("file", "a.subjects.xlsx")],
                    token,
                    &NoBody,
                )
                .await
                .0,
            server
                .send(import::TEMPLATE, &["subjects"], token, &NoBody)
                .await
                .0,
        ];
        assert_eq!(
            statuses,
            [StatusCode::FORBIDDEN; 5],
            "{role}: status, folders, results, import, template"
        );
    }
    // The template is a workbook, not JSON, so only the path comes from
    // the operation.
    let template = server
        .client
        .get(server.url(&import::TEMPLATE.path(&["questions"])))
        .bearer_auth(&admin)
        .send()
        .await
        .unwrap();
    assert_eq!(template.status(), StatusCode::OK);
    assert!(
        template.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains("template.questions.xlsx")
    );
    assert!(template.bytes().await.unwrap().starts_with(b"PK"));
}

#[tokio::test]
async fn a_fresh_demo_start_has_the_whole_starter_bank_once() {
    let content = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let server = TestServer::start_with(|config| {
        config.demo = true;
        config.content_dir = content.clone();
    })
    .await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let subjects = server
        .expect_ok(content::LIST_SUBJECTS, &[], Some(&admin), &NoBody)
        .await;
    assert_eq!(subjects.len(), 1);
    assert!(
        subjects[0].question_count >= 650,
        "{}",
        subjects[0].question_count
    );
    assert!(subjects[0].endcode_count >= 100);
    let live = server
        .expect_ok_query(
            content::SEARCH_QUESTIONS,
            &[],
            &[("status", "live"), ("_limit", "1")],
            Some(&admin),
            &NoBody,
        )
        .await;
    assert!(live.metadata.of >= 650);
    let listing = list_folder(&server, &admin, "starter").await;
    assert_eq!(listing.len(), 2, "{listing:?}");
    // The import page shows the starter bank's import as the last one.
    let status = server
        .expect_ok(import::STATUS, &[], Some(&admin), &NoBody)
        .await;
    assert!(status.finished.is_some(), "{status:?}");
    assert_eq!(
        status.message.as_deref(),
        Some("Import complete, see starter.questions.results.xlsx for results")
    );
    assert_eq!(
        status.results_file.as_deref(),
        Some("starter.questions.results.xlsx")
    );
    assert!(info(&result_lines(&status), "Questions created") >= 650);
    let (disposition, workbook) = results_file(&server, &admin).await;
    assert!(
        disposition.contains("starter.questions.results.xlsx"),
        "{disposition}"
    );
    assert!(workbook.starts_with(b"PK"));

    // A restart on the same database loads nothing twice.
    let db = server.db().await;
    plytime_server::demo::seed_content(&db, &server.storage(), &content)
        .await
        .unwrap();
    let again = server
        .expect_ok(content::LIST_SUBJECTS, &[], Some(&admin), &NoBody)
        .await;
    assert_eq!(again[0].question_count, subjects[0].question_count);
}
