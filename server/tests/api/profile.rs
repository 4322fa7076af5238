//! Profile pictures: a user's own, and tutors' set by admins. Driven
//! through the typed operations the desktop app's client uses.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::profile;
use plytime_shared::api::profile::{PictureUpload, PictureUploadFor};
use reqwest::StatusCode;
use serde_json::Value;

use crate::common::{TestServer, errors};
use crate::pictures::ada_by_her_parent;

/// The smallest valid PNG: one transparent pixel. (Its image data is 10
/// bytes long: pictures are decoded now, so a wrong length is refused.)
const PIXEL_PNG: &[u8] = &[
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
    0x89, 0x00, 0x00, 0x00, 0x0A, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x00, 0x01, 0x00, 0x00,
    0x05, 0x00, 0x01, 0x0D, 0x0A, 0x2D, 0xB4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE,
    0x42, 0x60, 0x82,
];

fn upload(bytes: &[u8], content_type: &str) -> PictureUpload {
    PictureUpload {
        content_base64: STANDARD.encode(bytes),
        content_type: content_type.to_string(),
    }
}

/// The pixel as the picture of a user whose role is `role`.
fn for_user(role: &str) -> PictureUploadFor {
    PictureUploadFor {
        content_base64: STANDARD.encode(PIXEL_PNG),
        content_type: "image/png".to_string(),
        user_role: role.to_string(),
    }
}

async fn set_picture_of(
    server: &TestServer,
    uid: &str,
    token: &str,
    role: &str,
) -> (StatusCode, Value) {
    server
        .send(
            profile::UPLOAD_PICTURE_FOR,
            &[uid],
            Some(token),
            &for_user(role),
        )
        .await
}

#[tokio::test]
async fn a_user_sets_their_picture_and_it_is_served() {
    let server = TestServer::start().await;
    let token = server.demo_token("parent", "parent@plytime.test").await;
    let token = Some(token.as_str());
    let pixel = upload(PIXEL_PNG, "image/png");
    let uploaded = server
        .expect_ok(profile::UPLOAD_MY_PICTURE, &[], token, &pixel)
        .await;
    let path = uploaded.path.unwrap();
    // A URL with its access token (docs/accounts.md, "Pictures").
    let bare = path.split_once('?').map_or(path.as_str(), |(bare, _)| bare);
    assert!(
        bare.starts_with("/static-data/pictures/") && bare.ends_with(".png"),
        "{path}"
    );

    let served = server.client.get(server.url(&path)).send().await.unwrap();
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.headers()["content-type"], "image/png");
    // Re-encoded: the same pixel, not necessarily the same bytes.
    let served = image::load_from_memory(&served.bytes().await.unwrap()).unwrap();
    assert_eq!(
        served.to_rgba8(),
        image::load_from_memory(PIXEL_PNG).unwrap().to_rgba8()
    );

    let me = server.expect_ok(profile::ME, &[], token, &NoBody).await;
    let shown = me.user_data.profile_picture.unwrap();
    assert!(shown.starts_with(&format!("{bare}?")), "{shown}");
    let picture = server
        .expect_ok(profile::PICTURE_OF, &[&me.uid], token, &NoBody)
        .await;
    assert!(
        picture
            .path
            .as_deref()
            .unwrap()
            .starts_with(&format!("{bare}?")),
        "{picture:?}"
    );

    // A new picture replaces the old file.
    let second = server
        .expect_ok(profile::UPLOAD_MY_PICTURE, &[], token, &pixel)
        .await;
    assert_ne!(second.path.as_deref(), Some(path.as_str()));
    let old = server.client.get(server.url(&path)).send().await.unwrap();
    assert_eq!(old.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn only_images_within_the_size_bound_are_accepted() {
    let server = TestServer::start().await;
    let token = ada_by_her_parent(&server).await;
    let cases = [
        (
            upload(b"<svg onload=alert(1)>", "image/svg+xml"),
            StatusCode::BAD_REQUEST,
        ),
        (
            upload(b"MZ\x90\x00 a program", "image/png"),
            StatusCode::BAD_REQUEST,
        ),
        (upload(PIXEL_PNG, "image/jpeg"), StatusCode::BAD_REQUEST),
        (
            PictureUpload {
                content_base64: "%%%".to_string(),
                content_type: "image/png".to_string(),
            },
            StatusCode::BAD_REQUEST,
        ),
        (upload(&[], " "), StatusCode::BAD_REQUEST),
        (
            upload(&[0x89; 1024 * 1024 + 1], "image/png"),
            StatusCode::PAYLOAD_TOO_LARGE,
        ),
    ];
    let token = Some(token.as_str());
    for (body, expected) in cases {
        let (status, answer) = server
            .send(profile::UPLOAD_MY_PICTURE, &[], token, &body)
            .await;
        assert_eq!(status, expected, "{answer}");
        assert!(!errors(&answer).is_empty());
    }
    // As JSON: the field is left out, not sent empty.
    let (_, me) = server.send(profile::ME, &[], token, &NoBody).await;
    assert!(
        me["user_data"].get("profile_picture").is_none(),
        "nothing was stored"
    );

    let (_, body) = server
        .send(profile::UPLOAD_MY_PICTURE, &[], token, &upload(&[], ""))
        .await;
    assert_eq!(
        errors(&body),
        [
            "content_base64: Cannot be empty",
            "content_type: Cannot be empty"
        ]
    );
}

#[tokio::test]
async fn only_an_admin_changes_a_tutors_picture() {
    let server = TestServer::start().await;
    let tutor_session = server
        .sign_in("tutor", "tutor@plytime.test", "plytime-demo")
        .await;
    let tutor = tutor_session["id_token"].as_str().unwrap();
    let tutor_uid = tutor_session["uid"].as_str().unwrap();

    let (status, body) = server
        .send(
            profile::UPLOAD_MY_PICTURE,
            &[],
            Some(tutor),
            &upload(PIXEL_PNG, "image/png"),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(
        errors(&body),
        ["Please contact the admin to change your profile picture"]
    );

    let parent = server.demo_token("parent", "parent@plytime.test").await;
    assert_eq!(
        set_picture_of(&server, tutor_uid, &parent, "TUTOR").await.0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        set_picture_of(&server, tutor_uid, tutor, "TUTOR").await.0,
        StatusCode::FORBIDDEN
    );

    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let (status, body) = set_picture_of(&server, tutor_uid, &admin, "STUDENT").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["user_role: Does not match the user's role"]);
    let (status, body) = set_picture_of(&server, tutor_uid, &admin, "").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["user_role: Cannot be empty"]);
    let (status, body) = set_picture_of(&server, "nobody", &admin, "TUTOR").await;
    assert_eq!(
        (status, errors(&body)),
        (StatusCode::NOT_FOUND, vec!["No such user".to_string()])
    );

    let set = server
        .expect_ok(
            profile::UPLOAD_PICTURE_FOR,
            &[tutor_uid],
            Some(&admin),
            &for_user("TUTOR"),
        )
        .await;
    let me = server
        .expect_ok(profile::ME, &[], Some(tutor), &NoBody)
        .await;
    assert_eq!(me.user_data.profile_picture, set.path);
}
