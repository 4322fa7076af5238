//! Signing in, up and out, refresh tokens, id tokens, and a parent acting
//! as their child. Driven through the typed operations the desktop app's
//! client uses.

use plytime_shared::Role;
use plytime_shared::api::auth::{RefreshRequest, SignInRequest, SignUpRequest, TokenResponse};
use plytime_shared::api::errors::Success;
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{auth, profile};
use plytime_shared::api::profile::{ActingParent, Me};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{DEMO_PASSWORD, TestServer, errors};

fn credentials(role: &str, login: &str, password: &str) -> SignInRequest {
    SignInRequest {
        role: role.into(),
        login: login.into(),
        password: password.into(),
    }
}

fn sign_up_request(email: &str, password: &str) -> SignUpRequest {
    SignUpRequest {
        email: email.into(),
        password: password.into(),
    }
}

async fn me(server: &TestServer, token: &str) -> Me {
    server
        .expect_ok(profile::ME, &[], Some(token), &NoBody)
        .await
}

#[tokio::test]
async fn every_demo_account_signs_in_on_its_own_page() {
    let server = TestServer::start().await;
    let accounts = [
        ("admin", "admin@plytime.test", Role::Admin, "Plytime Admin"),
        ("tutor", "tutor@plytime.test", Role::Tutor, "Priya Shah"),
        ("tutor", "tutor2@plytime.test", Role::Tutor, "Owen Hughes"),
        (
            "parent",
            "parent@plytime.test",
            Role::Parent,
            "Sarah Lovelace",
        ),
        ("student", "ada", Role::Student, "Ada"),
        ("student", "BEN", Role::Student, "Ben"),
    ];
    for (page, login, role, display_name) in accounts {
        let session = server
            .expect_ok(
                auth::SIGN_IN,
                &[],
                None,
                &credentials(page, login, DEMO_PASSWORD),
            )
            .await;
        assert_eq!(session.role, role);
        assert!(!session.must_change_password);
        let me = me(&server, &session.id_token).await;
        assert_eq!(me.role, role);
        assert_eq!(me.uid, session.uid);
        assert_eq!(me.user_data.display_name.as_deref(), Some(display_name));
        assert_eq!(me.username, login.to_lowercase());
    }
}

#[tokio::test]
async fn wrong_password_unknown_user_and_wrong_role_get_the_same_answer() {
    let server = TestServer::start().await;
    let attempts = [
        ("parent", "parent@plytime.test", "not-the-password"),
        ("parent", "nobody@plytime.test", DEMO_PASSWORD),
        // A parent's e-mail does not open the tutor sign-in page.
        ("tutor", "parent@plytime.test", DEMO_PASSWORD),
        ("student", "ada", ""),
    ];
    for (role, login, password) in attempts {
        let (status, body) = server
            .send(
                auth::SIGN_IN,
                &[],
                None,
                &credentials(role, login, password),
            )
            .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{login} on {role}");
        assert_eq!(errors(&body), ["Incorrect username or password"]);
    }
    let (status, body) = server
        .send(auth::SIGN_IN, &[], None, &credentials("wizard", "ada", "x"))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["role: Unsupported login role"]);
}

#[tokio::test]
async fn a_guesser_is_slowed_then_refused_while_the_owner_still_gets_in_from_elsewhere() {
    let server = TestServer::start().await;
    // The guesser at 127.0.0.1, the owner at home at 127.0.0.2.
    let at_home = reqwest::Client::builder()
        .local_address(std::net::IpAddr::from([127, 0, 0, 2]))
        .build()
        .unwrap();
    // Each from a client of its own address, which `send` does not take, so
    // only the path comes from the operation.
    let sign_in = |client: reqwest::Client, password: &'static str| {
        let url = server.url(&auth::SIGN_IN.path(&[]));
        async move {
            let started = std::time::Instant::now();
            let response = client
                .post(url)
                .json(&credentials("student", "ben", password))
                .send()
                .await
                .unwrap();
            let status = response.status();
            let body: Value = response.json().await.unwrap();
            (status, body, started.elapsed())
        }
    };
    let mut waited = Vec::new();
    for _ in 0..5 {
        let (status, _, took) = sign_in(server.client.clone(), "guess").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        waited.push(took);
    }
    assert!(
        waited[4] >= waited[1] + std::time::Duration::from_millis(1_000),
        "each guess waits longer: {waited:?}"
    );
    let (status, body, _) = sign_in(server.client.clone(), DEMO_PASSWORD).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!(errors(&body)[0].starts_with("Too many failed sign-in attempts"));

    // Ben, at home, is not locked out by the guesser: only slowed.
    let (status, body, _) = sign_in(at_home, DEMO_PASSWORD).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // Other accounts are unaffected.
    server.sign_in("student", "ada", DEMO_PASSWORD).await;
}

