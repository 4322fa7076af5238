//! Uploaded pictures keep only their pixels, and profile pictures are
//! served only through the signed URLs the API gives to those who may see
//! their owner (docs/accounts.md, "Pictures").

use std::io::Cursor;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::PngEncoder;
use image::{DynamicImage, ExtendedColorType, ImageEncoder, ImageFormat, Rgb, RgbImage, RgbaImage};
use plytime_shared::api::content::ImageUpload;
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{auth, content, profile, tutors};
use plytime_shared::api::profile::{AvatarChoice, PictureUpload, PictureUploadFor};
use plytime_shared::avatars::Avatar;
use reqwest::StatusCode;
use reqwest::header::HeaderMap;
use serde_json::{Value, json};

use crate::common::{TestServer, errors};

const CHILD_PHOTO_BY_PARENT: &str =
    "A child's photo is uploaded by their parent. Please choose an avatar instead";

/// Stands for what must never be stored: GPS positions, a camera's serial,
/// a payload hidden after the picture.
const MARKER: &[u8] = b"PLYTIME-SECRET-MARKER";
const NOT_AN_IMAGE: &str = "content_type: Only image files (PNG, JPEG, GIF or WebP) are accepted";

fn upload(bytes: &[u8], content_type: &str) -> PictureUpload {
    PictureUpload {
        content_base64: STANDARD.encode(bytes),
        content_type: content_type.into(),
    }
}

/// The same for a question image, which has a body type of its own.
fn question_image(bytes: &[u8], content_type: &str) -> ImageUpload {
    ImageUpload {
        content_base64: STANDARD.encode(bytes),
        content_type: content_type.into(),
    }
}

/// Uploads `token`'s own picture, which must be accepted; returns its URL.
async fn upload_own(server: &TestServer, token: &str, picture: &PictureUpload) -> String {
    server
        .expect_ok(profile::UPLOAD_MY_PICTURE, &[], Some(token), picture)
        .await
        .path
        .expect("the picture's URL")
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack
        .windows(needle.len())
        .any(|window| window == needle)
}

/// EXIF (big-endian TIFF) whose image description is `text`.
fn exif(text: &[u8]) -> Vec<u8> {
    let mut exif = b"MM\x00\x2A\x00\x00\x00\x08".to_vec();
    exif.extend_from_slice(&1u16.to_be_bytes());
    exif.extend_from_slice(&0x010Eu16.to_be_bytes());
    exif.extend_from_slice(&2u16.to_be_bytes());
    exif.extend_from_slice(&(text.len() as u32 + 1).to_be_bytes());
    exif.extend_from_slice(&(8u32 + 2 + 12 + 4).to_be_bytes());
    exif.extend_from_slice(&[0, 0, 0, 0]);
    exif.extend_from_slice(text);
    exif.push(0);
    exif
}

fn pattern() -> RgbaImage {
    RgbaImage::from_fn(24, 16, |x, y| {
        image::Rgba([x as u8 * 10, y as u8 * 15, 90, 255 - x as u8])
    })
}

/// A PNG carrying the marker in its EXIF and again after its end.
fn png_with_junk(image: &RgbaImage) -> Vec<u8> {
    let mut png = Vec::new();
    let mut encoder = PngEncoder::new(&mut png);
    encoder.set_exif_metadata(exif(MARKER)).unwrap();
    encoder
        .write_image(
            image.as_raw(),
            image.width(),
            image.height(),
            ExtendedColorType::Rgba8,
        )
        .unwrap();
    png.extend_from_slice(b"trailing ");
    png.extend_from_slice(MARKER);
    assert!(contains(&png, MARKER));
    png
}

/// A JPEG photo carrying the marker in its EXIF and again after its end.
fn jpeg_with_junk() -> Vec<u8> {
    let photo = RgbImage::from_pixel(20, 10, Rgb([30, 120, 200]));
    let mut jpeg = Vec::new();
    let mut encoder = JpegEncoder::new(&mut jpeg);
    encoder.set_exif_metadata(exif(MARKER)).unwrap();
    encoder
        .write_image(photo.as_raw(), 20, 10, ExtendedColorType::Rgb8)
        .unwrap();
    jpeg.extend_from_slice(MARKER);
    jpeg
}

