//! The background job: keeps sessions generated ahead and renews the test
//! provider's subscriptions. With several replicas, a lease row lets one
//! run it at a time; generation is idempotent besides.

use std::time::Duration;

use crate::db::leases;
use crate::payments::{Payments, renewals};
use crate::state::AppState;

const LEASE: &str = "scheduling";
const EVERY: Duration = Duration::from_secs(60);

/// Runs until the server stops.
pub fn spawn(state: AppState) {
    let holder = uuid::Uuid::new_v4().to_string();
    tokio::spawn(async move {
        let mut interval = tokio::time::interval(EVERY);
        loop {
            interval.tick().await;
            if let Err(error) = run_once(&state, &holder).await {
                tracing::error!(error = format!("{error:#}"), "scheduling job failed");
            }
        }
    });
}

pub async fn run_once(state: &AppState, holder: &str) -> anyhow::Result<()> {
    let lease_millis = 2 * EVERY.as_millis() as i64;
    if !leases::take(&state.db, LEASE, holder, lease_millis).await? {
        return Ok(());
    }
    if matches!(state.payments, Payments::Test) {
        renewals::renew_test_subscriptions(&state.db).await?;
    }
    super::generate(&state.db, None).await?;
    Ok(())
}
