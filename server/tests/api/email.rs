//! E-mail through SMTP when configured, sent to a real relay (aiosmtpd,
//! `smtp_relay`) that requires STARTTLS and a login (docs/email.md).

use std::time::Duration;

use plytime_server::email::without_one_time_passwords;
use plytime_shared::api::operations::privacy;
use plytime_shared::api::privacy::CloseFamilyRequest;

use crate::common::{DEMO_PASSWORD, TestServer, birth_date_for_year};
use crate::safeguarding::{concern, raise};
use crate::session_report::{reportable, send};
use crate::smtp_relay::{Delivered, Relay};
use plytime_server::db::emails::Email;
use plytime_server::email::Mailer;
use reqwest::StatusCode;
use serde_json::json;

/// The e-mail that gave Cara's one-time password, among the parent's.
fn one_time_email(emails: &[Email]) -> &Email {
    emails
        .iter()
        .find(|email| email.body.contains("Username: cara"))
        .expect("the one-time password's e-mail is in the outbox")
}

/// A demo server sending through the relay at `url`, as `FROM`.
async fn sending_to(url: String, relay: &Relay) -> TestServer {
    let ca_file = relay.ca_file();
    TestServer::start_with(move |config| {
        config.demo = true;
        config.smtp_url = Some(url);
        config.smtp_ca_file = Some(ca_file);
        config.mail_from = FROM.into();
    })
    .await
}

const FROM: &str = "Plytime <hello@plytime.test>";

