//! The app core's side of a cycle, run as its own process so that it can
//! be killed: signs in as the demo student and syncs the store's queue
//! until it is empty, riding out the server's and the network's absences.

use std::path::Path;
use std::time::{Duration, Instant};

use plytime_desktop_core::secrets::MemoryStore;
use plytime_desktop_core::store::Store;
use plytime_desktop_core::{DesktopError, Session, sync};

/// A worker that cannot finish in this time has failed the cycle.
const GIVE_UP_AFTER: Duration = Duration::from_secs(60);
const RETRY_EVERY: Duration = Duration::from_millis(25);
/// An attempt slower than this is reported, to see where time goes.
const SLOW_ATTEMPT: Duration = Duration::from_secs(5);

pub async fn run(store_path: &Path, server: &str) -> Result<(), DesktopError> {
    let store = Store::open(store_path)?;
    let url = url::Url::parse(server)
        .map_err(|error| DesktopError::Config(format!("bad server address: {error}")))?;
    let session = Session::new(url, Box::new(MemoryStore::default()));
    let deadline = Instant::now() + GIVE_UP_AFTER;
    let mut signed_in = false;
    loop {
        let attempt = async {
            if !signed_in {
                session
                    .sign_in("student", "ada", super::DEMO_PASSWORD)
                    .await?;
                signed_in = true;
            }
            sync::push(&store, &session).await
        };
        let started = Instant::now();
        match attempt.await {
            Ok(_) => return Ok(()),
            Err(error @ (DesktopError::Offline(_) | DesktopError::Server(_)))
                if Instant::now() < deadline =>
            {
                if started.elapsed() > SLOW_ATTEMPT {
                    eprintln!("core: an attempt took {:?}: {error}", started.elapsed());
                }
                tokio::time::sleep(RETRY_EVERY).await;
            }
            Err(error) => return Err(error),
        }
    }
}
