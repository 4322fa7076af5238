//! Server files fetched for the window, against a stand-in for the server
//! that counts what it is asked.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use axum::extract::{Query, Request};
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::get;
use plytime_desktop_core::Session;
use plytime_desktop_core::secrets::MemoryStore;
use plytime_desktop_core::server_files::ServerFile;
use serde::Deserialize;

const PNG: &[u8] = b"\x89PNG\r\n\x1a\n";

#[derive(Deserialize)]
struct Access {
    access: Option<String>,
}

/// A picture only with its access token, as the server serves them.
async fn picture(Query(query): Query<Access>) -> impl IntoResponse {
    if query.access.as_deref() == Some("17.c0ffee") {
        ([(header::CONTENT_TYPE, "image/png")], PNG).into_response()
    } else {
        StatusCode::NOT_FOUND.into_response()
    }
}

async fn stand_in() -> (Session, Arc<AtomicUsize>) {
    let requests = Arc::new(AtomicUsize::new(0));
    let counted = requests.clone();
    let app = axum::Router::new()
        .route("/static-data/pictures/{name}", get(picture))
        .layer(axum::middleware::from_fn(
            move |request: Request, next: axum::middleware::Next| {
                counted.fetch_add(1, Ordering::SeqCst);
                next.run(request)
            },
        ));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = url::Url::parse(&format!("http://{}/", listener.local_addr().unwrap())).unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (
        Session::new(url, Box::new(MemoryStore::default())),
        requests,
    )
}

#[tokio::test]
async fn fetches_a_picture_with_its_query_and_passes_on_refusals() {
    let (session, _) = stand_in().await;
    let file = session
        .server_file("/static-data/pictures/ada.png?access=17.c0ffee")
        .await;
    assert_eq!(
        file,
        ServerFile {
            status: 200,
            content_type: Some("image/png".into()),
            bytes: PNG.to_vec(),
        }
    );
    let refused = session.server_file("/static-data/pictures/ada.png").await;
    assert_eq!(refused.status, 404);
}

#[tokio::test]
async fn asks_the_server_nothing_outside_its_files() {
    let (session, requests) = stand_in().await;
    for elsewhere in [
        "/api/profile/me",
        "/static-data/../api/profile/me",
        "/default-avatar.svg",
    ] {
        assert_eq!(
            session.server_file(elsewhere).await,
            ServerFile::status_only(404),
            "{elsewhere}"
        );
    }
    assert_eq!(requests.load(Ordering::SeqCst), 0);
}

#[tokio::test]
async fn a_server_out_of_reach_is_a_bad_gateway() {
    // A port just given up: nothing listens there.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = url::Url::parse(&format!("http://{}/", listener.local_addr().unwrap())).unwrap();
    drop(listener);
    let session = Session::new(url, Box::new(MemoryStore::default()));
    let file = session.server_file("/static-data/attachments/1").await;
    assert_eq!(file, ServerFile::status_only(502));
}