/// The demo parent adds Cara, whose one-time password goes by e-mail.
async fn add_cara(server: &TestServer) {
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let (status, _) = server
        .post(
            "/parent/student",
            Some(&parent),
            json!({"username": "cara", "first_name": "Cara", "last_name": "Lovelace",
                "dob": birth_date_for_year(1), "gender": "Female", "school": "", "school_year": 1}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn a_new_students_one_time_password_goes_out_through_aiosmtpd_and_is_marked_sent() {
    let relay = Relay::start().await;
    let server = sending_to(relay.url(), &relay).await;
    add_cara(&server).await;
    // The demo parent's weekly digest may come too.
    let delivered = relay
        .wait_for(|delivered| delivered.data.contains("Username: cara"))
        .await;
    assert!(delivered.tls, "over TLS");
    assert_eq!(delivered.login.as_deref(), Some("plytime"));
    assert_eq!(delivered.from, "hello@plytime.test");
    assert_eq!(delivered.to, ["parent@plytime.test"]);
    assert!(
        delivered
            .data
            .contains("From: Plytime <hello@plytime.test>"),
        "{}",
        delivered.data
    );
    assert!(
        delivered
            .data
            .contains("Subject: Your child's Plytime account"),
        "{}",
        delivered.data
    );
    assert!(
        delivered.data.contains("To: parent@plytime.test"),
        "{}",
        delivered.data
    );
    let one_time = delivered
        .data
        .lines()
        .find_map(|line| line.strip_prefix("One-time password: "))
        .expect("the e-mail carries the one-time password")
        .trim()
        .to_string();
    server.sign_in("student", "cara", &one_time).await;

    // The outbox row is marked sent once the relay accepted it.
    let db = server.db().await;
    let mut sent = None;
    for _ in 0..50 {
        let emails = plytime_server::db::emails::to_recipient(&db, "parent@plytime.test")
            .await
            .unwrap();
        sent = one_time_email(&emails).sent_at;
        if sent.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(sent.is_some());
    // Delivered, the outbox keeps the message without the password
    // (docs/privacy.md).
    let emails = plytime_server::db::emails::to_recipient(&db, "parent@plytime.test")
        .await
        .unwrap();
    let kept = &one_time_email(&emails).body;
    assert!(!kept.contains(&one_time), "{kept}");
    assert!(kept.contains("One-time password: (not kept)"), "{kept}");
}

/// Cara's one-time password's row in the outbox: attempts and sent time.
async fn caras_attempts(server: &TestServer) -> (i64, Option<i64>) {
    sqlx::query_as(
        "SELECT attempts, sent_at FROM emails \
         WHERE recipient = 'parent@plytime.test' AND body LIKE '%Username: cara%'",
    )
    .fetch_one(server.db().await.read())
    .await
    .unwrap()
}

/// Waits until Cara's e-mail has had its first attempt.
async fn after_first_attempt(server: &TestServer) -> (i64, Option<i64>) {
    let mut first = (0, None);
    for _ in 0..500 {
        first = caras_attempts(server).await;
        if first.0 == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    first
}

#[tokio::test]
async fn a_message_aiosmtpd_did_not_take_is_tried_again_later_and_sent_once() {
    // The relay is down: its port refuses.
    let mut relay = Relay::start().await;
    relay.stop().await;
    let server = sending_to(relay.url(), &relay).await;
    add_cara(&server).await;
    assert_eq!(
        after_first_attempt(&server).await,
        (1, None),
        "tried once, kept unsent"
    );

    // The relay comes back. Not due yet, the message waits; once due, two
    // retry runs at once send it once.
    relay.resume().await;
    let mailer = Mailer::new(Some(&relay.url()), Some(&relay.ca()), FROM).unwrap();
    let db = server.db().await;
    let now = plytime_server::db::now_millis();
    assert_eq!(mailer.retry_due(&db, now).await.unwrap(), 0);
    let later = now + 60_000;
    let (one, other) = tokio::join!(mailer.retry_due(&db, later), mailer.retry_due(&db, later));
    assert!(one.unwrap() + other.unwrap() >= 1);
    relay
        .wait_for(|delivered| delivered.data.contains("Username: cara"))
        .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let to_cara = relay
        .delivered()
        .iter()
        .filter(|delivered| delivered.data.contains("Username: cara"))
        .count();
    assert_eq!(to_cara, 1, "sent once");
    let (attempts, sent) = caras_attempts(&server).await;
    assert_eq!(attempts, 2);
    assert!(sent.is_some());
    assert_eq!(mailer.retry_due(&db, later + 60_000).await.unwrap(), 0);
}

#[tokio::test]
async fn aiosmtpd_refusing_the_login_or_its_certificate_untrusted_gets_nothing_sent() {
    let relay = Relay::start().await;
    for (url, trusted) in [
        (relay.url().replace("relay-secret", "wrong"), true),
        (relay.url(), false),
    ] {
        let ca_file = trusted.then(|| relay.ca_file());
        let server = TestServer::start_with(move |config| {
            config.demo = true;
            config.smtp_url = Some(url);
            config.smtp_ca_file = ca_file;
            config.mail_from = FROM.into();
        })
        .await;
        add_cara(&server).await;
        assert_eq!(after_first_attempt(&server).await, (1, None));
    }
    assert!(relay.delivered().is_empty());
}

/// Waits until every message in the outbox has gone, and gives them.
async fn all_sent(server: &TestServer) -> Vec<Email> {
    let db = server.db().await;
    for _ in 0..500 {
        let outbox = plytime_server::db::emails::newest(&db, 100).await.unwrap();
        if outbox.iter().all(|email| email.sent_at.is_some()) {
            return outbox;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("the outbox still holds unsent messages");
}

/// The message the relay took for `email`, checked against it: from the
/// server's sender to its recipient, its subject and its text as kept
/// (a one-time password aside, which the outbox does not keep), and no
/// HTML part to disagree with the text.
async fn delivered_as_kept(relay: &Relay, email: &Email) -> Delivered {
    let delivered = relay
        .wait_for(|delivered| {
            delivered.subject == email.subject && delivered.to == [email.recipient.clone()]
        })
        .await;
    assert!(delivered.tls);
    assert_eq!(delivered.from, "hello@plytime.test");
    assert_eq!(delivered.header_from, FROM);
    assert_eq!(delivered.header_to, email.recipient);
    assert_eq!(
        without_one_time_passwords(&delivered.text).trim_end(),
        email.body.trim_end(),
        "{}",
        email.subject
    );
    assert_eq!(delivered.html, None);
    delivered
}

#[tokio::test]
async fn every_kind_of_email_reaches_aiosmtpd_as_the_outbox_keeps_it() {
    let relay = Relay::start().await;
    let (url, ca_file) = (relay.url(), relay.ca_file());
    let server = TestServer::with_starter_bank_and(move |config| {
        config.smtp_url = Some(url);
        config.smtp_ca_file = Some(ca_file);
        config.mail_from = FROM.into();
    })
    .await;

    // A one-time password, a session's report, a concern's notice to the
    // safeguarding lead, and the demo parent's weekly digest (the job
    // sends it at the server's start).
    add_cara(&server).await;
    let (demo, _) = reportable(&server).await;
    // Beyond ASCII, as the bank's own areas are ("12 × 12").
    let note = json!({"note": "Ada worked hard on place value: 12 × 12 = 144, and £2.50 in change.",
        "practise_next": []});
    assert_eq!(
        send(&server, &demo.first, &demo.priya, note).await.0,
        StatusCode::OK
    );
    raise(
        &server,
        &demo.parent,
        &concern("A message worried me.", None),
    )
    .await;
    let outbox = all_sent(&server).await;
    let subjects: Vec<&str> = outbox.iter().map(|email| email.subject.as_str()).collect();
    for kind in [
        "Your child's Plytime account",
        "Priya's report on Ada's session of ",
        "concern",
        "week on Plytime",
    ] {
        assert!(
            subjects.iter().any(|subject| subject.contains(kind)),
            "no {kind:?} among {subjects:?}"
        );
    }
    for email in &outbox {
        delivered_as_kept(&relay, email).await;
    }

    // The account's closing, confirmed to the parent.
    let close = CloseFamilyRequest {
        password: DEMO_PASSWORD.into(),
    };
    server
        .expect_ok(privacy::CLOSE_OWN, &[], Some(&demo.parent), &close)
        .await;
    let closing = all_sent(&server)
        .await
        .into_iter()
        .find(|email| outbox.iter().all(|before| before.id != email.id))
        .expect("the closing's e-mail");
    delivered_as_kept(&relay, &closing).await;
}
