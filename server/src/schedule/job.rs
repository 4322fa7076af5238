//! The background job: keeps sessions generated ahead and renews the test
//! provider's subscriptions. With several replicas, a lease row lets one
//! run it at a time; generation is idempotent besides.

use std::future::Future;
use std::time::Duration;

use crate::db::leases;
use crate::payments::{Payments, renewals};
use crate::state::AppState;

const LEASE: &str = "scheduling";
const EVERY: Duration = Duration::from_secs(60);

/// Runs until the server stops.
pub fn spawn(state: AppState) {
    every(state, EVERY, "scheduling job", |state, holder| async move {
        run_once(&state, &holder).await
    });
}

/// Runs `job` every `period` until the server stops, as a holder of its
/// own (for the job's lease); a failure is logged and the next run comes
/// as usual. Each run's end, and whether the holder has a lease after
/// it, go to `/metrics`: the job takes its lease itself, so asking the
/// database is what tells it for every job alike.
pub fn every<Job, Run>(state: AppState, period: Duration, name: &'static str, job: Job)
where
    Job: Fn(AppState, String) -> Run + Send + 'static,
    Run: Future<Output = anyhow::Result<()>> + Send,
{
    let holder = uuid::Uuid::new_v4().to_string();
    // With replicas, the log tells which one holds a job's lease.
    tracing::info!(name, holder, "background job started");
    tokio::spawn(async move {
        let mut interval = tokio::time::interval(period);
        loop {
            interval.tick().await;
            let outcome = job(state.clone(), holder.clone()).await;
            state.metrics.job_ran(name, outcome.is_ok());
            let lease_held = leases::holds_any(&state.db, &holder).await.ok();
            state.metrics.job_finished(name, lease_held);
            if let Err(error) = outcome {
                tracing::error!(error = format!("{error:#}"), name, "background job failed");
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
