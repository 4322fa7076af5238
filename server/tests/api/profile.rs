use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{TestServer, errors};

/// The smallest valid PNG: one transparent pixel. (Its image data is 10
/// bytes long: pictures are decoded now, so a wrong length is refused.)
const PIXEL_PNG: &[u8] = &[
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
    0x89, 0x00, 0x00, 0x00, 0x0A, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x00, 0x01, 0x00, 0x00,
    0x05, 0x00, 0x01, 0x0D, 0x0A, 0x2D, 0xB4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE,
    0x42, 0x60, 0x82,
];

fn upload(bytes: &[u8], content_type: &str) -> Value {
    json!({"content_base64": STANDARD.encode(bytes), "content_type": content_type})
}

#[tokio::test]
async fn a_user_sets_their_picture_and_it_is_served() {
    let server = TestServer::start().await;
    let token = server.demo_token("parent", "parent@plytime.test").await;
    let (status, body) = server
        .post(
            "/profile/me/picture",
            Some(&token),
            upload(PIXEL_PNG, "image/png"),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let path = body["path"].as_str().unwrap().to_string();
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

    let (_, me) = server.get("/profile/me", &token).await;
    let shown = me["user_data"]["profile_picture"].as_str().unwrap();
    assert!(shown.starts_with(&format!("{bare}?")), "{shown}");
    let uid = me["uid"].as_str().unwrap();
    let (status, picture) = server.get(&format!("/profile/{uid}/picture"), &token).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        picture["path"]
            .as_str()
            .unwrap()
            .starts_with(&format!("{bare}?")),
        "{picture}"
    );

    // A new picture replaces the old file.
    let (_, second) = server
        .post(
            "/profile/me/picture",
            Some(&token),
            upload(PIXEL_PNG, "image/png"),
        )
        .await;
    assert_ne!(second["path"], path.as_str());
    let old = server.client.get(server.url(&path)).send().await.unwrap();
    assert_eq!(old.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn only_images_within_the_size_bound_are_accepted() {
    let server = TestServer::start().await;
    let token = server.demo_token("student", "ada").await;
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
            json!({"content_base64": "%%%", "content_type": "image/png"}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"content_base64": "", "content_type": " "}),
            StatusCode::BAD_REQUEST,
        ),
        (
            upload(&[0x89; 1024 * 1024 + 1], "image/png"),
            StatusCode::PAYLOAD_TOO_LARGE,
        ),
    ];
    for (body, expected) in cases {
        let (status, answer) = server.post("/profile/me/picture", Some(&token), body).await;
        assert_eq!(status, expected, "{answer}");
        assert!(!errors(&answer).is_empty());
    }
    let (_, me) = server.get("/profile/me", &token).await;
    assert!(
        me["user_data"].get("profile_picture").is_none(),
        "nothing was stored"
    );

    let (_, body) = server
        .post(
            "/profile/me/picture",
            Some(&token),
            json!({"content_base64": "", "content_type": ""}),
        )
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
        .post(
            "/profile/me/picture",
            Some(tutor),
            upload(PIXEL_PNG, "image/png"),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(
        errors(&body),
        ["Please contact the admin to change your profile picture"]
    );

    let for_tutor = |role: &str| {
        json!({"content_base64": STANDARD.encode(PIXEL_PNG), "content_type": "image/png",
            "user_role": role})
    };
    let path = format!("/profile/{tutor_uid}/picture");
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    assert_eq!(
        server
            .post(&path, Some(&parent), for_tutor("TUTOR"))
            .await
            .0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        server.post(&path, Some(tutor), for_tutor("TUTOR")).await.0,
        StatusCode::FORBIDDEN
    );

    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let (status, body) = server.post(&path, Some(&admin), for_tutor("STUDENT")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["user_role: Does not match the user's role"]);
    let (status, body) = server.post(&path, Some(&admin), for_tutor("")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["user_role: Cannot be empty"]);
    let (status, body) = server
        .post("/profile/nobody/picture", Some(&admin), for_tutor("TUTOR"))
        .await;
    assert_eq!(
        (status, errors(&body)),
        (StatusCode::NOT_FOUND, vec!["No such user".to_string()])
    );

    let (status, body) = server.post(&path, Some(&admin), for_tutor("TUTOR")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, me) = server.get("/profile/me", tutor).await;
    assert_eq!(me["user_data"]["profile_picture"], body["path"]);
}
