//! The desktop session against a local stand-in for the server that checks
//! what it is sent: bearer tokens, one use per refresh token, and retries.

use std::sync::{Arc, Mutex};

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use plytime_desktop_core::secrets::{MemoryStore, TokenStore};
use plytime_desktop_core::{DesktopError, Session};
use serde_json::{Value, json};

#[derive(Default)]
struct StandIn {
    /// The one id token and refresh token currently honoured.
    generation: u32,
    spent_refresh_tokens: Vec<String>,
    reused: bool,
    /// Id tokens the stand-in refuses, as if they had expired.
    expired_ids: Vec<String>,
}

type Shared = Arc<Mutex<StandIn>>;

fn tokens(generation: u32) -> Value {
    json!({"id_token": format!("id-{generation}"), "refresh_token": format!("refresh-{generation}"),
        "expires_in": 900, "uid": "u1", "role": "STUDENT", "must_change_password": false})
}

async fn sign_in(
    State(state): State<Shared>,
    Json(body): Json<Value>,
) -> (StatusCode, Json<Value>) {
    if body["password"] != "right" {
        return (
            StatusCode::UNAUTHORIZED,
            Json(json!({"errors": ["Incorrect username or password"]})),
        );
    }
    let mut state = state.lock().unwrap();
    state.generation += 1;
    (StatusCode::OK, Json(tokens(state.generation)))
}

async fn refresh(
    State(state): State<Shared>,
    Json(body): Json<Value>,
) -> (StatusCode, Json<Value>) {
    let mut state = state.lock().unwrap();
    let presented = body["refresh_token"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    if presented != format!("refresh-{}", state.generation)
        || state.spent_refresh_tokens.contains(&presented)
    {
        state.reused |= state.spent_refresh_tokens.contains(&presented);
        return (
            StatusCode::UNAUTHORIZED,
            Json(json!({"errors": ["Your session has ended. Please sign in again."]})),
        );
    }
    state.spent_refresh_tokens.push(presented);
    state.generation += 1;
    (StatusCode::OK, Json(tokens(state.generation)))
}

async fn me(State(state): State<Shared>, headers: HeaderMap) -> (StatusCode, Json<Value>) {
    let state = state.lock().unwrap();
    let expected = format!("id-{}", state.generation);
    let bearer = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    if bearer == format!("Bearer {expected}") && !state.expired_ids.contains(&expected) {
        (StatusCode::OK, Json(json!({"uid": "u1"})))
    } else {
        (
            StatusCode::UNAUTHORIZED,
            Json(json!({"errors": ["Your session has expired. Please sign in again."]})),
        )
    }
}

async fn stand_in() -> (url::Url, Shared) {
    let state = Shared::default();
    let app = axum::Router::new()
        .route("/api/auth/signin", post(sign_in))
        .route("/api/auth/refresh", post(refresh))
        .route(
            "/api/auth/signout",
            post(|| async { Json(json!({"success": true})) }),
        )
        .route("/api/profile/me", get(me))
        .with_state(state.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = url::Url::parse(&format!("http://{}/", listener.local_addr().unwrap())).unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (url, state)
}

#[tokio::test]
async fn signs_in_keeps_the_refresh_token_and_renews_once_after_a_401() {
    let (server, state) = stand_in().await;
    let store = Arc::new(MemoryStore::default());
    let session = Session::new(server, Box::new(SharedStore(store.clone())));

    let info = session.sign_in("student", "ada", "right").await.unwrap();
    assert_eq!(info.uid, "u1");
    assert_eq!(store.load().unwrap().as_deref(), Some("refresh-1"));
    assert_eq!(
        session
            .api_request("GET", "profile/me", &[], None)
            .await
            .unwrap()
            .status,
        200
    );

    // The server refuses the id token early (as after a clock skew): the
    // session renews once, keeps the rotated refresh token, and retries.
    state.lock().unwrap().expired_ids.push("id-1".into());
    let response = session
        .api_request("GET", "profile/me", &[], None)
        .await
        .unwrap();
    assert_eq!(response.status, 200);
    assert_eq!(store.load().unwrap().as_deref(), Some("refresh-2"));
    assert!(
        !state.lock().unwrap().reused,
        "no refresh token was used twice"
    );
}

#[tokio::test]
async fn restore_resumes_from_the_kept_token_and_forgets_a_dead_one() {
    let (server, state) = stand_in().await;
    let store = Arc::new(MemoryStore::default());
    let first = Session::new(server.clone(), Box::new(SharedStore(store.clone())));
    first.sign_in("student", "ada", "right").await.unwrap();

    // A restarted app: a new session over the same keyring entry.
    let restarted = Session::new(server.clone(), Box::new(SharedStore(store.clone())));
    let info = restarted
        .restore()
        .await
        .unwrap()
        .expect("the session resumes");
    assert_eq!(info.uid, "u1");
    assert_eq!(
        store.load().unwrap().as_deref(),
        Some("refresh-2"),
        "the rotated token is kept"
    );
    assert_eq!(
        restarted
            .api_request("GET", "profile/me", &[], None)
            .await
            .unwrap()
            .status,
        200
    );

    // The old token is spent: a restore with it is refused and forgotten.
    store.save("refresh-1").unwrap();
    let stale = Session::new(server, Box::new(SharedStore(store.clone())));
    assert_eq!(stale.restore().await.unwrap(), None);
    assert_eq!(store.load().unwrap(), None);
    assert!(state.lock().unwrap().reused);
}

#[tokio::test]
async fn wrong_credentials_and_an_unreachable_server_are_told_apart() {
    let (server, _) = stand_in().await;
    let session = Session::new(server, Box::new(MemoryStore::default()));
    let error = session
        .sign_in("student", "ada", "wrong")
        .await
        .unwrap_err();
    assert_eq!(
        error,
        DesktopError::Unauthorized("Incorrect username or password".into())
    );

    let nowhere = url::Url::parse("http://127.0.0.1:9/").unwrap();
    let offline = Session::new(nowhere, Box::new(MemoryStore::default()));
    assert!(matches!(
        offline.sign_in("student", "ada", "right").await,
        Err(DesktopError::Offline(_))
    ));
    offline.sign_out().await.unwrap();
}

/// Lets a test look into the store the session writes to.
struct SharedStore(Arc<MemoryStore>);

impl TokenStore for SharedStore {
    fn load(&self) -> Result<Option<String>, DesktopError> {
        self.0.load()
    }
    fn save(&self, token: &str) -> Result<(), DesktopError> {
        self.0.save(token)
    }
    fn delete(&self) -> Result<(), DesktopError> {
        self.0.delete()
    }
}

#[tokio::test]
async fn api_paths_cannot_leave_the_api() {
    let (server, _) = stand_in().await;
    let session = Session::new(server, Box::new(MemoryStore::default()));
    for path in [
        "../secret",
        "profile/../../x",
        "https://example.com/api",
        "me?x=1",
        "a\\b",
    ] {
        let refused = session.api_request("GET", path, &[], None).await;
        assert!(matches!(refused, Err(DesktopError::Config(_))), "{path}");
    }
    let allowed = session
        .api_request("GET", "profile/me", &[], None)
        .await
        .unwrap();
    assert_eq!(allowed.status, 401, "reached the API, without a session");
}
