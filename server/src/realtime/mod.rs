//! Live delivery between the people using the product at the same moment:
//! new notes to everyone watching a student's messages, and the session
//! channel of a live session.
//!
//! With SQLite there is one server, so a message is handed straight to the
//! watchers in this process. With PostgreSQL there may be several replicas
//! behind a load balancer, so a message is announced with NOTIFY, and
//! every replica, this one included, LISTENs and hands it to its own
//! watchers.

pub mod notes;
pub mod rooms;

use std::future::Future;
use std::time::Duration;

use crate::db::{Backend, Db};

/// Announces `payload` on `channel` to every replica (PostgreSQL only).
pub async fn notify(db: &Db, channel: &str, payload: &str) -> sqlx::Result<()> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(channel)
        .bind(payload)
        .execute(db.write())
        .await?;
    Ok(())
}

/// With PostgreSQL: listens on `channel` for as long as the process runs,
/// reads each announcement with `read` and hands what it gives to
/// `deliver`. Reconnects when the connection drops (what was announced
/// meanwhile is missed; the receivers' clients recover by reloading or
/// reconnecting).
pub fn relay<T, Read, Fut, Deliver>(
    db: &Db,
    database_url: String,
    channel: &'static str,
    read: Read,
    deliver: Deliver,
) where
    T: Send,
    Read: Fn(Db, String) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = anyhow::Result<Option<T>>> + Send,
    Deliver: Fn(T) + Send + Sync + 'static,
{
    if db.backend() != Backend::Postgres {
        return;
    }
    let db = db.clone();
    tokio::spawn(async move {
        loop {
            if let Err(error) = listen_once(&db, &database_url, channel, &read, &deliver).await {
                tracing::warn!(error = %error, channel, "listener lost its connection; retrying");
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    });
}

async fn listen_once<T, Read, Fut, Deliver>(
    db: &Db,
    database_url: &str,
    channel: &'static str,
    read: &Read,
    deliver: &Deliver,
) -> sqlx::Result<()>
where
    Read: Fn(Db, String) -> Fut,
    Fut: Future<Output = anyhow::Result<Option<T>>>,
    Deliver: Fn(T),
{
    let mut listener = sqlx::postgres::PgListener::connect(database_url).await?;
    listener.listen(channel).await?;
    loop {
        let notification = listener.recv().await?;
        match read(db.clone(), notification.payload().to_string()).await {
            Ok(Some(message)) => deliver(message),
            Ok(None) => {}
            Err(error) => tracing::warn!(error = %error, channel, "unreadable announcement"),
        }
    }
}