#[tokio::test]
async fn one_address_makes_only_so_many_accounts_an_hour() {
    let server = TestServer::start().await;
    let sign_up =
        |n: usize| sign_up_request(&format!("family{n}@example.com"), "a long password 1");
    for n in 0..20 {
        let (status, body) = server.send(auth::SIGN_UP, &[], None, &sign_up(n)).await;
        assert_eq!(status, StatusCode::OK, "{n}: {body}");
    }
    let (status, body) = server.send(auth::SIGN_UP, &[], None, &sign_up(20)).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(
        errors(&body),
        ["Too many accounts were made from your network in the last hour. Please try again later."]
    );
}

#[tokio::test]
async fn forged_tampered_and_expired_id_tokens_are_refused() {
    let server = TestServer::start_with(|config| {
        config.demo = true;
        config.jwt_secret = Some("the server's secret".into());
    })
    .await;
    let genuine = server.demo_token("admin", "admin@plytime.test").await;
    me(&server, &genuine).await;

    let now = chrono::Utc::now().timestamp();
    let claims = |secret: &str, role: &str, exp: i64| {
        let payload = json!({"sub": "x", "role": role, "mcp": false, "iss": "plytime",
            "iat": now - 10, "exp": exp});
        jsonwebtoken::encode(
            &jsonwebtoken::Header::default(),
            &payload,
            &jsonwebtoken::EncodingKey::from_secret(secret.as_bytes()),
        )
        .unwrap()
    };
    let forged = claims("a guessed secret", "ADMIN", now + 600);
    let expired = claims("the server's secret", "ADMIN", now - 1);
    // Swap the payload of a genuine student token for an admin one.
    let student = server.demo_token("student", "ada").await;
    let parts: Vec<&str> = student.split('.').collect();
    let admin_payload: Vec<&str> = genuine.split('.').collect();
    let tampered = format!("{}.{}.{}", parts[0], admin_payload[1], parts[2]);

    for token in [
        forged.as_str(),
        expired.as_str(),
        tampered.as_str(),
        "garbage",
    ] {
        let (status, body) = server.send(profile::ME, &[], Some(token), &NoBody).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{token}");
        assert_eq!(
            errors(&body),
            ["Your session has expired. Please sign in again."]
        );
    }
    let (status, body) = server.send(profile::ME, &[], None, &NoBody).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(errors(&body), ["Please sign in"]);
}

fn refresh_request(token: &str) -> RefreshRequest {
    RefreshRequest {
        refresh_token: token.into(),
    }
}

async fn refresh(server: &TestServer, token: &str) -> (StatusCode, Value) {
    server
        .send(auth::REFRESH, &[], None, &refresh_request(token))
        .await
}

/// Signs in a demo account, which must succeed.
pub async fn sign_in(server: &TestServer, role: &str, login: &str) -> TokenResponse {
    server
        .expect_ok(
            auth::SIGN_IN,
            &[],
            None,
            &credentials(role, login, DEMO_PASSWORD),
        )
        .await
}

