//! The room's TURN credentials against a real relay: coturn from Debian,
//! started on loopback with `use-auth-secret` and the server's shared
//! secret, as a deployment runs it (docs/live-sessions.md, "TURN").
//! coturn's own client, `turnutils_uclient`, allocates a relay with the
//! credentials the room pass gives and sends packets through it; coturn's
//! log shows the allocation under the pass's username. A wrong password
//! and an expired username are refused.

use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;

use plytime_server::video::turn::TurnRelay;
use tokio::process::{Child, Command};

use crate::common::{TestServer, unique_name};
use crate::session_room::{MINUTE, demo, move_session, open_room};

const SECRET: &str = "turn-shared-secret";

/// coturn on a free loopback port, until dropped.
struct Coturn {
    port: u16,
    folder: PathBuf,
    _process: Child,
}

impl Coturn {
    async fn start() -> Coturn {
        let port = std::net::UdpSocket::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let folder = std::env::temp_dir().join(format!("plytime-coturn-{}", unique_name()));
        std::fs::create_dir_all(&folder).unwrap();
        let log = std::fs::File::create(folder.join("turn.log")).unwrap();
        let process = Command::new("turnserver")
            .args(["-n", "-v", "--simple-log", "--log-file=stdout", "--no-cli"])
            .args(["--listening-ip=127.0.0.1", "--relay-ip=127.0.0.1"])
            .arg(format!("--listening-port={port}"))
            .args([
                "--use-auth-secret",
                &format!("--static-auth-secret={SECRET}"),
            ])
            .args(["--realm=plytime.test", "--no-tls", "--no-dtls"])
            // Both ends of the test are on this machine.
            .arg("--allow-loopback-peers")
            .arg(format!("--userdb={}", folder.join("turndb").display()))
            .arg(format!("--pidfile={}", folder.join("turn.pid").display()))
            .stdout(log)
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .expect("turnserver (coturn) runs: scripts/system-packages.sh test installs it");
        let coturn = Coturn {
            port,
            folder,
            _process: process,
        };
        for _ in 0..250 {
            if coturn.log().contains("Relay ports initialization done") {
                return coturn;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("coturn did not start: {}", coturn.log());
    }

    fn log(&self) -> String {
        std::fs::read_to_string(self.folder.join("turn.log")).unwrap_or_default()
    }

    /// Whether coturn's client allocates a relay with these credentials
    /// and gets its packets back through it.
    async fn relays_for(&self, username: &str, password: &str) -> bool {
        let run = Command::new("turnutils_uclient")
            .args(["-y", "-n", "1", "-m", "1", "-l", "100"])
            .args(["-u", username, "-w", password])
            .args(["-p", &self.port.to_string(), "127.0.0.1"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .status();
        matches!(
            tokio::time::timeout(Duration::from_secs(30), run).await,
            Ok(Ok(status)) if status.success()
        )
    }
}

impl Drop for Coturn {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}

#[tokio::test]
async fn coturn_relays_for_the_room_pass_and_refuses_a_wrong_or_expired_credential() {
    let coturn = Coturn::start().await;
    let relay_url = format!("turn:127.0.0.1:{}?transport=udp", coturn.port);
    let url = relay_url.clone();
    let server = TestServer::start_with(move |config| {
        config.demo = true;
        config.content_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
        config.turn_urls = vec![url];
        config.turn_secret = Some(SECRET.into());
    })
    .await;
    let demo = demo(&server).await;
    move_session(&server, &demo.first, MINUTE, 15).await;
    let pass = open_room(&server, &demo.first, &demo.ada).await;
    let turn = pass
        .ice_servers
        .iter()
        .find(|server| server.urls == [relay_url.clone()])
        .expect("the room pass names the relay");
    let username = turn.username.as_deref().unwrap();
    let password = turn.credential.as_deref().unwrap();

    assert!(
        coturn.relays_for(username, password).await,
        "{}",
        coturn.log()
    );
    assert!(
        coturn.log().contains(&format!(
            "user <{username}>: incoming packet ALLOCATE processed, success"
        )),
        "the allocation under the pass's username: {}",
        coturn.log()
    );

    assert!(!coturn.relays_for(username, "not-the-password").await);
    let uid = username.split_once(':').unwrap().1;
    let expired = TurnRelay::new(vec![relay_url], SECRET.into())
        .ice_server(uid, chrono::Utc::now().timestamp() - 60);
    assert!(
        !coturn
            .relays_for(
                expired.username.as_deref().unwrap(),
                expired.credential.as_deref().unwrap()
            )
            .await,
        "an expired username is refused"
    );
}
