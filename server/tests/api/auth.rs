use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{DEMO_PASSWORD, TestServer, errors};

#[tokio::test]
async fn every_demo_account_signs_in_on_its_own_page() {
    let server = TestServer::start().await;
    let accounts = [
        ("admin", "admin@plytime.test", "ADMIN", "Plytime Admin"),
        ("tutor", "tutor@plytime.test", "TUTOR", "Priya Shah"),
        ("tutor", "tutor2@plytime.test", "TUTOR", "Owen Hughes"),
        ("parent", "parent@plytime.test", "PARENT", "Sarah Lovelace"),
        ("student", "ada", "STUDENT", "Ada"),
        ("student", "BEN", "STUDENT", "Ben"),
    ];
    for (page, login, role, display_name) in accounts {
        let session = server.sign_in(page, login, DEMO_PASSWORD).await;
        assert_eq!(session["role"], role);
        assert_eq!(session["must_change_password"], false);
        let token = session["id_token"].as_str().unwrap();
        let (status, me) = server.get("/profile/me", token).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(me["role"], role);
        assert_eq!(me["uid"], session["uid"]);
        assert_eq!(me["user_data"]["display_name"], display_name);
        assert_eq!(me["username"], login.to_lowercase());
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
            .post(
                "/auth/signin",
                None,
                json!({"role": role, "login": login, "password": password}),
            )
            .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{login} on {role}");
        assert_eq!(errors(&body), ["Incorrect username or password"]);
    }
    let (status, body) = server
        .post(
            "/auth/signin",
            None,
            json!({"role": "wizard", "login": "ada", "password": "x"}),
        )
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
    let sign_in = |client: reqwest::Client, password: &'static str| {
        let url = server.url("/api/auth/signin");
        async move {
            let started = std::time::Instant::now();
            let response = client
                .post(url)
                .json(&json!({"role": "student", "login": "ben", "password": password}))
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
    let sign_up = |n: usize| {
        server.post(
            "/auth/signup",
            None,
            json!({"email": format!("family{n}@example.com"), "password": "a long password 1"}),
        )
    };
    for n in 0..20 {
        let (status, body) = sign_up(n).await;
        assert_eq!(status, StatusCode::OK, "{n}: {body}");
    }
    let (status, body) = sign_up(20).await;
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
    assert_eq!(server.get("/profile/me", &genuine).await.0, StatusCode::OK);

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
        let (status, body) = server.get("/profile/me", token).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{token}");
        assert_eq!(
            errors(&body),
            ["Your session has expired. Please sign in again."]
        );
    }
    let (status, body) = server.call(Method::GET, "/profile/me", None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(errors(&body), ["Please sign in"]);
}

async fn refresh(server: &TestServer, token: &Value) -> (StatusCode, Value) {
    server
        .post("/auth/refresh", None, json!({"refresh_token": token}))
        .await
}

#[tokio::test]
async fn refresh_tokens_rotate_and_a_reused_one_ends_the_whole_sign_in() {
    let server = TestServer::start().await;
    let first = server
        .sign_in("parent", "parent@plytime.test", DEMO_PASSWORD)
        .await;

    let (status, second) = refresh(&server, &first["refresh_token"]).await;
    assert_eq!(status, StatusCode::OK);
    assert_ne!(second["refresh_token"], first["refresh_token"]);
    assert_eq!(second["uid"], first["uid"]);
    let (status, _) = server
        .get("/profile/me", second["id_token"].as_str().unwrap())
        .await;
    assert_eq!(status, StatusCode::OK);

    // The first token again: a replay. It fails, and so does its successor.
    let (status, body) = refresh(&server, &first["refresh_token"]).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(
        errors(&body),
        ["Your session has ended. Please sign in again."]
    );
    assert_eq!(
        refresh(&server, &second["refresh_token"]).await.0,
        StatusCode::UNAUTHORIZED
    );

    // Another sign-in of the same account is a separate family and lives on.
    let other = server
        .sign_in("parent", "parent@plytime.test", DEMO_PASSWORD)
        .await;
    assert_eq!(
        refresh(&server, &other["refresh_token"]).await.0,
        StatusCode::OK
    );
    assert_eq!(
        refresh(&server, &json!("made-up")).await.0,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn concurrent_refreshes_with_one_token_never_both_succeed() {
    let server = TestServer::start().await;
    let session = server.sign_in("student", "ada", DEMO_PASSWORD).await;
    let token = session["refresh_token"].clone();
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
    let session = server
        .sign_in("tutor", "tutor@plytime.test", DEMO_PASSWORD)
        .await;
    let (status, body) = server
        .post(
            "/auth/signout",
            None,
            json!({"refresh_token": session["refresh_token"]}),
        )
        .await;
    assert_eq!((status, body), (StatusCode::OK, json!({"success": true})));
    assert_eq!(
        refresh(&server, &session["refresh_token"]).await.0,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn sign_up_creates_a_parent_once_and_validates_its_fields() {
    let server = TestServer::start().await;
    let (status, session) = server
        .post(
            "/auth/signup",
            None,
            json!({"email": " New.Parent@Example.com ", "password": "long enough"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{session}");
    assert_eq!(session["role"], "PARENT");
    let (_, me) = server
        .get("/profile/me", session["id_token"].as_str().unwrap())
        .await;
    assert_eq!(me["username"], "new.parent@example.com");
    server
        .sign_in("parent", "new.parent@example.com", "long enough")
        .await;

    let (status, body) = server
        .post(
            "/auth/signup",
            None,
            json!({"email": "new.parent@example.com", "password": "another one"}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["An account with this e-mail address already exists"]
    );

    let (status, body) = server
        .post(
            "/auth/signup",
            None,
            json!({"email": "not-an-email", "password": "short"}),
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
    let (status, session) = server
        .post(&format!("/auth/act_as/{ada_id}"), Some(&parent), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{session}");
    assert_eq!(session["role"], "STUDENT");
    let (_, me) = server
        .get("/profile/me", session["id_token"].as_str().unwrap())
        .await;
    assert_eq!(me["user_data"]["_id"], ada_id.as_str());
    assert_eq!(me["username"], "ada");
    assert_eq!(
        me["acting_parent"],
        json!({"first_name": "Sarah", "email": "parent@plytime.test"}),
        "the way back names the parent"
    );
    let (_, ada_herself) = server
        .get("/profile/me", &server.demo_token("student", "ada").await)
        .await;
    assert!(ada_herself.get("acting_parent").is_none(), "{ada_herself}");
    // The child's session refreshes like any other.
    assert_eq!(
        refresh(&server, &session["refresh_token"]).await.0,
        StatusCode::OK
    );

    for student_id in [other_student.as_str(), "no-such-student"] {
        let (status, body) = server
            .post(
                &format!("/auth/act_as/{student_id}"),
                Some(&parent),
                json!({}),
            )
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{student_id}");
        assert_eq!(errors(&body), ["You are not authorised to do this"]);
    }
    let student = server.demo_token("student", "ben").await;
    let (status, _) = server
        .post(&format!("/auth/act_as/{ada_id}"), Some(&student), json!({}))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let tutor = server.demo_token("tutor", "tutor@plytime.test").await;
    let (status, _) = server
        .post(&format!("/auth/act_as/{ada_id}"), Some(&tutor), json!({}))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
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