#[tokio::test]
async fn refresh_tokens_rotate_and_a_reused_one_ends_the_whole_sign_in() {
    let server = TestServer::start().await;
    let first = sign_in(&server, "parent", "parent@plytime.test").await;

    let second = server
        .expect_ok(
            auth::REFRESH,
            &[],
            None,
            &refresh_request(&first.refresh_token),
        )
        .await;
    assert_ne!(second.refresh_token, first.refresh_token);
    assert_eq!(second.uid, first.uid);
    me(&server, &second.id_token).await;

    // The first token again: a replay. It fails, and so does its successor.
    let (status, body) = refresh(&server, &first.refresh_token).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(
        errors(&body),
        ["Your session has ended. Please sign in again."]
    );
    assert_eq!(
        refresh(&server, &second.refresh_token).await.0,
        StatusCode::UNAUTHORIZED
    );

    // Another sign-in of the same account is a separate family and lives on.
    let other = sign_in(&server, "parent", "parent@plytime.test").await;
    assert_eq!(
        refresh(&server, &other.refresh_token).await.0,
        StatusCode::OK
    );
    assert_eq!(
        refresh(&server, "made-up").await.0,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn concurrent_refreshes_with_one_token_never_both_succeed() {
    let server = TestServer::start().await;
    let session = sign_in(&server, "student", "ada").await;
    let token = session.refresh_token;
    let (a, b) = tokio::join!(refresh(&server, &token), refresh(&server, &token));
    let successes = [a.0, b.0]
        .iter()
        .filter(|status| **status == StatusCode::OK)
        .count();
    assert!(successes <= 1, "both refreshes succeeded");
}

#[tokio::test]
async fn sign_out_revokes_the_refresh_token() {
    let server = TestServer::start().await;
    let session = sign_in(&server, "tutor", "tutor@plytime.test").await;
    let signed_out = server
        .expect_ok(
            auth::SIGN_OUT,
            &[],
            None,
            &refresh_request(&session.refresh_token),
        )
        .await;
    assert_eq!(signed_out, Success::YES);
    assert_eq!(
        refresh(&server, &session.refresh_token).await.0,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn sign_up_creates_a_parent_once_and_validates_its_fields() {
    let server = TestServer::start().await;
    let session = server
        .expect_ok(
            auth::SIGN_UP,
            &[],
            None,
            &sign_up_request(" New.Parent@Example.com ", "long enough"),
        )
        .await;
    assert_eq!(session.role, Role::Parent);
    let me = me(&server, &session.id_token).await;
    assert_eq!(me.username, "new.parent@example.com");
    server
        .sign_in("parent", "new.parent@example.com", "long enough")
        .await;

    let (status, body) = server
        .send(
            auth::SIGN_UP,
            &[],
            None,
            &sign_up_request("new.parent@example.com", "another one"),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["An account with this e-mail address already exists"]
    );

    let (status, body) = server
        .send(
            auth::SIGN_UP,
            &[],
            None,
            &sign_up_request("not-an-email", "short"),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        [
            "email: Is not a valid email address",
            "password: Must be at least 8 characters"
        ]
    );
}

#[tokio::test]
async fn a_parent_acts_as_their_own_student_only() {
    let server = TestServer::start().await;
    let db = server.db().await;
    let ada_id = server.student_id("ada").await;
    let other_student = other_family_student(&db).await;

    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let session = server
        .expect_ok(auth::ACT_AS, &[&ada_id], Some(&parent), &NoBody)
        .await;
    assert_eq!(session.role, Role::Student);
    let me = me(&server, &session.id_token).await;
    assert_eq!(me.user_data._id, ada_id);
    assert_eq!(me.username, "ada");
    assert_eq!(
        me.acting_parent,
        Some(ActingParent {
            first_name: "Sarah".into(),
            email: "parent@plytime.test".into(),
        }),
        "the way back names the parent"
    );
    // Read as JSON: Ada's own sign-in has no `acting_parent` at all.
    let ada = server.demo_token("student", "ada").await;
    let (status, ada_herself) = server.send(profile::ME, &[], Some(&ada), &NoBody).await;
    assert_eq!(status, StatusCode::OK, "{ada_herself}");
    assert!(ada_herself.get("acting_parent").is_none(), "{ada_herself}");
    // The child's session refreshes like any other.
    assert_eq!(
        refresh(&server, &session.refresh_token).await.0,
        StatusCode::OK
    );

    for student_id in [other_student.as_str(), "no-such-student"] {
        let (status, body) = server
            .send(auth::ACT_AS, &[student_id], Some(&parent), &NoBody)
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{student_id}");
        assert_eq!(errors(&body), ["You are not authorised to do this"]);
    }
    let student = server.demo_token("student", "ben").await;
    let tutor = server.demo_token("tutor", "tutor@plytime.test").await;
    for token in [&student, &tutor] {
        let (status, _) = server
            .send(auth::ACT_AS, &[&ada_id], Some(token), &NoBody)
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    }
}

/// A second family, arranged through the database layer because parent
/// registration arrives with the parents issue.
pub async fn other_family_student(db: &plytime_server::db::Db) -> String {
    use plytime_server::db::accounts::{self, NewAccount};
    use plytime_server::db::people::{self, NewParent, NewStudent};
    use plytime_shared::Role;
    let account = |role, login| NewAccount {
        role,
        login,
        email: None,
        password_hash: "!",
        must_change_password: false,
        display_name: None,
    };
    let parent_account = accounts::insert(db.write(), account(Role::Parent, "other@example.com"))
        .await
        .unwrap();
    let parent_id = people::insert_parent(
        db.write(),
        NewParent {
            account_id: &parent_account,
            first_name: "Olivia",
            last_name: "Other",
            country: "United Kingdom",
            postcode: "M1 1AA",
            phone_number: "0161 000 0000",
            email_opt_in: false,
        },
    )
    .await
    .unwrap();
    let student_account = accounts::insert(db.write(), account(Role::Student, "otto"))
        .await
        .unwrap();
    people::insert_student(
        db.write(),
        NewStudent {
            account_id: &student_account,
            parent_id: &parent_id,
            username: "otto",
            first_name: "Otto",
            last_name: "Other",
            dob: None,
            gender: None,
            school: None,
            school_year: 2,
        },
    )
    .await
    .unwrap()
}
