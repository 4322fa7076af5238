//! E-mail through SMTP when configured, checked against a local SMTP
//! stand-in that records what it is sent.

use std::time::Duration;

use plytime_server::db::emails::Email;
use plytime_server::email::Mailer;
use reqwest::StatusCode;
use serde_json::json;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio::sync::mpsc;

use crate::common::{TestServer, birth_date_for_year};

/// What one SMTP conversation delivered.
#[derive(Debug)]
struct Delivered {
    from: String,
    to: Vec<String>,
    data: String,
}

/// A minimal SMTP server: accepts every message and reports it.
async fn smtp_stand_in() -> (String, mpsc::Receiver<Delivered>) {
    smtp_stand_in_at("127.0.0.1:0").await
}

/// [`smtp_stand_in`] on a given address.
async fn smtp_stand_in_at(address: &str) -> (String, mpsc::Receiver<Delivered>) {
    let listener = TcpListener::bind(address).await.unwrap();
    let url = format!("smtp://{}", listener.local_addr().unwrap());
    let (sender, receiver) = mpsc::channel(8);
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let sender = sender.clone();
            tokio::spawn(async move {
                let (read, mut write) = stream.into_split();
                let mut lines = BufReader::new(read).lines();
                write.write_all(b"220 stand-in ESMTP\r\n").await.unwrap();
                let mut delivered = Delivered {
                    from: String::new(),
                    to: Vec::new(),
                    data: String::new(),
                };
                let mut in_data = false;
                while let Ok(Some(line)) = lines.next_line().await {
                    if in_data {
                        if line == "." {
                            in_data = false;
                            write.write_all(b"250 queued\r\n").await.unwrap();
                        } else {
                            delivered.data.push_str(&line);
                            delivered.data.push('\n');
                        }
                        continue;
                    }
                    let upper = line.to_uppercase();
                    let reply: &[u8] = if upper.starts_with("EHLO") || upper.starts_with("HELO") {
                        b"250-stand-in\r\n250 8BITMIME\r\n"
                    } else if upper.starts_with("MAIL FROM:") {
                        delivered.from = line[10..].trim().to_string();
                        b"250 ok\r\n"
                    } else if upper.starts_with("RCPT TO:") {
                        delivered.to.push(line[8..].trim().to_string());
                        b"250 ok\r\n"
                    } else if upper == "DATA" {
                        in_data = true;
                        b"354 go ahead\r\n"
                    } else if upper == "QUIT" {
                        write.write_all(b"221 bye\r\n").await.unwrap();
                        break;
                    } else {
                        b"250 ok\r\n"
                    };
                    write.write_all(reply).await.unwrap();
                }
                if !delivered.to.is_empty() {
                    let _ = sender.send(delivered).await;
                }
            });
        }
    });
    (url, receiver)
}

/// The e-mail that gave Cara's one-time password, among the parent's.
fn one_time_email(emails: &[Email]) -> &Email {
    emails
        .iter()
        .find(|email| email.body.contains("Username: cara"))
        .expect("the one-time password's e-mail is in the outbox")
}

/// A demo server sending through the relay at `url`, as `FROM`.
async fn sending_to(url: String) -> TestServer {
    TestServer::start_with(move |config| {
        config.demo = true;
        config.smtp_url = Some(url);
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
async fn a_new_students_one_time_password_goes_out_by_smtp_and_is_marked_sent() {
    let (url, mut inbox) = smtp_stand_in().await;
    let server = sending_to(url).await;
    add_cara(&server).await;
    // The demo parent's weekly digest may come first.
    let delivered = loop {
        let delivered = tokio::time::timeout(Duration::from_secs(10), inbox.recv())
            .await
            .expect("the stand-in received an e-mail")
            .unwrap();
        if !delivered.data.contains("week on Plytime") {
            break delivered;
        }
    };
    assert_eq!(delivered.from, "<hello@plytime.test>");
    assert_eq!(delivered.to, ["<parent@plytime.test>"]);
    assert!(
        delivered.data.contains("Username: cara"),
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

#[tokio::test]
async fn a_message_the_relay_did_not_take_is_tried_again_later_and_sent_once() {
    // A relay that is down: nothing listens on its port yet.
    let address = TcpListener::bind("127.0.0.1:0")
        .await
        .unwrap()
        .local_addr()
        .unwrap()
        .to_string();
    let url = format!("smtp://{address}");
    let server = sending_to(url.clone()).await;
    add_cara(&server).await;
    let mut first = (0, None);
    for _ in 0..100 {
        first = caras_attempts(&server).await;
        if first.0 == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(first, (1, None), "tried once, kept unsent");

    // The relay comes back. Not due yet, the message waits; once due, two
    // retry runs at once send it once.
    let (_, mut inbox) = smtp_stand_in_at(&address).await;
    let mailer = Mailer::new(Some(&url), FROM).unwrap();
    let db = server.db().await;
    let now = plytime_server::db::now_millis();
    assert_eq!(mailer.retry_due(&db, now).await.unwrap(), 0);
    let later = now + 60_000;
    let (one, other) = tokio::join!(mailer.retry_due(&db, later), mailer.retry_due(&db, later));
    // The demo parent's weekly digest may be due too.
    let mut to_cara = 0;
    while let Ok(Some(delivered)) =
        tokio::time::timeout(Duration::from_millis(500), inbox.recv()).await
    {
        if delivered.data.contains("Username: cara") {
            to_cara += 1;
        }
    }
    assert_eq!(to_cara, 1, "sent once");
    assert!(one.unwrap() + other.unwrap() >= 1);
    let (attempts, sent) = caras_attempts(&server).await;
    assert_eq!(attempts, 2);
    assert!(sent.is_some());
    assert_eq!(mailer.retry_due(&db, later + 60_000).await.unwrap(), 0);
}
