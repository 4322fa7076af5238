//! Pictures on the whiteboard (docs/whiteboard.md, "Worksheets"): the
//! tutor uploads a picture or a PDF's page during the session, the server
//! tells what it is from its bytes, redraws it at the board's size and
//! keeps it with the board; pictures come no other way, not over the
//! session channel; and the board's 4 MB bound holds.

use std::io::Cursor;
use std::time::Duration;

use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use plytime_server::video::ROOM_CLOSED;
use plytime_shared::api::board_pictures::{
    NO_SUCH_PICTURE, NOT_A_WORKSHEET, PDF_UNREADABLE, UPLOAD_TOO_LARGE,
};
use plytime_shared::whiteboard::SCENE_TOO_LARGE;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{TestServer, errors};
use crate::session_channel::{next_skipping_present, send};
use crate::session_room::{MINUTE, demo, move_session};
use crate::session_whiteboard::{InTheRoom, both_in_the_room};

/// Uploads `content` to the session's board as `token`, with the PDF page
/// `page` when given.
async fn upload(
    server: &TestServer,
    id: &str,
    token: &str,
    content: Vec<u8>,
    page: Option<u32>,
) -> (StatusCode, Value) {
    let mut request = server
        .client
        .post(server.url(&format!("/api/session/{id}/whiteboard/pictures")))
        .bearer_auth(token)
        .header("content-type", "application/octet-stream")
        .body(content);
    if let Some(page) = page {
        request = request.query(&[("page", page)]);
    }
    let response = request.send().await.expect("request sent");
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

fn png(image: RgbImage) -> Vec<u8> {
    let mut output = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(image)
        .write_to(&mut output, ImageFormat::Png)
        .unwrap();
    output.into_inner()
}

/// A picture of noise, which no encoder can make much smaller: some
/// `width × height × 3` bytes however it is stored.
fn noise(width: u32, height: u32) -> Vec<u8> {
    let mut state = 0x2545_f491_u32;
    png(RgbImage::from_fn(width, height, |_, _| {
        state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        let [r, g, b, _] = state.to_le_bytes();
        Rgb([r, g, b])
    }))
}

/// A PDF of two pages, A4 upright then A4 on its side, each with a blue
/// box; its cross-reference table is left out, as poppler rebuilds it.
fn two_page_pdf() -> Vec<u8> {
    pdf_with_pages(&["0 0 595 842", "0 0 842 595"])
}

fn pdf_with_pages(media_boxes: &[&str]) -> Vec<u8> {
    let mut pdf = String::from("%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n");
    let kids: Vec<String> = (0..media_boxes.len())
        .map(|n| format!("{} 0 R", n + 4))
        .collect();
    pdf += &format!(
        "2 0 obj <</Type/Pages/Kids[{}]/Count {}>> endobj\n",
        kids.join(" "),
        media_boxes.len()
    );
    pdf += "3 0 obj <</Length 30>> stream\n0 0 1 rg 100 100 200 300 re f\nendstream endobj\n";
    for (n, media_box) in media_boxes.iter().enumerate() {
        pdf += &format!(
            "{} 0 obj <</Type/Page/Parent 2 0 R/MediaBox[{media_box}]/Contents 3 0 R>> endobj\n",
            n + 4
        );
    }
    pdf += "trailer <</Root 1 0 R>>\n%%EOF\n";
    pdf.into_bytes()
}

/// The size of the picture a data URL holds.
fn size_of(data_url: &str) -> (u32, u32) {
    use base64::Engine;
    let encoded = data_url.split_once(',').unwrap().1;
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(encoded)
        .unwrap();
    let picture = image::load_from_memory(&bytes).unwrap();
    (picture.width(), picture.height())
}

#[tokio::test]
async fn a_picture_and_a_pdf_page_are_redrawn_kept_with_the_board_and_read_by_the_family() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;

    // A wide picture is shrunk to the board's 1600 pixels, keeping its shape.
    let wide = png(RgbImage::from_pixel(3200, 1000, Rgb([20, 120, 200])));
    let (status, picture) = upload(&server, id, &demo.priya, wide, None).await;
    assert_eq!(status, StatusCode::OK, "{picture}");
    assert_eq!(
        (&picture["width"], &picture["height"]),
        (&json!(1600), &json!(500))
    );
    assert_eq!(picture["pages"], Value::Null);
    assert_eq!(picture["file"]["mimeType"], "image/png");
    let data_url = picture["file"]["dataURL"].as_str().unwrap();
    assert!(data_url.starts_with("data:image/png;base64,"));
    assert_eq!(size_of(data_url), (1600, 500));

    // A PDF's second page, on its side: drawn 1600 wide.
    let (status, page) = upload(&server, id, &demo.priya, two_page_pdf(), Some(2)).await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_eq!(page["pages"], 2);
    assert_eq!(page["file"]["mimeType"], "image/png");
    assert_eq!(page["width"], 1600);
    assert!(
        (1125..=1135).contains(&page["height"].as_u64().unwrap()),
        "{}",
        page["height"]
    );

    // Both are kept with the board, for whoever may read it.
    let (_, board) = server
        .get(&format!("/session/{id}/whiteboard"), &demo.ada)
        .await;
    let kept = board["files"].as_object().unwrap();
    assert_eq!(kept.len(), 2);
    for uploaded in [&picture, &page] {
        let file_id = uploaded["file"]["id"].as_str().unwrap();
        assert_eq!(kept[file_id], uploaded["file"]);
        let path = format!("/session/{id}/whiteboard/pictures/{file_id}");
        for reader in [&demo.ada, &demo.parent, &demo.priya, &demo.admin] {
            let (status, one) = server.get(&path, reader).await;
            assert_eq!(status, StatusCode::OK);
            assert_eq!(one, uploaded["file"]);
        }
        for stranger in [&demo.ben, &demo.owen] {
            let (status, _) = server.get(&path, stranger).await;
            assert_eq!(status, StatusCode::NOT_FOUND);
        }
    }
    let (status, body) = server
        .get(
            &format!("/session/{id}/whiteboard/pictures/nope"),
            &demo.ada,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), [NO_SUCH_PICTURE]);

    // A page far larger than paper is drawn at the board's size all the same.
    let poster = pdf_with_pages(&["0 0 14400 14400"]);
    let (status, huge) = upload(&server, id, &demo.priya, poster, None).await;
    assert_eq!(status, StatusCode::OK, "{huge}");
    assert_eq!(
        (&huge["width"], &huge["height"]),
        (&json!(1600), &json!(1600))
    );
}