fn encoded(image: DynamicImage, format: ImageFormat) -> Vec<u8> {
    let mut output = Cursor::new(Vec::new());
    image.write_to(&mut output, format).unwrap();
    output.into_inner()
}

/// Fetches a file under `/static-data/` with no sign-in, as `<img>` does.
async fn fetch(server: &TestServer, path: &str) -> (StatusCode, HeaderMap, Vec<u8>) {
    let response = server.client.get(server.url(path)).send().await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    (status, headers, response.bytes().await.unwrap().to_vec())
}

/// The path without its `access` token.
fn bare(path: &str) -> &str {
    path.split_once('?').map_or(path, |(bare, _)| bare)
}

/// The stored picture files.
async fn stored_pictures(server: &TestServer) -> usize {
    server.storage().list("pictures").await.unwrap().files.len()
}

#[tokio::test]
async fn uploads_are_stored_without_metadata_or_trailing_bytes() {
    let server = TestServer::start().await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;

    let original = pattern();
    let path = upload_own(
        &server,
        &parent,
        &upload(&png_with_junk(&original), "image/png"),
    )
    .await;
    assert!(bare(&path).ends_with(".png"), "{path}");
    let (status, headers, served) = fetch(&server, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "image/png");
    assert!(!contains(&served, MARKER), "the marker was stored");
    assert!(!contains(&served, b"eXIf"), "the EXIF chunk was stored");
    let back = image::load_from_memory(&served).unwrap();
    assert_eq!(back.to_rgba8(), original, "the pixels are kept");

    let path = upload_own(&server, &parent, &upload(&jpeg_with_junk(), "image/jpeg")).await;
    assert!(bare(&path).ends_with(".jpg"), "{path}");
    let (status, headers, served) = fetch(&server, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "image/jpeg");
    assert!(!contains(&served, MARKER), "the marker was stored");
    assert!(!contains(&served, b"Exif"), "the EXIF block was stored");
    let back = image::load_from_memory(&served).unwrap();
    assert_eq!(back.to_rgb8().dimensions(), (20, 10));

    // Question images too, though they stay public.
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let mut gif = encoded(DynamicImage::ImageRgba8(original), ImageFormat::Gif);
    gif.extend_from_slice(MARKER);
    let image_id = server
        .expect_ok(
            content::UPLOAD_IMAGE,
            &[],
            Some(&admin),
            &question_image(&gif, "image/gif"),
        )
        .await
        .image_id;
    // Served as a static file, which no operation of the API names.
    let (status, headers, served) =
        fetch(&server, &format!("/static-data/attachments/{image_id}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "image/png", "re-encoded as PNG");
    assert!(!contains(&served, MARKER), "the marker was stored");
    assert_eq!(
        image::load_from_memory(&served)
            .unwrap()
            .to_rgba8()
            .dimensions(),
        (24, 16)
    );
}

#[tokio::test]
async fn what_does_not_decode_is_refused_and_nothing_is_stored() {
    let server = TestServer::start().await;
    let ada = ada_by_her_parent(&server).await;
    let noise = RgbImage::from_fn(64, 64, |x, y| {
        Rgb([(x * 37 + y * 11) as u8, (x * y) as u8, (x ^ y) as u8])
    });
    let png = encoded(DynamicImage::ImageRgb8(noise.clone()), ImageFormat::Png);
    let jpeg = encoded(DynamicImage::ImageRgb8(noise), ImageFormat::Jpeg);
    let cases = [
        (
            "a truncated PNG",
            upload(&png[..png.len() / 2], "image/png"),
        ),
        (
            "a PNG signature and then other bytes",
            upload(b"\x89PNG\r\n\x1a\n<script>alert(1)</script>", "image/png"),
        ),
        (
            "a JPEG start and then other bytes",
            upload(b"\xff\xd8\xff\xe0 not a photo at all", "image/jpeg"),
        ),
        (
            "a GIF header with no picture",
            upload(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;", "image/gif"),
        ),
        (
            "a WebP header with no picture",
            upload(b"RIFF\x04\x00\x00\x00WEBP", "image/webp"),
        ),
        (
            "a JPEG's first bytes only",
            upload(&jpeg[..40], "image/jpeg"),
        ),
    ];
    for (case, body) in cases {
        let (status, answer) = server
            .send(profile::UPLOAD_MY_PICTURE, &[], Some(&ada), &body)
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{case}: {answer}");
        assert_eq!(errors(&answer), [NOT_AN_IMAGE], "{case}");
    }
    // Read as JSON: a profile with no picture has no `profile_picture` at all.
    let (status, me) = server.send(profile::ME, &[], Some(&ada), &NoBody).await;
    assert_eq!(status, StatusCode::OK, "{me}");
    assert!(
        me["user_data"].get("profile_picture").is_none(),
        "nothing was stored: {me}"
    );
    assert_eq!(stored_pictures(&server).await, 0, "no file was stored");

    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let (status, answer) = server
        .send(
            content::UPLOAD_IMAGE,
            &[],
            Some(&admin),
            &question_image(&png[..png.len() / 2], "image/png"),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
    assert_eq!(errors(&answer), [NOT_AN_IMAGE]);
}

struct Person {
    token: String,
    uid: String,
}

async fn person(server: &TestServer, role: &str, login: &str) -> Person {
    let session = server
        .sign_in(role, login, crate::common::DEMO_PASSWORD)
        .await;
    Person {
        token: session["id_token"].as_str().unwrap().to_string(),
        uid: session["uid"].as_str().unwrap().to_string(),
    }
}

/// Ada signed in by her parent ("Login as"), who may upload her photo.
pub async fn ada_by_her_parent(server: &TestServer) -> String {
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let ada = server.student_id("ada").await;
    server
        .expect_ok(auth::ACT_AS, &[&ada], Some(&parent), &NoBody)
        .await
        .id_token
}

pub async fn set_own_picture(server: &TestServer, token: &str) -> String {
    upload_own(
        server,
        token,
        &upload(&png_with_junk(&pattern()), "image/png"),
    )
    .await
}

/// The picture URL `viewer` is given for `owner`, or the refusal.
async fn picture_for(server: &TestServer, viewer: &str, owner: &str) -> Result<String, StatusCode> {
    let (status, body) = server
        .send(profile::PICTURE_OF, &[owner], Some(viewer), &NoBody)
        .await;
    match status {
        StatusCode::OK => Ok(body["path"].as_str().expect("a picture").to_string()),
        refused => Err(refused),
    }
}

#[tokio::test]
async fn a_childs_picture_is_served_only_to_those_who_may_see_the_child() {
    // The demo's subjects come with the starter bank, and with them Priya's
    // plan with ada.
    let server = TestServer::with_starter_bank().await;
    let ada = person(&server, "student", "ada").await;
    let parent = person(&server, "parent", "parent@plytime.test").await;
    let priya = person(&server, "tutor", "tutor@plytime.test").await;
    let owen = person(&server, "tutor", "tutor2@plytime.test").await;
    let ben = person(&server, "student", "ben").await;
    let admin = person(&server, "admin", "admin@plytime.test").await;
    let stranger = server.sign_up_parent("stranger@example.com").await;

    let own = set_own_picture(&server, &ada_by_her_parent(&server).await).await;
    let (status, headers, served) = fetch(&server, &own).await;
    assert_eq!(status, StatusCode::OK);
    let cache = headers["cache-control"].to_str().unwrap();
    let max_age: i64 = cache
        .strip_prefix("private, max-age=")
        .unwrap_or_else(|| panic!("kept by the viewer's browser only: {cache}"))
        .parse()
        .unwrap();
    assert!(
        (86_000..=172_800).contains(&max_age),
        "kept until the URL expires, a day or two: {cache}"
    );
    let me = server
        .expect_ok(profile::ME, &[], Some(&ada.token), &NoBody)
        .await;
    let shown = me.user_data.profile_picture.unwrap();
    assert_eq!(bare(&shown), bare(&own));
    assert_eq!(fetch(&server, &shown).await.0, StatusCode::OK);

    // The child, their parent, their tutor and admins are given a URL that
    // works.
    for (who, viewer) in [
        ("ada", &ada),
        ("her parent", &parent),
        ("her tutor", &priya),
        ("an admin", &admin),
    ] {
        let path = picture_for(&server, &viewer.token, &ada.uid)
            .await
            .unwrap_or_else(|status| panic!("{who}: {status}"));
        assert_eq!(bare(&path), bare(&own), "{who}");
        let (status, _, bytes) = fetch(&server, &path).await;
        assert_eq!((status, bytes == served), (StatusCode::OK, true), "{who}");
    }
    // Nobody else.
    for (who, viewer) in [
        ("another family's parent", stranger.as_str()),
        ("a tutor who does not teach her", owen.token.as_str()),
        ("her brother", ben.token.as_str()),
    ] {
        assert_eq!(
            picture_for(&server, viewer, &ada.uid).await,
            Err(StatusCode::FORBIDDEN),
            "{who}"
        );
    }

    // The file itself needs the token of its own URL.
    let (status, _, body) = fetch(&server, bare(&own)).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "no token");
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(errors(&body), ["No such file"]);
    let parents = set_own_picture(&server, &parent.token).await;
    let (_, parents_token) = parents.split_once('?').unwrap();
    let (_, adas_token) = own.split_once('?').unwrap();
    assert_eq!(
        fetch(&server, &format!("{}?{parents_token}", bare(&own)))
            .await
            .0,
        StatusCode::NOT_FOUND,
        "another picture's token"
    );
    let (expires, tag) = adas_token
        .strip_prefix("access=")
        .unwrap()
        .split_once('.')
        .unwrap();
    let later = expires.parse::<i64>().unwrap() + 86_400;
    for forged in [
        format!("access={later}.{tag}"),
        format!("access={expires}.AAAAAAAAAAAAAAAAAAAAAA"),
        "access=".to_string(),
        format!("token={expires}.{tag}"),
    ] {
        assert_eq!(
            fetch(&server, &format!("{}?{forged}", bare(&own))).await.0,
            StatusCode::NOT_FOUND,
            "{forged}"
        );
    }

    // A parent's picture is theirs and the admins'.
    for (who, viewer) in [
        ("their child", &ada.token),
        ("their child's tutor", &priya.token),
        ("another parent", &stranger),
    ] {
        assert_eq!(
            picture_for(&server, viewer, &parent.uid).await,
            Err(StatusCode::FORBIDDEN),
            "{who}"
        );
    }
    let path = picture_for(&server, &admin.token, &parent.uid)
        .await
        .unwrap();
    assert_eq!(bare(&path), bare(&parents));

    // Unknown users: only admins learn that they do not exist.
    assert_eq!(
        picture_for(&server, &stranger, "nobody").await,
        Err(StatusCode::FORBIDDEN)
    );
    assert_eq!(
        picture_for(&server, &admin.token, "nobody").await,
        Err(StatusCode::NOT_FOUND)
    );

    // A replaced picture's URLs stop working with its file.
    let replaced = set_own_picture(&server, &ada_by_her_parent(&server).await).await;
    assert_ne!(bare(&replaced), bare(&own));
    assert_eq!(fetch(&server, &own).await.0, StatusCode::NOT_FOUND);
    assert_eq!(fetch(&server, &replaced).await.0, StatusCode::OK);
}

#[tokio::test]
async fn a_tutors_picture_is_shown_to_everyone_signed_in() {
    let server = TestServer::start().await;
    let priya = person(&server, "tutor", "tutor@plytime.test").await;
    let admin = person(&server, "admin", "admin@plytime.test").await;
    let ada = person(&server, "student", "ada").await;
    let stranger = server.sign_up_parent("stranger@example.com").await;
    let picture = PictureUploadFor {
        content_base64: STANDARD.encode(png_with_junk(&pattern())),
        content_type: "image/png".into(),
        user_role: "TUTOR".into(),
    };
    let path = server
        .expect_ok(
            profile::UPLOAD_PICTURE_FOR,
            &[&priya.uid],
            Some(&admin.token),
            &picture,
        )
        .await
        .path
        .unwrap();
    let stored = bare(&path).to_string();
    assert_eq!(fetch(&server, &path).await.0, StatusCode::OK);
    assert_eq!(fetch(&server, &stored).await.0, StatusCode::NOT_FOUND);

    for viewer in [&ada.token, &stranger, &priya.token] {
        let path = picture_for(&server, viewer, &priya.uid).await.unwrap();
        assert_eq!(bare(&path), stored);
        assert_eq!(fetch(&server, &path).await.0, StatusCode::OK);
    }

    // The tutor's own profile and the admins' list carry URLs that work.
    let tutor = server
        .expect_ok(tutors::GET_TUTOR, &[], Some(&priya.token), &NoBody)
        .await;
    let list = server
        .expect_ok(tutors::LIST_TUTORS, &[], Some(&admin.token), &NoBody)
        .await;
    let listed = list.iter().find(|tutor| tutor.uid == priya.uid).unwrap();
    for path in [&tutor.profile_picture, &listed.profile_picture] {
        let path = path.as_deref().unwrap();
        assert_eq!(bare(path), stored);
        assert_eq!(fetch(&server, path).await.0, StatusCode::OK);
    }
}

#[tokio::test]
async fn pictures_are_kept_in_the_configured_file_store() {
    let server = TestServer::start().await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let path = set_own_picture(&server, &parent).await;
    let key = bare(&path).strip_prefix("/static-data/").unwrap();
    let stored = server.storage().get(key).await.unwrap();
    assert!(
        stored.is_some_and(|bytes| bytes.starts_with(b"\x89PNG")),
        "{key} is in {}",
        server.storage().location()
    );
    assert_eq!(stored_pictures(&server).await, 1);
    let folder = server.config.data_dir.join("files");
    if server.config.s3.bucket.is_some() {
        assert!(
            !folder.exists(),
            "with a bucket configured, no file goes to {}",
            folder.display()
        );
    }
}

/// `token` chooses `avatar` as their picture: the status, and the path answered.
async fn choose_avatar(server: &TestServer, token: &str, avatar: Avatar) -> (StatusCode, Value) {
    server
        .send(
            profile::CHOOSE_AVATAR,
            &[],
            Some(token),
            &AvatarChoice { avatar },
        )
        .await
}

#[tokio::test]
async fn a_child_picks_a_drawn_avatar_which_replaces_and_deletes_their_photo() {
    let server = TestServer::start().await;
    let ada = person(&server, "student", "ada").await;
    set_own_picture(&server, &ada_by_her_parent(&server).await).await;
    assert_eq!(stored_pictures(&server).await, 1);

    let (status, body) = choose_avatar(&server, &ada.token, Avatar::Owl).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["path"], "/avatars/owl.svg");
    // The photo is gone from the file store, not only from the profile.
    assert_eq!(stored_pictures(&server).await, 0);
    let me = server
        .expect_ok(profile::ME, &[], Some(&ada.token), &NoBody)
        .await;
    assert_eq!(
        me.user_data.profile_picture.as_deref(),
        Some("/avatars/owl.svg")
    );
    // Her parent and tutor see the avatar as her picture; the app serves it.
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    assert_eq!(
        picture_for(&server, &parent, &ada.uid).await.as_deref(),
        Ok("/avatars/owl.svg")
    );

    // Nothing outside the set, and never for a tutor, whose picture is vetted.
    let (status, _) = server
        .put(
            "/profile/me/avatar",
            &ada.token,
            json!({ "avatar": "dragon" }),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let tutor = server.demo_token("tutor", "tutor@plytime.test").await;
    let (status, _) = choose_avatar(&server, &tutor, Avatar::Fox).await;
    assert_eq!(status, StatusCode::FORBIDDEN);

    // Signed in herself, she cannot upload a photo: nothing is stored.
    let (status, body) = server
        .send(
            profile::UPLOAD_MY_PICTURE,
            &[],
            Some(&ada.token),
            &upload(&png_with_junk(&pattern()), "image/png"),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(errors(&body), [CHILD_PHOTO_BY_PARENT]);
    assert_eq!(stored_pictures(&server).await, 0);

    // A photo uploaded afterwards (by her parent, signed in as her) takes the avatar's place.
    let photo = set_own_picture(&server, &ada_by_her_parent(&server).await).await;
    assert!(photo.starts_with("/static-data/"), "{photo}");
}
