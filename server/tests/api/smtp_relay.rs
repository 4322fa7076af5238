//! The tests' real SMTP relay: aiosmtpd from PyPI, run by
//! scripts/smtp-relay.sh on loopback, requiring STARTTLS (with a
//! certificate from a certificate authority of the test's own) and then a
//! login, as a relay on the internet does (docs/email.md). What it
//! accepts it writes to a folder, one JSON file a message.

use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;

use serde::Deserialize;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

use crate::common::unique_name;

const LOGIN: &str = "plytime";
const PASSWORD: &str = "relay-secret";

/// A message as the relay took it.
#[derive(Debug, Deserialize)]
pub struct Delivered {
    pub from: String,
    pub to: Vec<String>,
    /// The message as sent: its headers, a blank line, its body.
    pub data: String,
    /// Its headers and parts as a reader sees them, decoded.
    pub header_from: String,
    pub header_to: String,
    pub subject: String,
    pub text: String,
    pub html: Option<String>,
    /// Whether it came over TLS.
    pub tls: bool,
    /// The login it came under.
    pub login: Option<String>,
}

pub struct Relay {
    folder: PathBuf,
    port: u16,
    process: Option<Child>,
}

impl Relay {
    /// Starts a relay on a free loopback port.
    pub async fn start() -> Relay {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let folder = std::env::temp_dir().join(format!("plytime-relay-{}", unique_name()));
        std::fs::create_dir_all(&folder).unwrap();
        let mut relay = Relay {
            folder,
            port,
            process: None,
        };
        relay.resume().await;
        relay
    }

    /// The URL the server is given: STARTTLS required, with the login.
    pub fn url(&self) -> String {
        format!(
            "smtp://{LOGIN}:{PASSWORD}@127.0.0.1:{}?tls=required",
            self.port
        )
    }

    /// The certificate authority the relay's certificate comes from.
    pub fn ca_file(&self) -> PathBuf {
        self.folder.join("tls").join("ca.pem")
    }

    /// The certificate authority, as the mailer takes it.
    pub fn ca(&self) -> Vec<u8> {
        std::fs::read(self.ca_file()).unwrap()
    }

    /// Stops it: its port refuses connections until [`Relay::resume`].
    pub async fn stop(&mut self) {
        if let Some(mut process) = self.process.take() {
            process.kill().await.unwrap();
        }
    }

    /// Starts it (again) on its port, with its certificate.
    pub async fn resume(&mut self) {
        let mut process = Command::new("bash")
            .arg("../scripts/smtp-relay.sh")
            .arg(&self.folder)
            .arg(self.port.to_string())
            .args([LOGIN, PASSWORD])
            .stdout(Stdio::piped())
            // What it says of refused sessions is expected here, not news.
            .stderr(std::fs::File::create(self.folder.join("relay.log")).unwrap())
            .kill_on_drop(true)
            .spawn()
            .expect("scripts/smtp-relay.sh runs");
        let mut lines = BufReader::new(process.stdout.take().unwrap()).lines();
        // The first start may install aiosmtpd.
        let ready = tokio::time::timeout(Duration::from_secs(180), lines.next_line()).await;
        assert!(
            matches!(ready, Ok(Ok(Some(ref line))) if line == "ready"),
            "the SMTP relay (aiosmtpd) did not start: {ready:?}"
        );
        self.process = Some(process);
    }

    /// What it has taken so far.
    pub fn delivered(&self) -> Vec<Delivered> {
        let mut delivered = Vec::new();
        for entry in std::fs::read_dir(&self.folder).unwrap() {
            let path = entry.unwrap().path();
            if path
                .extension()
                .is_some_and(|extension| extension == "json")
            {
                let text = std::fs::read_to_string(&path).unwrap();
                delivered.push(serde_json::from_str(&text).unwrap());
            }
        }
        delivered
    }

    /// The first message it takes that `wanted` picks, within ten seconds.
    pub async fn wait_for(&self, wanted: impl Fn(&Delivered) -> bool) -> Delivered {
        for _ in 0..500 {
            if let Some(found) = self.delivered().into_iter().find(&wanted) {
                return found;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("the relay took no such message: {:?}", self.delivered());
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}