#[tokio::test]
async fn what_is_not_a_picture_or_a_readable_pdf_and_whoever_is_not_the_tutor_are_refused() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;
    let small = || png(RgbImage::from_pixel(40, 30, Rgb([0, 0, 0])));

    let refusals: Vec<(Vec<u8>, Option<u32>, StatusCode, String)> = vec![
        (
            b"<html><script>alert(1)</script></html>".to_vec(),
            None,
            StatusCode::BAD_REQUEST,
            NOT_A_WORKSHEET.into(),
        ),
        (
            b"\x89PNG\r\n\x1a\n but nothing of a picture".to_vec(),
            None,
            StatusCode::BAD_REQUEST,
            "file: Only image files (PNG, JPEG, GIF or WebP) are accepted".into(),
        ),
        (
            png(RgbImage::from_pixel(5000, 2, Rgb([0, 0, 0]))),
            None,
            StatusCode::BAD_REQUEST,
            "file: Images can be at most 4096 × 4096 pixels".into(),
        ),
        (
            b"%PDF-1.7 but then nothing a reader could follow".to_vec(),
            None,
            StatusCode::BAD_REQUEST,
            PDF_UNREADABLE.into(),
        ),
        (
            two_page_pdf(),
            Some(3),
            StatusCode::BAD_REQUEST,
            "This PDF has only 2 pages".into(),
        ),
        (
            two_page_pdf(),
            Some(0),
            StatusCode::BAD_REQUEST,
            "This PDF has only 2 pages".into(),
        ),
        (
            vec![0; 9 * 1024 * 1024],
            None,
            StatusCode::PAYLOAD_TOO_LARGE,
            UPLOAD_TOO_LARGE.into(),
        ),
    ];
    for (content, page, status, message) in refusals {
        let (got, body) = upload(&server, id, &demo.priya, content, page).await;
        assert_eq!((got, errors(&body)), (status, vec![message]));
    }

    for (who, status) in [
        (&demo.ada, StatusCode::FORBIDDEN),
        (&demo.parent, StatusCode::FORBIDDEN),
        (&demo.admin, StatusCode::FORBIDDEN),
        (&demo.owen, StatusCode::NOT_FOUND),
    ] {
        let (got, _) = upload(&server, id, who, small(), None).await;
        assert_eq!(got, status);
    }
    move_session(&server, id, -20 * MINUTE, 15).await;
    let (status, body) = upload(&server, id, &demo.priya, small(), None).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(errors(&body), [ROOM_CLOSED]);

    let (_, board) = server
        .get(&format!("/session/{id}/whiteboard"), &demo.priya)
        .await;
    assert_eq!(board["files"], json!({}), "nothing refused was kept");
}

