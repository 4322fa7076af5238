//! The Plytime server: the authority for accounts, content, games,
//! subscriptions, scheduling and sessions, and the host of the web UI.

pub mod auth;
pub mod backup;
pub mod child_process;
pub mod config;
pub mod conflicts;
pub mod db;
pub mod demo;
pub mod demo_session;
pub mod digest;
pub mod email;
pub mod error;
pub mod extract;
pub mod game;
pub mod http;
pub mod import;
pub mod jobs;
pub mod media;
pub mod metrics;
pub mod payments;
pub mod performance;
pub mod privacy;
pub mod rate_limit;
pub mod realtime;
pub mod recordings;
pub mod reports;
pub mod schedule;
pub mod state;
pub mod storage;
pub mod subscriptions;
pub mod time;
pub mod video;

use std::future::Future;
use std::net::SocketAddr;

use anyhow::Context;
use tokio::net::TcpListener;

use crate::auth::tokens::TokenKeys;
use crate::backup::BackupStore;
use crate::config::Config;
use crate::db::Db;
use crate::state::{AppState, Services};
use crate::storage::Storage;

/// Opens the database (running migrations), the file store and the signing
/// keys, and seeds demo data when asked.
pub async fn prepare(config: Config) -> anyhow::Result<AppState> {
    std::fs::create_dir_all(&config.data_dir)
        .with_context(|| format!("creating the data directory {}", config.data_dir.display()))?;
    let db = Db::connect(&config.database_url()).await?;
    let secret = match &config.jwt_secret {
        Some(secret) => secret.clone(),
        None => db::secrets::get_or_create(&db, "id_token_hs256").await?,
    };
    let storage = Storage::from_config(&config)?;
    storage.check().await?;
    let backups = BackupStore::from_config(&config, &storage)?;
    // Before anyone is served: a database restored from before a closing
    // must not show the closed family (docs/backups.md).
    let reclosed = backup::ledger::reapply(&db, &storage, &backups).await?;
    if reclosed > 0 {
        tracing::info!(reclosed, "families closed again from the erasure ledger");
    }
    let relay_ca = (config.smtp_ca_file.as_ref())
        .map(std::fs::read)
        .transpose()
        .context("PLYTIME_SMTP_CA_FILE cannot be read")?;
    let mailer = email::Mailer::new(
        config.smtp_url.as_deref(),
        relay_ca.as_deref(),
        &config.mail_from,
    )?;
    let payments = payments::Payments::from_config(&config)?;
    let video = video::Video::from_config(&config)?;
    let recording_key = recordings::RecordingKey::load(&config, &db).await?;
    if config.demo {
        demo::seed_all(&db, &storage, &config.content_dir).await?;
    }
    let state = AppState::new(
        config,
        db,
        TokenKeys::new(secret.as_bytes()),
        Services {
            storage,
            backups,
            mailer,
            payments,
            video,
            recording_key,
        },
    );
    // Before serving: a restart must not revive a signed-out id token.
    state.ended_signins.load(&state.db).await?;
    Ok(state)
}

/// Serves the API and the web UI on `listener` until `shutdown` completes,
/// then finishes the requests in flight and closes the database.
pub async fn launch(
    config: Config,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let address = listener.local_addr()?;
    if config.test_auth && !address.ip().is_loopback() {
        anyhow::bail!("the test-auth switch is only allowed on a loopback address, not {address}");
    }
    let ui_dir = config.ui_dir.clone();
    let state = prepare(config).await?;
    let app = http::router(state.clone(), &ui_dir);
    jobs::spawn_all(&state);
    tracing::info!(
        %address,
        database = state.db.backend().name(),
        files = state.storage.location(),
        "serving"
    );
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await?;
    state.db.close().await;
    Ok(())
}