#[tokio::test]
async fn pictures_sent_over_the_channel_are_neither_passed_on_nor_kept() {
    let server = TestServer::with_starter_bank().await;
    let InTheRoom {
        demo,
        mut tutor,
        mut child,
        ..
    } = both_in_the_room(&server).await;
    let id = &demo.first;
    let element = json!({"id": "i1", "type": "image", "fileId": "f1", "version": 1,
        "versionNonce": 3, "index": "a0"});
    let picture = json!({"id": "f1", "mimeType": "image/svg+xml",
        "dataURL": "data:image/svg+xml;base64,PHN2Zy8+"});
    let scene = json!({"elements": [element], "files": {"f1": picture}});
    send(&mut tutor, json!({"type": "scene", "scene": scene})).await;
    let heard = next_skipping_present(&mut child).await;
    assert_eq!(heard["type"], "scene");
    assert_eq!(heard["scene"]["elements"][0]["id"], "i1");
    assert_eq!(heard["scene"]["files"], json!({}));

    drop(tutor);
    tokio::time::sleep(Duration::from_millis(2_500)).await;
    let (_, board) = server
        .get(&format!("/session/{id}/whiteboard"), &demo.priya)
        .await;
    assert_eq!(board["elements"][0]["id"], "i1", "the element is kept");
    assert_eq!(board["files"], json!({}), "its picture is not");
}

#[tokio::test]
async fn a_board_is_bounded_in_size_and_its_pictures_are_files_outside_its_row() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;

    // Some 1.6 MB each as kept: two fit in the board's 4 MB, a third not.
    let mut kept = Vec::new();
    for _ in 0..2 {
        let (status, picture) = upload(&server, id, &demo.priya, noise(800, 500), None).await;
        assert_eq!(status, StatusCode::OK, "{picture}");
        kept.push(picture["file"].clone());
    }
    let (status, body) = upload(&server, id, &demo.priya, noise(800, 500), None).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(errors(&body), [SCENE_TOO_LARGE]);

    let (_, board) = server
        .get(&format!("/session/{id}/whiteboard"), &demo.priya)
        .await;
    assert_eq!(board["files"].as_object().unwrap().len(), 2);
    for file in &kept {
        assert_eq!(
            &board["files"][file["id"].as_str().unwrap()],
            file,
            "kept whole"
        );
    }
    // The pictures are files; the row that each save rewrites stays small.
    let row: String =
        sqlx::query_scalar("SELECT scene FROM session_whiteboards WHERE session_id = $1")
            .bind(id)
            .fetch_one(server.db().await.read())
            .await
            .unwrap();
    assert!(row.len() < 1_000, "{row}");
    let stored = server
        .storage()
        .list(&format!("whiteboards/{id}"))
        .await
        .unwrap()
        .files;
    assert_eq!(stored.len(), 2, "{stored:?}");
    assert!(
        stored.iter().all(|(_, size)| *size > 1_500_000),
        "{stored:?}"
    );
}
